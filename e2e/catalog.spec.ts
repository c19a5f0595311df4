import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogScreens, englishT } from '@bo/contract';
import type { Page } from '@playwright/test';
import { expect, expectSnackbar, signInAs, test, uniqueStamp } from './fixtures.js';

const picture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets/banner-main-2.png',
);

const stamp = uniqueStamp();
const titles = {
  top: `E2E top ${stamp}`,
  second: `E2E cars ${stamp}`,
  otherSecond: `E2E trucks ${stamp}`,
  third: `E2E oil filters ${stamp}`,
};

const tree = (page: Page) => page.getByRole('tree', { name: 'Catalogue tree' });
const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar').getByRole('button', { name, exact: true });
const detail = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * Selects a node of the main tree by its title. A click that lands while a
 * branch is still opening may select nothing: it is clicked again then, and
 * only then (a click on a selected node's title would fold it).
 */
async function select(page: Page, title: string) {
  await expect(async () => {
    if (!(await detail(page, title).isVisible()))
      await tree(page).getByText(title, { exact: true }).click();
    await expect(detail(page, title)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens a collapsed node of the main tree (a click on a node's title toggles it). */
async function expand(page: Page, title: string) {
  const item = tree(page).getByRole('treeitem', { name: title, exact: true });
  if ((await item.getAttribute('aria-expanded')) === 'false')
    await item.getByText(title, { exact: true }).first().click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
}

/** Create under the selected node: the title, anything else, Save. */
async function create(page: Page, parent: string, title: string, more?: () => Promise<void>) {
  await toolbarButton(page, 'Create').click();
  const form = page.getByRole('form', { name: `New group under ${parent}` });
  await form.getByLabel('Title').fill(title);
  await more?.();
  await toolbarButton(page, 'Save').click();
  await expectSnackbar(page, englishT('catalogNodeAdded'));
  await expect(detail(page, title)).toBeVisible();
}

test('build a three-level branch, refuse an illegal move, move legally, edit and save', async ({
  page,
}) => {
  await signInAs(page, 'catalogmanager');
  await page.goto(catalogScreens.tree);
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  // The demo tree is there, the root selected: Create adds a top-level group, Edit is off.
  await expect(tree(page).getByRole('treeitem').first()).toBeVisible();
  await expect(toolbarButton(page, 'Edit')).toBeDisabled();

  // An empty title is refused with the spec's words.
  await toolbarButton(page, 'Create').click();
  await toolbarButton(page, 'Save').click();
  await expectSnackbar(page, 'Enter Title');
  await toolbarButton(page, 'Cancel').click();

  await create(page, 'Catalog', titles.top);
  await create(page, titles.top, titles.second);
  await select(page, titles.top);
  await create(page, titles.top, titles.otherSecond);
  await select(page, titles.second);
  await create(page, titles.second, titles.third, async () => {
    const form = page.getByRole('form', { name: `New group under ${titles.second}` });
    await form.getByLabel('Choose picture').setInputFiles(picture);
    await expect(form.getByRole('img', { name: 'Picture' })).toBeVisible();
    await form.getByLabel(/^Item group/).click();
    await page.getByRole('option', { name: 'FILT · Filters' }).click();
    await form.getByLabel(/^Item subgroup/).click();
    await page.getByRole('option', { name: 'OIL · Oil filters' }).click();
  });

  // The leaf: read-only with its picture and link, and Create is off (C§2.4).
  const leaf = detail(page, titles.third);
  await expect(leaf.getByText('FILT — Filters')).toBeVisible();
  await expect(leaf.getByText('OIL — Oil filters')).toBeVisible();
  const stored = leaf.getByRole('img', { name: 'Picture' });
  await expect(stored).toHaveAttribute('src', /^\/uploads\/catalog\/1\/[0-9a-f-]+\.png$/);
  expect((await page.request.get((await stored.getAttribute('src')) ?? '')).status()).toBe(200);
  await expect(toolbarButton(page, 'Create')).toBeDisabled();

  // Edit: the tree is disabled; a parent of the wrong level is refused with the spec's words.
  await toolbarButton(page, 'Edit').click();
  await expect(tree(page).getByRole('treeitem', { name: titles.top }).first()).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const form = page.getByRole('form', { name: `Edit ${titles.third}` });
  await form.getByRole('button', { name: 'Change parent group' }).click();
  const dialog = page.getByRole('dialog', { name: `Choose the parent group of ${titles.third}` });
  const chooser = dialog.getByRole('tree', { name: 'Parent group' });
  await chooser.getByText(titles.top, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Moving is only possible to the same level');

  // A node one level above its own: the move is kept until Save. (The chooser opened at the
  // current parent; the click on the top node closed it, this one opens it again.)
  await chooser.getByText(titles.top, { exact: true }).click();
  await chooser.getByText(titles.otherSecond, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Parent group')).toHaveValue(titles.otherSecond);
  await toolbarButton(page, 'Save').click();
  await expectSnackbar(page, englishT('catalogNodeEdited'));
  await expect(detail(page, titles.third)).toBeVisible();
  // The leaf sits under its new parent now.
  await select(page, titles.second);
  await expect(toolbarButton(page, 'Delete')).toBeEnabled();
  await select(page, titles.otherSecond);
  await expect(toolbarButton(page, 'Delete')).toBeDisabled();

  // Edit and save the top-level group.
  await select(page, titles.top);
  await toolbarButton(page, 'Edit').click();
  const topForm = page.getByRole('form', { name: `Edit ${titles.top}` });
  await topForm.getByLabel('Title').fill(`${titles.top} edited`);
  await topForm.getByLabel('Sort').fill('5');
  await toolbarButton(page, 'Save').click();
  await expectSnackbar(page, englishT('catalogNodeEdited'));
  const edited = detail(page, `${titles.top} edited`);
  await expect(edited).toBeVisible();
  await expect(edited.getByText('5', { exact: true })).toBeVisible();

  // Delete asks first; Cancel keeps the node. The branch goes leaf first, the demo tree stays.
  await expand(page, `${titles.top} edited`);
  await expand(page, titles.otherSecond);
  await select(page, titles.third);
  await toolbarButton(page, 'Delete').click();
  const ask = page.getByRole('dialog', { name: englishT('catalogDeleteNode') });
  await expect(ask).toContainText(titles.third);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail(page, titles.third)).toBeVisible();
  for (const title of [titles.third, titles.otherSecond, titles.second, `${titles.top} edited`]) {
    await select(page, title);
    await toolbarButton(page, 'Delete').click();
    await page
      .getByRole('dialog', { name: englishT('catalogDeleteNode') })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectSnackbar(page, englishT('catalogNodeDeleted'));
    await expect(tree(page).getByText(title, { exact: true })).toBeHidden();
  }

  // The toolbar links the product list.
  await expect(page.getByRole('link', { name: 'Products' })).toHaveAttribute(
    'href',
    catalogScreens.products,
  );
});
