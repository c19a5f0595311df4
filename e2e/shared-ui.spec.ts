import { messages } from '@bo/contract';
import { expect, signInAs, snackbar, test } from './fixtures.js';

const demoTitlesBySort = ['Spring sale on filters', 'New brake pads', 'Double loyalty points'];

test('the table sorts on the server, offers the page sizes of A§9 and keeps its state in the address', async ({
  page,
}) => {
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/banners');
  const titles = page.getByRole('row').getByRole('link');
  await expect(titles).toHaveText(demoTitlesBySort);

  await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(titles).toHaveText([...demoTitlesBySort].sort());
  await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(titles).toHaveText([...demoTitlesBySort].sort().reverse());

  await page.reload();
  await expect(titles).toHaveText([...demoTitlesBySort].sort().reverse());

  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['25', '50', '100', 'All']);
  await page.getByRole('option', { name: 'All' }).click();
  await expect(titles).toHaveCount(3);
});

test('the unsaved-changes guard asks before leaving an edited form', async ({ page }) => {
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/banners');
  await page.getByRole('link', { name: 'New brake pads' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Title').fill('New brake pads, edited');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.unsavedChanges);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('New brake pads, edited');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('link', { name: 'New brake pads', exact: true })).toBeVisible();
});

test('a stored picture is deleted after confirmation, and stays deleted after a reload', async ({
  page,
}) => {
  await signInAs(page, 'catalogmanager');
  await page.goto('/admin/banners');
  await page.getByRole('link', { name: 'Spring sale on filters' }).click();
  const picture = page.getByRole('img', { name: 'Catalogue picture' });
  await expect(picture).toBeVisible();
  await page.getByRole('button', { name: 'Delete catalogue picture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(picture).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Main picture' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Catalogue picture' })).toHaveCount(0);
});

test('a session that ends while the screen is open sends the user to sign in and back', async ({
  page,
}) => {
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/banners?q=brake');
  await expect(page.getByRole('link', { name: 'New brake pads' })).toBeVisible();
  await page.request.post('/api/auth/logout', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });

  await page.getByRole('columnheader', { name: 'Sort' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Login').fill('contentmanager');
  await page.getByLabel('Password').fill('demo-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/banners\?/);
  await expect(page.getByRole('link', { name: 'New brake pads' })).toBeVisible();
  await expect(snackbar(page, messages.sessionMissing)).toHaveCount(0);
});
