import { describe, expect, it } from 'vitest';
import { drawerSections, selectedDrawerPath, visibleDrawer, type DrawerSection } from './drawer.js';
import type { RoleCode } from './roles.js';
import { englishT } from './text/catalogue.js';

const allPaths = new Set(
  drawerSections.flatMap((section) => section.entries.map((entry) => entry.path)),
);
const pathsFor = (roles: RoleCode[], implemented = allPaths) =>
  visibleDrawer(roles, implemented).flatMap((section) =>
    section.entries.map((entry) => entry.path),
  );

describe('drawer visibility (A§6, C§2.6)', () => {
  it.each<[RoleCode, string[]]>([
    ['CustomerManager', ['/admin/users', '/admin/requests']],
    ['CustomerUser', ['/admin/customerusers']],
    ['SalesManager', ['/admin/requests']],
    ['NotificationManager', ['/admin/notifications']],
    ['Tester', ['/admin/bugs']],
    [
      'ContentManager',
      [
        '/admin/cms',
        '/admin/cms/archive',
        '/admin/cms/news',
        '/admin/cms/contentgift',
        '/admin/cms/prizes',
        '/admin/cms/journals',
        '/admin/files',
        '/admin/banners',
      ],
    ],
    ['CatalogManager', ['/admin/files', '/admin/catalog', '/admin/banners']],
    ['TranslateManager', ['/admin/analytics']],
    ['Admin', ['/admin/bugs', '/admin/audit', '/admin/banners', '/admin/analytics']],
    [
      'VehicleEditor',
      ['/vehicle-editor', '/vehicle-editor/vehicles', '/vehicle-editor/import-export'],
    ],
    ['VehicleEditorExport', []],
    ['Returns', []],
  ])('%s sees exactly its entries', (role, expected) => {
    expect(pathsFor([role])).toEqual(expected);
  });

  it('shows the Administration heading only to CustomerManager or CustomerUser', () => {
    const headings = (roles: RoleCode[]) =>
      visibleDrawer(roles, allPaths).map((section) => section.labelKey);
    expect(headings(['CustomerUser'])).toContain('drawerAdministration');
    expect(headings(['Admin', 'SalesManager'])).not.toContain('drawerAdministration');
  });

  it('hides entries whose feature is not built yet, and sections left empty', () => {
    const implemented = new Set(['/admin/banners']);
    expect(visibleDrawer(['ContentManager'], implemented)).toEqual([
      expect.objectContaining({
        key: 'catalogue',
        entries: [expect.objectContaining({ path: '/admin/banners' })],
      }),
    ]);
    expect(visibleDrawer(['CustomerManager', 'Tester'], implemented)).toEqual([]);
  });
});

describe('the drawer names', () => {
  it('are catalogue keys whose English words are those of A§2', () => {
    const words = (sections: readonly DrawerSection[]) =>
      sections.flatMap((section) => [
        ...(section.labelKey ? [englishT(section.labelKey)] : []),
        ...section.entries.map((entry) => englishT(entry.labelKey)),
      ]);
    expect(words(drawerSections)).toEqual([
      'Administration',
      'Users',
      'My users',
      'Requests',
      'Notifications',
      'Bugs',
      'Audit',
      'Content management',
      'Content',
      'Archive',
      'News',
      'Gift actions',
      'Prizes',
      'Journals',
      'File Manager',
      'Catalog',
      'Banners',
      'Item card',
      'Vehicle editor',
      'Home',
      'Vehicles',
      'Import / Export',
    ]);
  });
});

describe('the selected drawer entry', () => {
  it.each([
    ['/admin/banners/7', '/admin/banners'],
    ['/admin/cms/news', '/admin/cms/news'],
    ['/admin/cms/15', '/admin/cms'],
    ['/vehicle-editor/vehicles/3/4', '/vehicle-editor/vehicles'],
    ['/vehicle-editor', '/vehicle-editor'],
    ['/admin/bannersX', undefined],
    ['/admin', undefined],
  ])('%s selects %s', (path, expected) => {
    expect(selectedDrawerPath(path, drawerSections)).toBe(expected);
  });
});
