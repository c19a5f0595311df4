import { hasAnyRole, screenRoles, type RoleCode } from './roles.js';

/**
 * The drawer of A§2 with visibility by A§6, and the vehicle-editor menu of C§2.6.
 * Every entry the spec names is listed here; the web app shows an entry only when
 * its feature has registered a screen for the path, so no entry leads to an empty page.
 */
export interface DrawerEntry {
  path: string;
  label: string;
  roles: readonly RoleCode[];
}

export interface DrawerSection {
  key: string;
  /** Section heading; undefined for entries shown without a heading. */
  label?: string;
  roles?: readonly RoleCode[];
  entries: readonly DrawerEntry[];
}

export const drawerSections: readonly DrawerSection[] = [
  {
    key: 'administration',
    label: 'Administration',
    roles: [...screenRoles.users, ...screenRoles.myUsers],
    entries: [
      { path: '/admin/users', label: 'Users', roles: screenRoles.users },
      { path: '/admin/customerusers', label: 'My users', roles: screenRoles.myUsers },
    ],
  },
  {
    key: 'main',
    entries: [
      { path: '/admin/requests', label: 'Requests', roles: screenRoles.requests },
      { path: '/admin/notifications', label: 'Notifications', roles: screenRoles.notifications },
      { path: '/admin/bugs', label: 'Bugs', roles: screenRoles.bugs },
      // Beyond A§2: the audit viewer (issue 11).
      { path: '/admin/audit', label: 'Audit', roles: screenRoles.audit },
    ],
  },
  {
    key: 'content',
    label: 'Content management',
    roles: screenRoles.content,
    entries: [
      { path: '/admin/cms', label: 'Content', roles: screenRoles.content },
      { path: '/admin/cms/archive', label: 'Archive', roles: screenRoles.content },
      { path: '/admin/cms/news', label: 'News', roles: screenRoles.content },
      { path: '/admin/cms/contentgift', label: 'Gift actions', roles: screenRoles.content },
      { path: '/admin/cms/prizes', label: 'Prizes', roles: screenRoles.content },
      { path: '/admin/cms/journals', label: 'Journals', roles: screenRoles.journals },
    ],
  },
  {
    key: 'catalogue',
    entries: [
      { path: '/admin/files', label: 'File Manager', roles: screenRoles.files },
      { path: '/admin/catalog', label: 'Catalog', roles: screenRoles.catalog },
      { path: '/admin/banners', label: 'Banners', roles: screenRoles.banners },
      { path: '/admin/analytics', label: 'Item card', roles: screenRoles.itemCards },
    ],
  },
  {
    key: 'vehicle-editor',
    label: 'Vehicle editor',
    roles: screenRoles.vehicleEditor,
    entries: [
      { path: '/vehicle-editor', label: 'Home', roles: screenRoles.vehicleEditor },
      { path: '/vehicle-editor/vehicles', label: 'Vehicles', roles: screenRoles.vehicleEditor },
      {
        path: '/vehicle-editor/import-export',
        label: 'Import / Export',
        roles: screenRoles.vehicleEditor,
      },
    ],
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
