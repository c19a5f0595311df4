import {
  codeNameLabel,
  englishT,
  pointsApi,
  productApi,
  type PagedAnswer,
  type ProductRow,
  type RuleChoice,
  type TextKey,
} from '@bo/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPost, expect } from './fixtures.js';
import { button, exportedSheet, points } from './ui-steps.js';

/**
 * Steps of points.spec.ts: the items a points income rule takes in, the rule's
 * dialog, and what the points tab and its export show.
 */

/** The brand and group of the income rule, two of its items, and an item the rule leaves out. */
export interface RuleItems {
  brand: RuleChoice;
  group: RuleChoice;
  /** The groups PointsIncomeGroups offers for the brand. */
  brandGroups: RuleChoice[];
  earning: [string, string];
  other: string;
}

/** Read from the item master: the first brand and group with two items and another brand beside them. */
export async function ruleItems(page: Page, catalog: APIRequestContext): Promise<RuleItems> {
  const brands = await apiPost<RuleChoice[]>(page.request, pointsApi.ruleBrands);
  for (const brand of brands.slice(0, 5)) {
    const brandGroups = await apiPost<RuleChoice[]>(
      page.request,
      pointsApi.ruleGroups,
      JSON.stringify(brand.code),
    );
    for (const group of brandGroups.slice(0, 3)) {
      const products = await apiPost<PagedAnswer<ProductRow>>(catalog, productApi.productPage, {
        size: 200,
        page: 0,
        desc: false,
        brand: [],
        groupCode: group.code,
      });
      const [first, second] = products.rows.filter((row) => row.brand === brand.code);
      const other = products.rows.find((row) => row.brand !== brand.code);
      if (first && second && other)
        return {
          brand,
          group,
          brandGroups,
          earning: [first.itemNo, second.itemNo],
          other: other.itemNo,
        };
    }
  }
  throw new Error('No brand and group of the item master has two items and another brand');
}

/** The settings' income rule dialog: a new rule by the items' brand and group, saved. */
export async function addIncomeRule(page: Page, items: RuleItems) {
  await button(page, englishT('pointsRuleAdd')).click();
  const dialog = page.getByRole('dialog', { name: englishT('pointsRuleAdd') });
  // A new rule is active and not an exclude.
  await expect(dialog.getByRole('checkbox', { name: englishT('active') })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: englishT('exclude') })).not.toBeChecked();
  const brand = dialog.getByRole('combobox', { name: englishT('productBrand'), exact: true });
  await brand.fill(items.brand.code);
  await page.getByRole('option', { name: codeNameLabel(items.brand), exact: true }).click();
  await expect(brand).toHaveValue(codeNameLabel(items.brand));
  // The groups offered are the brand's (PointsIncomeGroups), and only those.
  const group = dialog.getByRole('combobox', { name: englishT('productGroup'), exact: true });
  await group.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(
    items.brandGroups.map(codeNameLabel),
  );
  await page.getByRole('option', { name: codeNameLabel(items.group), exact: true }).click();
  await expect(group).toHaveValue(codeNameLabel(items.group));
  await button(dialog, englishT('save')).click();
  await expect(dialog).toBeHidden();
}

/** A sum of points rounded to the cent, as the server keeps it. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/** Points row cells: rating, mainCode, custName, accrued, adjusted, spent, userPoints. */
export async function expectPointsRow(
  row: Locator,
  rating: number,
  mainCode: string,
  custName: string,
  accrued: number,
  adjusted: number,
) {
  const cells = row.getByRole('cell');
  const shown = [rating, mainCode, custName, accrued, adjusted, 0, accrued + adjusted].map(
    (value, index) => (index >= 3 ? points(cents(Number(value))) : String(value)),
  );
  for (const [index, text] of shown.entries()) await expect(cells.nth(index)).toHaveText(text);
}

export async function expectTotals(page: Page, accrued: number, adjusted: number) {
  const total = page
    .getByRole('table', { name: englishT('pointsTotals') })
    .getByRole('row', { name: englishT('pointsColumnTotal') });
  await expect(total.getByRole('cell')).toHaveText(
    [accrued, adjusted, 0, accrued + adjusted].map((value) => points(cents(value))),
  );
}

/** The first columns of the export: the tab's, with the catalogue's headers. */
export const headerKeys: TextKey[] = [
  'pointsColumnRating',
  'pointsColumnMainCode',
  'pointsColumnCustName',
  'pointsColumnAccrued',
  'pointsColumnAdjusted',
  'pointsColumnSpent',
  'pointsColumnUserPoints',
];

/**
 * Exports the points (the tab's Export to Excel, caught as a download) and
 * answers the sheet's rows: the first 7 cells of each, a number, a text, or
 * null when empty.
 */
export async function exportedPoints(page: Page): Promise<unknown[][]> {
  const sheet = await exportedSheet(page, englishT('pointsExport'));
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from({ length: headerKeys.length }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value === undefined || value === '' ? null : value;
      }),
    );
  });
  return rows;
}
