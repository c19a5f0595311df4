import type { TFunction } from 'i18next';
import { z } from 'zod';
import { englishT, type TextKey } from './text/catalogue.js';
import { isOneOf } from './one-of.js';

/** Role codes of DESIGN §4; `Returns` is the returns-access flag of the user import (C§5). */
export const roleCodes = [
  'Admin',
  'CustomerManager',
  'CustomerUser',
  'SalesManager',
  'NotificationManager',
  'ContentManager',
  'CatalogManager',
  'TranslateManager',
  'Tester',
  'VehicleEditor',
  'VehicleEditorExport',
  'VehicleEditorDelete',
  'Returns',
] as const;

export const roleCodeSchema = z.enum(roleCodes);
export type RoleCode = z.infer<typeof roleCodeSchema>;

/** The catalogue keys of each role's name and description. */
export const roleTextKeys = {
  Admin: { name: 'roleAdmin', description: 'roleAdminDescription' },
  CustomerManager: { name: 'roleCustomerManager', description: 'roleCustomerManagerDescription' },
  CustomerUser: { name: 'roleCustomerUser', description: 'roleCustomerUserDescription' },
  SalesManager: { name: 'roleSalesManager', description: 'roleSalesManagerDescription' },
  NotificationManager: {
    name: 'roleNotificationManager',
    description: 'roleNotificationManagerDescription',
  },
  ContentManager: { name: 'roleContentManager', description: 'roleContentManagerDescription' },
  CatalogManager: { name: 'roleCatalogManager', description: 'roleCatalogManagerDescription' },
  TranslateManager: {
    name: 'roleTranslateManager',
    description: 'roleTranslateManagerDescription',
  },
  Tester: { name: 'roleTester', description: 'roleTesterDescription' },
  VehicleEditor: { name: 'roleVehicleEditor', description: 'roleVehicleEditorDescription' },
  VehicleEditorExport: {
    name: 'roleVehicleEditorExport',
    description: 'roleVehicleEditorExportDescription',
  },
  VehicleEditorDelete: {
    name: 'roleVehicleEditorDelete',
    description: 'roleVehicleEditorDeleteDescription',
  },
  Returns: { name: 'roleReturns', description: 'roleReturnsDescription' },
} as const satisfies Record<RoleCode, { name: TextKey; description: TextKey }>;

interface RoleWords {
  name: string;
  description: string;
}

export const isRoleCode = (role: string): role is RoleCode => isOneOf(roleCodes, role);

/**
 * A role's name and description in the language of `t` (English by default);
 * undefined for a code the contract does not know (a screen then shows the
 * roles table's own words).
 */
export function roleWords(role: string, t: TFunction = englishT): RoleWords | undefined {
  if (!isRoleCode(role)) return undefined;
  const keys = roleTextKeys[role];
  return { name: t(keys.name), description: t(keys.description) };
}

/** Name and description of each role in English, as seeded into the roles table. */
export const roleCatalogue = Object.fromEntries(
  roleCodes.map((role) => {
    const keys = roleTextKeys[role];
    return [role, { name: englishT(keys.name), description: englishT(keys.description) }];
  }),
) as Record<RoleCode, RoleWords>;

export function hasAnyRole(held: readonly string[], wanted: readonly RoleCode[]): boolean {
  return wanted.some((role) => held.includes(role));
}

/**
 * Who may use each screen and its calls (DESIGN §4, A§6, C§2.6), declared
 * once: the drawer, the server's access rules and the web routes all read it.
 */
export const screenRoles = {
  users: ['CustomerManager'],
  myUsers: ['CustomerUser'],
  /** The portal's gift orders (issue 16): a customer's own user orders for its customer. */
  giftPortal: ['CustomerUser'],
  customers: ['CustomerManager'],
  requests: ['CustomerManager', 'SalesManager'],
  notifications: ['NotificationManager'],
  customerRules: ['NotificationManager', 'ContentManager'],
  bugs: ['Tester', 'Admin'],
  audit: ['Admin'],
  content: ['ContentManager'],
  journals: ['ContentManager'],
  files: ['ContentManager', 'CatalogManager'],
  catalog: ['CatalogManager'],
  banners: ['ContentManager', 'CatalogManager', 'Admin'],
  itemCards: ['TranslateManager', 'Admin'],
  vehicleEditor: ['VehicleEditor'],
} as const satisfies Record<string, readonly RoleCode[]>;
