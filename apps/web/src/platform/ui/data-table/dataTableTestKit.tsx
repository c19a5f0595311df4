import { en, messages, type PagedAnswer, type PageQuery, type PageRequest } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { DataTable, type DataTableBaseProps, type DataTableSelectionProps } from './DataTable';
import type { DataTableColumn, RowId } from './types';

// The DataTable tests' parts list, its loader and the ways they read the screen.

export interface Part {
  id: number;
  title: string;
}

export const columns: DataTableColumn<Part>[] = [
  { field: 'id', header: 'Id', sortable: true },
  { field: 'title', header: 'Title', sortable: true },
];

export function makeParts(count: number): Part[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: index % 2 === 0 ? `Brake pad ${index + 1}` : `Oil filter ${index + 1}`,
  }));
}

/** The table's input: a paged list over an in-memory array, as the server answers it. */
export function makeLoad(parts: readonly Part[], { allRowsCap = Infinity } = {}) {
  return vi.fn(async (request: PageRequest, query: PageQuery): Promise<PagedAnswer<Part>> => {
    const filter = query.filter?.toLowerCase();
    const found = filter
      ? parts.filter((part) => part.title.toLowerCase().includes(filter))
      : [...parts];
    const key = (query.orderBy ?? 'id') as keyof Part;
    found.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (request.desc) found.reverse();
    if (request.size === 0) {
      const rows = found.slice(0, allRowsCap);
      return { rows, pageCount: 1, total: found.length, capped: rows.length < found.length };
    }
    const start = request.page * request.size;
    return {
      rows: found.slice(start, start + request.size),
      pageCount: Math.ceil(found.length / request.size),
      total: found.length,
      capped: false,
    };
  });
}

export type Load = ReturnType<typeof makeLoad>;

/** The parts' table as every test renders it: `props` add to it or change it. */
function PartsTable(
  props: Partial<DataTableBaseProps<Part>> &
    DataTableSelectionProps<Part> &
    Pick<DataTableBaseProps<Part>, 'load'>,
) {
  return (
    <DataTable
      queryKey={['parts']}
      columns={columns}
      rowId={(part) => part.id}
      title="Parts"
      {...props}
    />
  );
}

export function renderTable(
  load: Load,
  { path, ...props }: Partial<DataTableBaseProps<Part>> & { path?: string } = {},
) {
  return renderInApp(<PartsTable load={load} {...props} />, { path });
}

export interface SelectionOptions extends Pick<
  DataTableBaseProps<Part>,
  'subRows' | 'highlightRow'
> {
  rowSelectable?: (part: Part) => boolean;
  /** The parent's selection at first. */
  initial?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  bulkActions?: ReactNode;
}

export const parentClears = 'Parent clears';

/** A parent holding the table's selection, with a button of its own that clears it. */
export function SelectingParent({
  load,
  initial = [],
  onSelectionChange,
  bulkActions,
  ...rowProps
}: SelectionOptions & { load: Load }) {
  const [selectedIds, setSelectedIds] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setSelectedIds([])}>
        {parentClears}
      </button>
      <PartsTable
        load={load}
        selectedIds={selectedIds}
        onSelectionChange={(ids) => {
          setSelectedIds(ids);
          onSelectionChange?.(ids);
        }}
        bulkActions={bulkActions}
        {...rowProps}
      />
    </>
  );
}

export function renderSelectable(load: Load, options: SelectionOptions = {}) {
  return renderInApp(<SelectingParent load={load} {...options} />);
}

export const rowBox = (id: number) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Select row ${id}` });
export const selectAllBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
export const bulkBar = () => screen.queryByRole('toolbar', { name: messages.selectedRows });
export const sortedIds = (ids: readonly RowId[] | undefined) =>
  [...(ids ?? [])].map(Number).sort((a, b) => a - b);
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The body rows a person sees (the header row and aria-hidden spacer rows left out). */
export function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

/** Kits: their sub-rows are the parts they hold, in the kit's own order (not sorted). */
export const kitParts: ReadonlyMap<RowId, readonly Part[]> = new Map([
  [
    2,
    [
      { id: 202, title: 'Gasket 2b' },
      { id: 201, title: 'Gasket 2a' },
    ],
  ],
  [5, [{ id: 501, title: 'Seal 5a' }]],
  [1999, [{ id: 19991, title: 'Spring 1999a' }]],
]);
export const kitSubRows = (part: Part) => kitParts.get(part.id) ?? [];

/** The body row holding a cell with this text. */
export function rowOf(title: string): HTMLTableRowElement {
  const row = screen.getByRole('cell', { name: title }).closest('tr');
  if (!row) throw new Error(`No body row holds '${title}'`);
  return row;
}
/** The body rows' titles (the last column), top to bottom. */
export const rowTitles = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
export const expandButton = (title: string) =>
  within(rowOf(title)).getByRole('button', { name: en.expandRow });
export const collapseButton = (title: string) =>
  within(rowOf(title)).getByRole('button', { name: en.collapseRow });
export const background = (row: HTMLElement) => getComputedStyle(row).backgroundColor;

export const firstPage: PageRequest = { size: 25, page: 0, desc: false };
export const noQuery: PageQuery = { filter: undefined, orderBy: undefined };
