import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectSnackbar, signInAs, snackbar, test } from './fixtures.js';

const picture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets/banner-main-3.png',
);

/** Signs `page` out and in again as `login`. */
async function switchTo(page: Page, login: string) {
  await page.context().clearCookies();
  await signInAs(page, login);
}

const reportButton = (page: Page) => page.getByRole('button', { name: 'Report a problem' });

test('report a problem with a screenshot, triage it as a tester, see it fixed as the reporter', async ({
  page,
}) => {
  const description = `E2E: the banner list flickers ${Date.now()}`;

  // A content manager reports from the banners screen, with a PNG.
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/banners');
  await reportButton(page).click();
  const reportDialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(reportDialog.getByRole('textbox', { name: 'Page' })).toHaveValue('/admin/banners');
  await expect(reportDialog.getByRole('textbox', { name: 'Browser' })).toHaveValue(/Chrome/);
  await reportDialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await reportDialog.getByLabel('Choose a picture').setInputFiles(picture);
  await expect(reportDialog.getByRole('img', { name: 'Screenshot' })).toBeVisible();
  await reportDialog.getByRole('button', { name: 'Send' }).click();
  const sent = snackbar(page, 'Thank you: your report');
  await expect(sent).toBeVisible();
  const id = /report (\d+) was sent/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(id).toMatch(/^\d+$/);
  await expect(reportDialog).toBeHidden();

  // A tester finds it in /admin/bugs, comments and marks it Fixed.
  await switchTo(page, 'tester');
  await page.goto('/admin/bugs');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Id',
    'Created',
    'Reporter',
    'Page',
    'Description',
    'Status',
  ]);
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(description);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('contentmanager');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `Open report ${id}` }).click();
  const bugDialog = page.getByRole('dialog', { name: `Report ${id}` });
  await expect(bugDialog.getByText(description)).toBeVisible();
  // The screenshot is streamed to the tester: a picture the browser could draw.
  const shot = bugDialog.getByRole('img', { name: `Screenshot of report ${id}` });
  await expect(shot).toBeVisible();
  await expect
    .poll(() => shot.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await bugDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Fixed' }).click();
  await bugDialog.getByRole('textbox', { name: 'Comment' }).fill('Fixed in the e2e release');
  await bugDialog.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, 'Report updated');
  await expect(bugDialog).toBeHidden();
  await expect(row).toContainText('Fixed');

  // The reporter sees the status in My reports, read-only.
  await switchTo(page, 'contentmanager');
  await page.goto('/admin/banners');
  await reportButton(page).click();
  await page.getByRole('button', { name: 'My reports' }).click();
  const mine = page.getByRole('dialog', { name: 'My reports' });
  const myRow = mine.getByRole('row').filter({ hasText: description });
  await expect(myRow).toContainText('Fixed');
  await myRow.getByRole('button', { name: `Open report ${id}` }).click();
  const myReport = page.getByRole('dialog', { name: `Report ${id}` });
  await expect(myReport.getByText('Status changed to Fixed')).toBeVisible();
  await expect(myReport.getByText('Fixed in the e2e release')).toBeVisible();
  await expect(myReport.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('capture the page as the screenshot, without a policy violation', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text())) refused.push(message.text());
  });
  await signInAs(page, 'customermanager');
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader').first()).toBeVisible();
  await reportButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByRole('button', { name: 'Capture this page' }).click();
  const preview = dialog.getByRole('img', { name: 'Screenshot' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(100);
  expect(refused).toEqual([]);
});
