import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@bo/contract';
import { expect, expectSnackbar, signInAs, test } from './fixtures.js';

const assets = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets',
);
const pictures = ['banner-main-2.png', 'photo-brake-pads.jpg'].map((name) =>
  path.join(assets, name),
);

test('create a folder, upload two pictures, delete one, delete the folder once empty', async ({
  page,
}) => {
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/files');
  await expect(page.getByRole('heading', { name: 'File Manager' })).toBeVisible();
  // At the root: no upload and no folder deletion (A§2).
  await expect(page.getByLabel('Upload files')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete folder' })).toBeDisabled();

  const folder = `e2e-${Date.now()}`;
  await page.getByRole('button', { name: 'Create folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create folder' });
  await dialog.getByLabel('Folder name').fill(folder);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectSnackbar(page, messages.folderCreated);
  await expect(dialog).toBeHidden();

  // Names longer than 20 characters are cut; the whole name is the accessible name.
  await page.getByRole('button', { name: folder, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/files\\?dir=${folder}$`));
  await expect(
    page.getByRole('navigation', { name: 'Folder path' }).getByText(folder),
  ).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('button', { name: 'Delete folder' })).toBeEnabled();

  await page.getByLabel('Upload files').setInputFiles(pictures);
  await expectSnackbar(page, messages.filesUploaded(2));
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select row / }) });
  await expect(rows).toHaveCount(2);
  // Pictures show as thumbnails, served from /uploads.
  const thumbnails = page.locator('tbody img');
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail).toHaveAttribute('src', /^\/uploads\//);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('button', { name: 'Delete folder' })).toBeDisabled();

  await page.getByRole('checkbox', { name: `Select row ${folder}/banner-main-2.png` }).check();
  await page.getByRole('button', { name: 'Delete files (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete files' });
  await expect(confirm).toContainText(messages.deleteFilesConfirm(1));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectSnackbar(page, messages.filesDeleted);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('banner-main-2.png')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Delete files/ })).toBeDisabled();

  await page.getByRole('checkbox', { name: `Select row ${folder}/photo-brake-pads.jpg` }).check();
  await page.getByRole('button', { name: 'Delete files (1)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete files' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(messages.noRows)).toBeVisible();

  await page.getByRole('button', { name: 'Delete folder' }).click();
  const confirmFolder = page.getByRole('dialog', { name: 'Delete folder' });
  await expect(confirmFolder).toContainText(messages.deleteFolderConfirm(folder));
  await confirmFolder.getByRole('button', { name: 'Delete' }).click();
  await expectSnackbar(page, messages.filesDeleted);
  await expect(page).toHaveURL(/\/admin\/files$/);
  await expect(page.getByRole('button', { name: folder, exact: true })).toBeHidden();
});
