import { messages } from '@bo/contract';
import type { Page } from '@playwright/test';
import { expect, expectSnackbar, signInAs, test } from './fixtures.js';

/** A two-page PDF printed by the browser itself. */
async function makePdf(page: Page, title: string): Promise<Buffer> {
  const printer = await page.context().newPage();
  await printer.setContent(
    `<h1>${title}</h1><p>Cover page</p>` +
      '<h1 style="break-before: page">Second page</h1><p>Offers of the month</p>',
  );
  const pdf = await printer.pdf({ format: 'A4' });
  await printer.close();
  return pdf;
}

test('add a journal with a PDF, see its cover in the list and its pages in the viewer', async ({
  page,
}) => {
  const name = `E2E journal ${Date.now()}`;
  const pdf = await makePdf(page, name);
  await signInAs(page, 'contentmanager');

  await page.goto('/admin/cms/journals');
  await expect(page.getByRole('columnheader')).toHaveText(['Id', 'Name', 'Date']);
  await page.getByRole('link', { name: 'Add Journal' }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/journals\/0$/);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.enterName);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.chooseFile);

  await page.getByLabel('Month').fill('2025-11');
  await page
    .getByLabel('Choose PDF file')
    .setInputFiles({ name: 'journal.pdf', mimeType: 'application/pdf', buffer: pdf });
  const preview = page.getByRole('region', { name: 'PDF preview' });
  await expect(preview).toContainText(messages.pdfPageCount(2));
  await expect(preview.getByRole('img', { name: 'Page 1' })).toHaveAttribute('aria-busy', 'false');
  await expect(preview.getByRole('img', { name: 'Page 2' })).toHaveAttribute('aria-busy', 'false');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.journalUploaded);
  await expect(page).toHaveURL(/\/admin\/cms\/journals$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('2025-11');

  // Any signed-in user reads the journals: the covers by month, each opening the viewer.
  await page.goto('/journals');
  const cover = page.getByRole('img', { name: `Cover of ${name}` });
  await expect(cover).toHaveAttribute('src', /^\/api\/Journal\/Cover\/\d+/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: '2025', exact: true })).toBeVisible();
  await cover.click();

  await expect(page).toHaveURL(/\/journals\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const viewer = page.getByRole('toolbar', { name: 'PDF viewer' });
  await expect(viewer).toContainText('of 2');
  await expect(page.getByRole('img', { name: 'Page 1' })).toHaveAttribute('aria-busy', 'false');
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('img', { name: 'Page 2' })).toHaveAttribute('aria-busy', 'false');
  await expect(viewer.getByLabel('Page number')).toHaveValue('2');
  await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();

  const zoom = viewer.getByRole('status', { name: 'Zoom' });
  const shown = (await zoom.textContent()) ?? '';
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).not.toHaveText(shown);
  await viewer.getByRole('button', { name: 'Fit width' }).click();
  await expect(viewer.getByRole('button', { name: 'Fit width' })).toBeDisabled();

  const download = page.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Clean up through the journal screen: Delete asks first.
  await page.goto('/admin/cms/journals');
  await page.getByRole('link', { name }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectSnackbar(page, messages.journalDeleted);
  await expect(page).toHaveURL(/\/admin\/cms\/journals$/);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
