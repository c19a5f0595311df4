import { z } from 'zod';

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

/** Name and description of each role, as seeded into the roles table. */
export const roleCatalogue: Record<RoleCode, { name: string; description: string }> = {
  Admin: { name: 'Administrator', description: 'Grants any role and sees role codes' },
  CustomerManager: {
    name: 'Customer manager',
    description: 'Manages portal users and registration requests',
  },
  CustomerUser: { name: 'Customer user', description: 'Manages the users of the own customer' },
  SalesManager: { name: 'Sales manager', description: 'Reviews registration requests' },
  NotificationManager: { name: 'Notification manager', description: 'Sends debt notifications' },
  ContentManager: {
    name: 'Content manager',
    description: 'Content, prizes, journals, banners and files',
  },
  CatalogManager: {
    name: 'Catalog manager',
    description: 'Catalogue tree, product list, banners and files',
  },
  TranslateManager: { name: 'Translate manager', description: 'Item cards and translations' },
  Tester: { name: 'Tester', description: 'Reads bug reports' },
  VehicleEditor: {
    name: 'Vehicle editor',
    description: 'Edits marks, models, modifications and their items',
  },
  VehicleEditorExport: { name: 'Vehicle editor export', description: 'Exports vehicle data' },
  VehicleEditorDelete: { name: 'Vehicle editor delete', description: 'Deletes vehicle data' },
  Returns: { name: 'Returns', description: 'Access to returns in the portal' },
};

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
