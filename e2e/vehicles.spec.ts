import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishT, vehicleApi, vehicleScreens } from '@bo/contract';
import type { Page } from '@playwright/test';
import { apiPost, expect, expectSnackbar, signInAs, test } from './fixtures.js';
import {
  bodyRows,
  button,
  deleteConfirmed,
  field,
  postForm,
  searchFor,
  snackbarBesideDialog,
} from './ui-steps.js';
import {
  chooseItems,
  deleteRecord,
  importFile,
  removeMarksNamed,
  totals,
  workbook,
} from './vehicle-steps.js';

const photo = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets/photo-oil-filters.jpg',
);

/** Every mark this spec makes carries the stamp: the clean-up finds them by it. */
const stamp = `E2E${Date.now().toString(36)}`;
const names = {
  mark: `${stamp} Mark`,
  model: `${stamp} Model`,
  modification: `${stamp} 2.0 TDI`,
  importedA: `${stamp} Imported A`,
  importedB: `${stamp} Imported B`,
  importedBad: `${stamp} Imported Bad`,
  removeMark: `${stamp} Remove`,
};
const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const numberText = (value: number) => new Intl.NumberFormat('en').format(value);

test.afterEach(async ({ page }) => {
  await removeMarksNamed(page.request, stamp);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Waits for the new record's page (C§4.3: it opens 1 to 2.5 s after the save) and answers its id. */
async function createdId(page: Page, pattern: RegExp): Promise<number> {
  await expect(page).toHaveURL(pattern);
  return Number(pattern.exec(new URL(page.url()).pathname)?.[1]);
}

test('create a mark, a model with an image and a modification, add items, refuse the mark delete, delete all in order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  // Two numbers of the item master (company 1's demo items) to add.
  const found = await apiPost<{ itemNo: string; description: string }[]>(
    page.request,
    vehicleApi.searchItems,
    JSON.stringify('OC%'),
  );
  expect(found.length).toBeGreaterThanOrEqual(2);
  const [first, second] = found as [(typeof found)[0], (typeof found)[0]];

  // The mark: the required text first, then the name and a flag.
  await page.goto(vehicleScreens.marks);
  await page.getByRole('link', { name: 'Add mark' }).click();
  await expect(page).toHaveURL(/\/vehicle-editor\/vehicles\/0$/);
  await expect(heading(page, 'New mark')).toBeVisible();
  await button(page, 'Save').click();
  await expectSnackbar(page, 'The Mark field is required.');
  await field(page, 'Mark').fill(names.mark);
  await page.getByRole('checkbox', { name: 'PC', exact: true }).check();
  await button(page, 'Save').click();
  await expectSnackbar(page, 'New mark created successfully');
  const markId = await createdId(page, /\/vehicle-editor\/vehicles\/([1-9]\d*)$/);
  await expect(heading(page, `Mark ${names.mark}`)).toBeVisible();
  // View mode (C§4.3): Edit and Delete, the fields read-only; no models yet.
  await expect(button(page, 'Edit')).toBeVisible();
  await expect(field(page, 'Mark')).toHaveValue(names.mark);
  await expect(field(page, 'Mark')).not.toBeEditable();
  await expect(page.getByRole('checkbox', { name: 'PC', exact: true })).toBeChecked();
  await expect(crumbs(page).getByRole('link')).toHaveText(['Vehicles']);
  await expect(bodyRows(page)).toHaveText(['No rows to show']);

  // The model, with its picture.
  await page.getByRole('link', { name: 'Add model' }).click();
  await expect(page).toHaveURL(`${vehicleScreens.marks}/${markId}/0`);
  await expect(heading(page, 'New model')).toBeVisible();
  await button(page, 'Save').click();
  await expectSnackbar(page, 'The Model field is required.');
  await field(page, 'Model').fill(names.model);
  await field(page, 'Model range').fill('3.2010-12.2015');
  await page.getByLabel('Choose image').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Image' })).toHaveAttribute('src', /^blob:/);
  await button(page, 'Save').click();
  await expectSnackbar(page, 'New model created successfully');
  const modelId = await createdId(page, new RegExp(`/vehicles/${markId}/([1-9]\\d*)$`));
  await expect(heading(page, `Model ${names.model}`)).toBeVisible();
  await expect(field(page, 'Model range')).toHaveValue('03.2010 - 12.2015');
  await expect(crumbs(page).getByRole('link')).toHaveText(['Vehicles', names.mark]);
  const stored = page.getByRole('img', { name: 'Image' });
  await expect(stored).toHaveAttribute('src', /\/vehicles\/models\/.+\.jpg$/);
  const pictureUrl = (await stored.getAttribute('src')) ?? '';
  expect((await page.request.get(pictureUrl)).status()).toBe(200);

  // The modification.
  await page.getByRole('link', { name: 'Add modification' }).click();
  await expect(page).toHaveURL(`${vehicleScreens.marks}/${markId}/${modelId}/0`);
  await button(page, 'Save').click();
  await expectSnackbar(page, 'The TypeName field is required.');
  await field(page, 'Type name').fill(names.modification);
  await field(page, 'Type range').fill('05.2012 - ');
  await field(page, 'Capacity, l').fill('2,0');
  await field(page, 'Power, hp').fill('143');
  await field(page, 'Power, kW').fill('105');
  await button(page, 'Save').click();
  await expectSnackbar(page, 'New vehicle created successfully');
  const typeId = await createdId(page, new RegExp(`/vehicles/${markId}/${modelId}/([1-9]\\d*)$`));
  await expect(heading(page, `Modification ${names.modification}`)).toBeVisible();
  await expect(field(page, 'Capacity, l')).toHaveValue('2');
  await expect(crumbs(page).getByRole('link')).toHaveText(['Vehicles', names.mark, names.model]);
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(names.modification);
  await expect(bodyRows(page)).toHaveText(['No rows to show']);

  // Two items at once: 'Item added successfully', the rows with the item master's texts.
  let dialog = await chooseItems(page, [first.itemNo, second.itemNo]);
  await expectSnackbar(page, 'Item added successfully');
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(2);
  for (const item of [first, second]) {
    const row = bodyRows(page).filter({ hasText: item.itemNo });
    await expect(row.getByRole('link', { name: item.itemNo })).toHaveAttribute(
      'href',
      `/search/${item.itemNo}`,
    );
    await expect(row).toContainText(item.description);
  }

  // The first again: 'Item already exist', the dialog stays naming it, nothing added.
  dialog = await chooseItems(page, [first.itemNo]);
  await expect(snackbarBesideDialog(page, 'Item already exist')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Already on this modification: ${first.itemNo}`,
  );
  await button(dialog, 'Cancel').click();
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(2);

  // The mark with a model: the blocked dialog, its Delete disabled; the server refuses too.
  await crumbs(page).getByRole('link', { name: names.mark }).click();
  await expect(heading(page, `Mark ${names.mark}`)).toBeVisible();
  const modelRow = bodyRows(page).filter({ hasText: names.model });
  await expect(modelRow.getByRole('cell')).toHaveText([
    names.model,
    '03.2010 - 12.2015',
    '0',
    '1',
    'Active',
    'Manual',
  ]);
  await button(page, 'Delete mark').click();
  const blocked = page.getByRole('dialog', { name: "Can't delete current mark." });
  await expect(blocked).toContainText('There are models for this mark.');
  await expect(button(blocked, 'Delete')).toBeDisabled();
  await button(blocked, 'Cancel').click();
  await expect(blocked).toBeHidden();
  const refused = await page.request.post(vehicleApi.deleteMark, {
    headers: ajax,
    data: { markId },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ message: "Can't delete current mark." });

  // Items: one, then all the rest.
  await modelRow.getByRole('link', { name: names.model }).click();
  await bodyRows(page).getByRole('link', { name: names.modification }).click();
  await expect(heading(page, `Modification ${names.modification}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await deleteConfirmed(
    page,
    `Delete item ${first.itemNo}`,
    `Delete the item ${first.itemNo} from this modification?`,
    'Item deleted successfully',
  );
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(second.itemNo);
  await deleteConfirmed(
    page,
    'Delete all items',
    `Delete every item of the modification "${names.modification}"?`,
    'Items deleted successfully',
  );
  await expect(bodyRows(page)).toHaveText(['No rows to show']);

  // The records, child first, each back on its parent's page.
  await deleteRecord(page, 'modification', names.modification, 'Vehicle deleted successfully');
  const gone = await page.request.post(vehicleApi.vehicle, { headers: ajax, data: { typeId } });
  expect(gone.status()).toBe(404);
  await expect(page).toHaveURL(`${vehicleScreens.marks}/${markId}/${modelId}`);
  await expect(bodyRows(page)).toHaveText(['No rows to show']);

  await deleteRecord(page, 'model', names.model, 'Model deleted successfully');
  // The model's picture went with it.
  expect((await page.request.get(pictureUrl)).status()).toBe(404);
  await expect(page).toHaveURL(`${vehicleScreens.marks}/${markId}`);
  await expect(bodyRows(page)).toHaveText(['No rows to show']);

  await deleteRecord(page, 'mark', names.mark, 'Mark deleted successfully');
  await expect(page).toHaveURL(new RegExp(`${vehicleScreens.marks}(\\?.*)?$`));
  await searchFor(page, stamp);
  await expect(bodyRows(page)).toHaveText([`Your search for "${stamp}" found no results.Reset`]);
});

test('import marks with a bad line, read the failed lines, remove items by list', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const before = await totals(page.request);

  await page.goto(vehicleScreens.importExport);
  await expect(heading(page, 'Import / Export')).toBeVisible();
  const marksWidget = page.getByRole('region', { name: 'Marks', exact: true });
  await expect(marksWidget).toContainText(`Total: ${numberText(before.totalMarks)}`);

  // The columns ExportMarks writes; line 4's active is not true or false.
  const header = ['markId', 'mark', 'active', 'oe', 'pc', 'cv', 'ax', 'en', 'gr', 'lcv', 'mc'];
  const marksFile = await workbook([
    [...header, 'manual'],
    ['', names.importedA, 'true', 'false', 'true', 'false', '', '', '', '', '', 'false'],
    ['', names.importedB, 'false', 'TRUE', '', '', '', '', '', '', '', 'false'],
    ['', names.importedBad, 'maybe', '', '', '', '', '', '', '', '', 'false'],
  ]);
  await importFile(
    page,
    marksWidget.getByRole('button', { name: 'Import marks' }),
    'Import data marks from file',
    { name: 'marks.xlsx', mimeType: xlsxType, buffer: marksFile },
    'Import',
  );
  await expect(
    snackbarBesideDialog(page, 'File imported successfully, but some errors occurred'),
  ).toBeVisible();
  const failed = page.getByRole('dialog', { name: 'The following lines have not imported' });
  await expect(failed.getByRole('listitem')).toHaveText([
    `Line 4 (mark ${names.importedBad}): Column active: Enter true or false`,
  ]);
  await button(failed, 'Close').click();
  await expect(failed).toBeHidden();
  // The totals are read again: two marks more.
  await expect(marksWidget).toContainText(`Total: ${numberText(before.totalMarks + 2)}`);

  // The marks list has the two good lines' marks, not made by hand, and not the bad one.
  await page.goto(vehicleScreens.marks);
  await searchFor(page, stamp);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0).getByRole('cell')).toHaveText([
    names.importedA,
    '0',
    '0',
    'Active',
    '',
  ]);
  await expect(bodyRows(page).nth(1).getByRole('cell')).toHaveText([
    names.importedB,
    '0',
    '0',
    '',
    '',
  ]);

  // Remove by list: a modification with three items; the list names two and one it lacks.
  const mark = await apiPost<{ id: number }>(page.request, vehicleApi.createMark, {
    mark: names.removeMark,
  });
  const model = await postForm<{ id: number }>(page.request, vehicleApi.createModel, {
    markId: String(mark.id),
    model: names.model,
  });
  const type = await postForm<{ id: number }>(page.request, vehicleApi.createVehicle, {
    markId: String(mark.id),
    modelId: String(model.id),
    typeName: names.modification,
  });
  await apiPost(page.request, vehicleApi.addItems, {
    typeId: type.id,
    items: [{ itemNo: 'E2ERM1' }, { itemNo: 'E2ERM2' }, { itemNo: 'E2EKEEP' }],
  });
  const withItems = await totals(page.request);

  await page.goto(vehicleScreens.importExport);
  const itemsWidget = page.getByRole('region', { name: 'Items', exact: true });
  await expect(itemsWidget).toContainText(`Total: ${numberText(withItems.totalItems)}`);
  const list = [
    'typeId,itemNo',
    `${type.id},E2ERM1`,
    `${type.id},E2ENOTTHERE`,
    `${type.id},e2erm2`,
  ];
  await importFile(
    page,
    itemsWidget.getByRole('button', { name: 'Remove by List' }),
    'Remove items by list',
    { name: 'remove.csv', mimeType: 'text/csv', buffer: Buffer.from(list.join('\r\n') + '\r\n') },
    'Delete',
  );
  await expect(
    snackbarBesideDialog(page, 'File read successfully, but some errors occurred'),
  ).toBeVisible();
  const notDeleted = page.getByRole('dialog', { name: 'The following lines have not deleted' });
  await expect(notDeleted.getByRole('listitem')).toHaveText([
    `Line 3 (typeId ${type.id}, itemNo E2ENOTTHERE): ${englishT('vehicleItemNotFound')}`,
  ]);
  await button(notDeleted, 'Close').click();
  await expect(itemsWidget).toContainText(`Total: ${numberText(withItems.totalItems - 2)}`);

  // The modification keeps only the item the list did not name.
  await page.goto(`${vehicleScreens.marks}/${mark.id}/${model.id}/${type.id}`);
  await expect(heading(page, `Modification ${names.modification}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).getByRole('link', { name: 'E2EKEEP' })).toBeVisible();
});
