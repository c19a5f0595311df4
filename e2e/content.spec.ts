import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentApi, englishT, messages } from '@bo/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectSnackbar, signInAs, test, uniqueStamp } from './fixtures.js';

const assets = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets',
);
/** Each picture of the article: its heading, and the demo asset chosen for it. */
const pictures = [
  ['Main picture', 'banner-catalog-1.png'],
  ['Thumbnail', 'banner-main-1.png'],
  ['Slider picture', 'banner-main-2.png'],
] as const;

const stamp = uniqueStamp();
const actionTitle = `Весняна акція Згорани ${stamp}`;
const subOfferTitle = `Підпропозиція Яготин ${stamp}`;
const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** The contents this test created and has not deleted yet: removed whatever happens. */
const created = new Set<number>();

test.afterEach(async ({ page }) => {
  for (const contentId of created)
    await page.request.post(contentApi.delete, {
      data: contentId,
      headers: { ...ajax, 'Content-Type': 'application/json' },
    });
  created.clear();
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function getArticle(page: Page, contentId: number) {
  const response = await page.request.post(contentApi.get, {
    data: JSON.stringify(String(contentId)),
    headers: { ...ajax, 'Content-Type': 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Saves the new-content form and answers the new content's id, read from the editor's address. */
async function saveNew(page: Page): Promise<number> {
  await button(page, 'Save').click();
  await expectSnackbar(page, englishT('contentSaved'));
  await expect(page).toHaveURL(/\/admin\/cms\/\d+$/);
  const contentId = Number(/\/admin\/cms\/(\d+)$/.exec(page.url())?.[1]);
  created.add(contentId);
  await expect(field(page, 'Content id')).toHaveValue(String(contentId));
  return contentId;
}

async function expectOrderWindow(page: Page, from: string, to: string, disabled: boolean) {
  await tab(page, 'Article').click();
  for (const [label, value] of [
    ['Order from', from],
    ['Order to', to],
  ] as const) {
    const input = field(page, label);
    await expect(input).toHaveValue(value);
    if (disabled) await expect(input).toBeDisabled();
    else await expect(input).toBeEnabled();
  }
}

async function articleSetting(page: Page, label: string, on: boolean) {
  await tab(page, 'Settings').click();
  await tab(page, 'Article settings').click();
  await page.getByRole('checkbox', { name: label }).setChecked(on);
}

async function addTerm(page: Page, exclude: boolean, fieldLabel: string, value: string) {
  await button(page, 'Add term').click();
  const dialog = page.getByRole('dialog', { name: 'Add term' });
  // B§5: a new term is active and not an exclude.
  await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Exclude' })).not.toBeChecked();
  if (exclude) await dialog.getByRole('checkbox', { name: 'Exclude' }).check();
  await dialog.getByRole('combobox', { name: fieldLabel }).fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function searchList(page: Page, text: string) {
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(text);
  await search.press('Enter');
}

async function deleteFromEditor(page: Page, contentId: number, title: string) {
  await page.goto(`/admin/cms/${contentId}`);
  await expect(field(page, 'Title')).toHaveValue(title);
  await button(page, 'Delete Action').click();
  const ask = page.getByRole('dialog', { name: 'Delete Action' });
  await expect(ask).toContainText(`Delete "${title}"?`);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expectSnackbar(page, englishT('contentDeleted'));
  await expect(page).toHaveURL(/\/admin\/cms$/);
  created.delete(contentId);
}

const cells = (row: Locator) => row.getByRole('cell');

test('create a gift action with a sub-offer, its rules, settings and terms, then delete both', async ({
  page,
}) => {
  await signInAs(page, 'contentmanager');

  // B§5 rule 1 only shows without a type in the address.
  await page.goto('/admin/cms/newcontent');
  await expect(select(page, 'Content type')).toHaveText('Choose the type');
  await button(page, 'Save').click();
  await expectSnackbar(page, 'Specify the type of content!');

  // 5 in the address: an action with gifts.
  await page.goto('/admin/cms/newcontent/5');
  await expect(select(page, 'Content type')).toHaveText('Action');
  await expect(page.getByRole('checkbox', { name: 'Is gift' })).toBeChecked();
  await field(page, 'Title').fill(actionTitle);
  await expect(field(page, 'Alias')).toHaveValue(`vesniana-aktsiia-zghorany-${stamp}`);

  // B§5's rules 2-4, one at a time, in their order.
  await button(page, 'Save').click();
  await expectSnackbar(page, "The description can't be empty");
  const description = field(page, 'Short description');
  await description.fill('ж'.repeat(251));
  await expect(page.getByText('251/250 characters')).toBeVisible();
  await button(page, 'Save').click();
  await expectSnackbar(page, 'The description is too long!');
  await description.fill('Бали за кожен фільтр');
  await button(page, 'Save').click();
  await expectSnackbar(page, 'Enter date!');

  // Neither flag: the order window follows the action dates (B§4).
  await field(page, 'Date from').fill('2030-05-01');
  await field(page, 'Date to').fill('2030-05-31');
  await expect(field(page, 'Order from')).toHaveValue('2030-05-01');
  await expect(field(page, 'Order to')).toHaveValue('2030-05-31');

  for (const [heading, asset] of pictures) {
    await page
      .getByLabel(`Choose ${heading.toLowerCase()}`)
      .setInputFiles(path.join(assets, asset));
    await expect(page.getByRole('img', { name: heading })).toHaveAttribute('src', /^blob:/);
  }

  // The rich text, with a picture from the file manager dialog.
  const text = page.getByRole('textbox', { name: 'Article text' });
  await text.click();
  await text.pressSequentially('Бали за фільтри');
  await button(page, 'Insert picture').click();
  const fileManager = page.getByRole('dialog', { name: 'File Manager' });
  await fileManager.getByRole('button', { name: 'actions', exact: true }).click();
  await fileManager.getByText('spring-sale.png', { exact: true }).dblclick();
  await expect(fileManager).toBeHidden();
  const inserted = text.locator('img');
  await expect(inserted).toHaveAttribute(
    'src',
    /^\/uploads\/files\/1\/actions\/spring-sale\.png(\?v=\d+)?$/,
  );
  await expect(inserted).toHaveAttribute('alt', 'spring-sale');
  const insertedSrc = (await inserted.getAttribute('src')) ?? '';

  const actionId = await saveNew(page);
  await expect(field(page, 'Alias')).toHaveValue(`vesniana-aktsiia-zghorany-${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Article text' })).toContainText(
    'Бали за фільтри',
  );
  await expect(page.getByRole('textbox', { name: 'Article text' }).locator('img')).toHaveAttribute(
    'src',
    insertedSrc,
  );
  const storedUrls: string[] = [];
  for (const [heading] of pictures) {
    const stored = page.getByRole('img', { name: heading });
    await expect(stored).toHaveAttribute('src', /^\/uploads\/content\/1\/.+\.png$/);
    storedUrls.push((await stored.getAttribute('src')) ?? '');
    expect((await page.request.get(storedUrls.at(-1) ?? '')).status()).toBe(200);
  }
  // DeletePic (B§7): the slider picture goes at once, from the content and the storage.
  await button(page, 'Delete slider picture').click();
  const askPicture = page.getByRole('dialog', { name: 'Delete slider picture' });
  await expect(askPicture).toContainText('Delete the slider picture?');
  await askPicture.getByRole('button', { name: 'Delete' }).click();
  // The open dialog hides the page from the accessibility tree: wait for it to close first.
  await expect(askPicture).toBeHidden();
  await expect(page.getByRole('img', { name: 'Slider picture' })).toBeHidden();
  expect((await page.request.get(storedUrls[2] ?? '')).status()).toBe(404);
  const saved = await getArticle(page, actionId);
  expect(saved).toMatchObject({
    contentType: 3,
    isGift: true,
    itemType: 2,
    parentContentId: 0,
    picFile: storedUrls[0],
    thumbFile: storedUrls[1],
    slideFile: null,
  });
  expect(saved.text).toContain(`<img src="${insertedSrc}" alt="spring-sale"`);

  // B§4's order window: Article settings on the settings tab, the window on tab-1.
  await articleSetting(page, 'Add 14 days', true);
  await expectOrderWindow(page, '2030-05-15', '2030-06-14', true);
  await articleSetting(page, 'Auto shipment', true);
  await expectOrderWindow(page, '2030-06-14', '2030-09-12', true);
  await articleSetting(page, 'Add 14 days', false);
  await expectOrderWindow(page, '2030-05-01', '2030-05-31', false);
  await articleSetting(page, 'Add 14 days', true);
  await expectOrderWindow(page, '2030-06-14', '2030-09-12', true);
  await button(page, 'Accept Changes').click();
  await expectSnackbar(page, englishT('contentSaved'));
  expect(await getArticle(page, actionId)).toMatchObject({
    add14Days: true,
    autoShipment: true,
    orderFrom: '2030-06-14',
    orderTo: '2030-09-12',
  });

  // Terms: one include, one exclude, sent at once.
  await tab(page, 'Settings').click();
  await tab(page, 'Terms').click();
  await addTerm(page, false, 'Segment', 'GARAGE');
  await addTerm(page, true, 'Loyalty code', 'GOLD');
  // Columns: Active, Exclude, Customer, Main code, …, Loyalty code (7), Area, Segment (9), …
  const termRow = (value: string) =>
    page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit term ${value}` }) });
  await expect(page.getByRole('tabpanel', { name: 'Terms' }).getByRole('row')).toHaveCount(3);
  const include = termRow('GARAGE');
  await expect(cells(include).nth(0).getByRole('img')).toHaveAccessibleName('Active');
  await expect(cells(include).nth(1)).toBeEmpty();
  await expect(cells(include).nth(9)).toHaveText('GARAGE');
  const exclude = termRow('Exclude: GOLD');
  await expect(cells(exclude).nth(0).getByRole('img')).toHaveAccessibleName('Active');
  await expect(cells(exclude).nth(1).getByRole('img')).toHaveAccessibleName('Excluded');
  await expect(cells(exclude).nth(7)).toHaveText('GOLD');
  await expect(cells(exclude).nth(9)).toHaveText('');

  // A sub-offer: a second gift action whose parent is the first.
  await page.goto('/admin/cms/newcontent/5');
  await field(page, 'Title').fill(subOfferTitle);
  await field(page, 'Short description').fill('Подарунок до весняної акції');
  await field(page, 'Date from').fill('2030-05-10');
  await field(page, 'Date to').fill('2030-05-20');
  const parent = page.getByRole('combobox', { name: 'Parent content' });
  await parent.fill(stamp);
  await page.getByRole('option', { name: `${actionId} - ${actionTitle}` }).click();
  const subOfferId = await saveNew(page);
  await expect(page.getByRole('combobox', { name: 'Parent content' })).toHaveValue(
    `${actionId} - ${actionTitle}`,
  );

  // The gift actions list: the action found by its title, its sub-offer beneath it.
  await page.goto('/admin/cms/contentgift');
  await searchList(page, actionTitle);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  const actionRow = rows.nth(1);
  await expect(cells(actionRow).nth(4)).toHaveText(String(actionId));
  await expect(cells(actionRow).nth(6)).toHaveText(actionTitle);
  await expect(cells(actionRow).nth(8)).toHaveText('01/05/2030');
  await expect(cells(actionRow).nth(9)).toHaveText('31/05/2030');
  await actionRow.getByRole('button', { name: 'Expand' }).click();
  await expect(rows).toHaveCount(3);
  const subOfferRow = rows.nth(2);
  await expect(cells(subOfferRow).nth(4)).toHaveText(String(subOfferId));
  await expect(cells(subOfferRow).nth(5)).toHaveText(String(actionId));
  await expect(cells(subOfferRow).nth(6)).toHaveText(subOfferTitle);
  await expect(cells(subOfferRow).nth(8)).toHaveText('10/05/2030');
  await expect(actionRow.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // Delete the action: its sub-offer becomes top-level; then the sub-offer.
  await deleteFromEditor(page, actionId, actionTitle);
  for (const url of storedUrls.slice(0, 2))
    expect((await page.request.get(url)).status()).toBe(404);
  await page.goto('/admin/cms/contentgift');
  await searchList(page, stamp);
  await expect(rows).toHaveCount(2);
  await expect(cells(rows.nth(1)).nth(4)).toHaveText(String(subOfferId));
  await expect(cells(rows.nth(1)).nth(5)).toHaveText('');
  await deleteFromEditor(page, subOfferId, subOfferTitle);
  await page.goto('/admin/cms/contentgift');
  await searchList(page, stamp);
  await expect(page.getByText(messages.searchNoResults(stamp))).toBeVisible();
});
