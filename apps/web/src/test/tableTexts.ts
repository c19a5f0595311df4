import { screen, within } from '@testing-library/react';

/** Tests only: the texts of a table row's cells, in order. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Tests only: the body rows of `table` (by default the screen's only table): every row but the header. */
export const bodyRowsOf = (table: HTMLElement = screen.getByRole('table')) =>
  within(table).getAllByRole('row').slice(1);

/** Tests only: the body rows of `table` (by default the screen's only table), as their cell texts. */
export const bodyRowTexts = (table?: HTMLElement) => bodyRowsOf(table).map(cellTexts);

/** Tests only: the screen's first table (a screen with a dialog or totals shows more than one). */
export function firstTable(): HTMLElement {
  const [table] = screen.getAllByRole('table');
  if (!table) throw new Error('no table shown');
  return table;
}

/** Tests only: the row of `table` whose selection checkbox is 'Select row {id}'. */
export function rowWithBox(table: HTMLElement, id: number | string): HTMLElement {
  const row = within(table)
    .getByRole('checkbox', { name: `Select row ${id}` })
    .closest('tr');
  if (!row) throw new Error(`no row ${id}`);
  return row;
}
