import { englishT, messages, roleCodes, visibleDrawer, type RoleCode } from '@bo/contract';
import { expect, signInAs, test } from './fixtures.js';

/** The screens built so far; the drawer shows no entry for a screen that does not exist. */
const implemented = new Set([
  '/admin/banners',
  '/admin/users',
  '/admin/customerusers',
  '/admin/files',
  '/admin/cms/journals',
  '/admin/requests',
  '/admin/notifications',
  '/admin/analytics',
  '/admin/bugs',
  '/admin/audit',
  '/admin/catalog',
  '/admin/cms',
  '/admin/cms/archive',
  '/admin/cms/news',
  '/admin/cms/contentgift',
  '/admin/cms/prizes',
  '/vehicle-editor',
  '/vehicle-editor/vehicles',
  '/vehicle-editor/import-export',
]);

const roleSets: { login: string; roles: RoleCode[] }[] = [
  { login: 'contentmanager', roles: ['ContentManager'] },
  { login: 'customermanager', roles: ['CustomerManager'] },
  { login: 'salesmanager', roles: ['SalesManager'] },
  { login: 'notificationmanager', roles: ['NotificationManager'] },
  { login: 'translatemanager', roles: ['TranslateManager'] },
  { login: 'vehicleeditor', roles: ['VehicleEditor'] },
  { login: 'admin', roles: [...roleCodes] },
];

for (const { login, roles } of roleSets) {
  test(`the drawer of ${login} shows exactly the entries of A§6`, async ({ page }) => {
    await signInAs(page, login);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeAttached();
    const expected = visibleDrawer(roles, implemented).flatMap((section) =>
      section.entries.map((entry) => englishT(entry.labelKey)),
    );
    await expect(menu.getByRole('link')).toHaveText(expected);
  });
}

test('a screen the roles cannot open says so, and the server refuses its calls', async ({
  page,
}) => {
  await signInAs(page, 'customermanager');
  await page.goto('/admin/banners');
  await expect(page.getByText(messages.noAccess)).toBeVisible();
  const response = await page.request.post('/api/banner/Banners', {
    data: 'false',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
  });
  expect(response.status()).toBe(403);
});
