import { hasAnyRole, screenRoles, type RoleCode } from './roles.js';
import type { TextKey } from './text/catalogue.js';

/**
 * The drawer of A§2 with visibility by A§6, and the vehicle-editor menu of C§2.6.
 * Every entry the spec names is listed here; the web app shows an entry only when
 * its feature has registered a screen for the path, so no entry leads to an empty page.
 */
interface DrawerEntry {
  path: string;
  /** The entry's name: a key of the text catalogue, shown in the user's language. */
  labelKey: TextKey;
  roles: readonly RoleCode[];
}

export interface DrawerSection {
  key: string;
  /** Section heading (a catalogue key); undefined for entries shown without a heading. */
  labelKey?: TextKey;
  roles?: readonly RoleCode[];
  entries: readonly DrawerEntry[];
}

/** Entries, each `[path, labelKey]`, that the holders of `roles` see. */
const entriesFor = (
  roles: readonly RoleCode[],
  entries: readonly (readonly [path: string, labelKey: TextKey])[],
): DrawerEntry[] => entries.map(([path, labelKey]) => ({ path, labelKey, roles }));

export const drawerSections: readonly DrawerSection[] = [
  {
    key: 'administration',
    labelKey: 'drawerAdministration',
    roles: [...screenRoles.users, ...screenRoles.myUsers],
    entries: [
      { path: '/admin/users', labelKey: 'drawerUsers', roles: screenRoles.users },
      { path: '/admin/customerusers', labelKey: 'drawerMyUsers', roles: screenRoles.myUsers },
    ],
  },
  {
    key: 'main',
    entries: [
      { path: '/admin/requests', labelKey: 'drawerRequests', roles: screenRoles.requests },
      {
        path: '/admin/notifications',
        labelKey: 'drawerNotifications',
        roles: screenRoles.notifications,
      },
      { path: '/admin/bugs', labelKey: 'drawerBugs', roles: screenRoles.bugs },
      // Beyond A§2: the audit viewer (issue 11).
      { path: '/admin/audit', labelKey: 'drawerAudit', roles: screenRoles.audit },
    ],
  },
  {
    key: 'content',
    labelKey: 'drawerContentManagement',
    roles: screenRoles.content,
    entries: [
      ...entriesFor(screenRoles.content, [
        ['/admin/cms', 'drawerContent'],
        ['/admin/cms/archive', 'drawerArchive'],
        ['/admin/cms/news', 'drawerNews'],
        ['/admin/cms/contentgift', 'drawerGiftActions'],
        ['/admin/cms/prizes', 'drawerPrizes'],
      ]),
      { path: '/admin/cms/journals', labelKey: 'drawerJournals', roles: screenRoles.journals },
    ],
  },
  {
    key: 'catalogue',
    entries: [
      { path: '/admin/files', labelKey: 'drawerFileManager', roles: screenRoles.files },
      { path: '/admin/catalog', labelKey: 'drawerCatalog', roles: screenRoles.catalog },
      { path: '/admin/banners', labelKey: 'drawerBanners', roles: screenRoles.banners },
      { path: '/admin/analytics', labelKey: 'drawerItemCard', roles: screenRoles.itemCards },
    ],
  },
  {
    key: 'vehicle-editor',
    labelKey: 'drawerVehicleEditor',
    roles: screenRoles.vehicleEditor,
    entries: entriesFor(screenRoles.vehicleEditor, [
      ['/vehicle-editor', 'drawerVehicleEditorHome'],
      ['/vehicle-editor/vehicles', 'drawerVehicles'],
      ['/vehicle-editor/import-export', 'drawerImportExport'],
    ]),
  },
];

/** The sections and entries a user holding `roles` sees, among the implemented paths. */
export function visibleDrawer(
  roles: readonly string[],
  implementedPaths: ReadonlySet<string>,
): DrawerSection[] {
  return drawerSections
    .filter((section) => !section.roles || hasAnyRole(roles, section.roles))
    .map((section) => ({
      ...section,
      entries: section.entries.filter(
        (entry) => implementedPaths.has(entry.path) && hasAnyRole(roles, entry.roles),
      ),
    }))
    .filter((section) => section.entries.length > 0);
}

/** The entry a screen belongs to: the longest entry path it is under (/admin/cms/news, not /admin/cms). */
export function selectedDrawerPath(
  currentPath: string,
  sections: readonly DrawerSection[],
): string | undefined {
  return sections
    .flatMap((section) => section.entries.map((entry) => entry.path))
    .filter((path) => currentPath === path || currentPath.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
