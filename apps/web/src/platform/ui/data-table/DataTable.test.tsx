import {
  ApiError,
  en,
  maxSearchLength,
  messages,
  pageSizes,
  type PagedAnswer,
  type PageQuery,
  type PageRequest,
  text,
} from '@bo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { DataTable, type DataTableBaseProps } from './DataTable';
import { rowHeight, type DataTableColumn, type RowId } from './types';

interface Part {
  id: number;
  title: string;
}

const columns: DataTableColumn<Part>[] = [
  { field: 'id', header: 'Id', sortable: true },
  { field: 'title', header: 'Title', sortable: true },
];

function makeParts(count: number): Part[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: index % 2 === 0 ? `Brake pad ${index + 1}` : `Oil filter ${index + 1}`,
  }));
}

/** The table's input: a paged list over an in-memory array, as the server answers it. */
function makeLoad(parts: readonly Part[], { allRowsCap = Infinity } = {}) {
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

type Load = ReturnType<typeof makeLoad>;

function renderTable(
  load: Load,
  { path, ...props }: Partial<DataTableBaseProps<Part>> & { path?: string } = {},
) {
  return renderInApp(
    <DataTable
      queryKey={['parts']}
      load={load}
      columns={columns}
      rowId={(part) => part.id}
      pageSizes={pageSizes.standard}
      title="Parts"
      {...props}
    />,
    { path },
  );
}

interface SelectionOptions extends Pick<DataTableBaseProps<Part>, 'subRows' | 'highlightRow'> {
  rowSelectable?: (part: Part) => boolean;
  /** The parent's selection at first. */
  initial?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  bulkActions?: ReactNode;
}

const parentClears = 'Parent clears';

/** A parent holding the table's selection, with a button of its own that clears it. */
function SelectingParent({
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
      <DataTable
        queryKey={['parts']}
        load={load}
        columns={columns}
        rowId={(part) => part.id}
        pageSizes={pageSizes.standard}
        title="Parts"
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

function renderSelectable(load: Load, options: SelectionOptions = {}) {
  return renderInApp(<SelectingParent load={load} {...options} />);
}

const rowBox = (id: number) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Select row ${id}` });
const selectAllBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
const bulkBar = () => screen.queryByRole('toolbar', { name: messages.selectedRows });
const sortedIds = (ids: readonly RowId[] | undefined) =>
  [...(ids ?? [])].map(Number).sort((a, b) => a - b);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The body rows a person sees (the header row and aria-hidden spacer rows left out). */
function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

/** Kits: their sub-rows are the parts they hold, in the kit's own order (not sorted). */
const kitParts: ReadonlyMap<RowId, readonly Part[]> = new Map([
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
const kitSubRows = (part: Part) => kitParts.get(part.id) ?? [];

/** The body row holding a cell with this text. */
const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;
/** The body rows' titles (the last column), top to bottom. */
const rowTitles = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
const expandButton = (title: string) =>
  within(rowOf(title)).getByRole('button', { name: en.expandRow });
const collapseButton = (title: string) =>
  within(rowOf(title)).getByRole('button', { name: en.collapseRow });
const background = (row: HTMLElement) => getComputedStyle(row).backgroundColor;

const firstPage: PageRequest = { size: 25, page: 0, desc: false };
const noQuery: PageQuery = { filter: undefined, orderBy: undefined };

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('DataTable', () => {
  it('asks for the first page in the first page size and shows its rows', async () => {
    const load = makeLoad(makeParts(60));
    renderTable(load);

    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(firstPage, noQuery, expect.anything());
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
  });

  it('searches on Enter only, and the clear button drops the search', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'oil');
    expect(load.mock.calls.map(([, query]) => query.filter)).toEqual([undefined]);
    expect(screen.getByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(
      firstPage,
      { filter: 'oil', orderBy: undefined },
      expect.anything(),
    );
    expect(screen.queryByRole('cell', { name: 'Brake pad 1' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(search).toHaveProperty('value', '');
    expect(load).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());
  });

  it('says a search found nothing, and Reset clears it', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'wiper');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.searchNoResults('wiper'))).toBeTruthy();
    expect(screen.queryByText(messages.noRows)).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.reset }));
    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(load).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());
  });

  it('says there are no rows when there is no search', async () => {
    renderTable(makeLoad([]));
    expect(await screen.findByText(messages.noRows)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.reset })).toBeNull();
  });

  it('sorts by a header, ascending first, then descending', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    const titleHeader = screen.getByRole('columnheader', { name: 'Title' });
    expect(titleHeader.getAttribute('aria-sort')).toBeNull();

    await user.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titleHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(load).toHaveBeenLastCalledWith(
      firstPage,
      { filter: undefined, orderBy: 'title' },
      expect.anything(),
    );
    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();

    await user.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titleHeader.getAttribute('aria-sort')).toBe('descending'));
    expect(load).toHaveBeenLastCalledWith(
      { ...firstPage, desc: true },
      { filter: undefined, orderBy: 'title' },
      expect.anything(),
    );
    // 'Oil filter 8' > 'Oil filter 60' > ... as text.
    expect(await screen.findByRole('cell', { name: 'Oil filter 8' })).toBeTruthy();
    expect(within(bodyRows()[0]!).getByRole('cell', { name: 'Oil filter 8' })).toBeTruthy();
  });

  it('offers the given page sizes, and All asks for size 0', async () => {
    const load = makeLoad(makeParts(60));
    const { user, router } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const choices = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual(['25', '50', '100', 'All']);

    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(await screen.findByText('1–60 of 60')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(
      { size: 0, page: 0, desc: false },
      noQuery,
      expect.anything(),
    );
    expect(router.state.location.search).toBe('?size=0');
  });

  it('asks for page 1 on Next page', async () => {
    const load = makeLoad(makeParts(60));
    const { user } = renderTable(load);
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 1 }, noQuery, expect.anything());
    expect(screen.getByRole('cell', { name: 'Oil filter 26' })).toBeTruthy();
  });

  it('keeps its state in memory, leaving the address alone, when told to', async () => {
    const load = makeLoad(makeParts(60));
    const { user, router } = renderTable(load, { stateInAddress: false, path: '/editor?page=3' });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 1 }, noQuery, expect.anything());
    expect(router.state.location.search).toBe('?page=3');
  });

  it('moves from a page past the end to the last page', async () => {
    const load = makeLoad(makeParts(60));
    const { router } = renderTable(load, { path: '/?page=9' });

    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ ...firstPage, page: 8 }, noQuery, expect.anything());
    expect(load).toHaveBeenLastCalledWith({ ...firstPage, page: 2 }, noQuery, expect.anything());
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says when the server capped All', async () => {
    renderTable(makeLoad(makeParts(60), { allRowsCap: 40 }), { path: '/?size=0' });
    expect(await screen.findByText(messages.showingFirstRows(40, 60))).toBeTruthy();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    const working = makeLoad(makeParts(3));
    const load: Load = vi.fn(async (request: PageRequest, query: PageQuery) => {
      if (load.mock.calls.length === 1) throw new Error('The parts list is unavailable');
      return working(request, query);
    });
    const { user } = renderTable(load);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The parts list is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports checked rows, and Select all selects the page', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderSelectable(makeLoad(makeParts(60)), { onSelectionChange });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([1, 3]);
    expect(screen.getByRole('checkbox', { name: 'Select row 3' })).toHaveProperty('checked', true);

    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(selectAll.getAttribute('data-indeterminate')).toBe('true');
    await user.click(selectAll);
    const pageIds = Array.from({ length: 25 }, (_, index) => index + 1);
    expect([...(onSelectionChange.mock.lastCall?.[0] as number[])].sort((a, b) => a - b)).toEqual(
      pageIds,
    );
    expect(selectAll).toHaveProperty('checked', true);

    await user.click(selectAll);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('shows exactly the selection its parent holds, on every page, with its count', async () => {
    const { user } = renderSelectable(makeLoad(makeParts(60)), { initial: [2, 30] });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    expect(rowBox(2).checked).toBe(true);
    expect(rowBox(1).checked).toBe(false);
    expect(selectAllBox().checked).toBe(false);
    expect(selectAllBox().getAttribute('data-indeterminate')).toBe('true');
    expect(within(bulkBar()!).getByText(messages.selectedCount(2))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('cell', { name: 'Oil filter 30' });
    expect(rowBox(30).checked).toBe(true);
    expect(rowBox(29).checked).toBe(false);
  });

  it('clears its checkboxes and its bar when the parent clears the selection', async () => {
    const { user } = renderSelectable(makeLoad(makeParts(60)));
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    expect(bulkBar()).toBeNull();

    await user.click(rowBox(1));
    await user.click(rowBox(3));
    expect(within(bulkBar()!).getByText(messages.selectedCount(2))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: parentClears }));
    expect(rowBox(1).checked).toBe(false);
    expect(rowBox(3).checked).toBe(false);
    expect(selectAllBox().checked).toBe(false);
    expect(selectAllBox().getAttribute('data-indeterminate')).toBe('false');
    expect(bulkBar()).toBeNull();
  });

  it("Select all adds the page's rows to those selected on other pages, and the count follows", async () => {
    const onSelectionChange = vi.fn<(ids: RowId[]) => void>();
    const { user } = renderSelectable(makeLoad(makeParts(60)), {
      initial: [30],
      onSelectionChange,
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    await user.click(selectAllBox());
    expect(sortedIds(onSelectionChange.mock.lastCall?.[0])).toEqual([...range(1, 25), 30]);
    expect(range(1, 25).every((id) => rowBox(id).checked)).toBe(true);
    expect(selectAllBox().checked).toBe(true);
    expect(within(bulkBar()!).getByText(messages.selectedCount(26))).toBeTruthy();

    await user.click(selectAllBox());
    expect(onSelectionChange).toHaveBeenLastCalledWith([30]);
    expect(range(1, 25).some((id) => rowBox(id).checked)).toBe(false);
    expect(within(bulkBar()!).getByText(messages.selectedCount(1))).toBeTruthy();
  });

  it("shows the caller's bulk actions in the bar, whose Clear selection clears", async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderSelectable(makeLoad(makeParts(60)), {
      onSelectionChange,
      bulkActions: <button type="button">Archive parts</button>,
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    expect(screen.queryByRole('button', { name: 'Archive parts' })).toBeNull();

    await user.click(rowBox(4));
    const bar = bulkBar()!;
    expect(within(bar).getByRole('button', { name: 'Archive parts' })).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: messages.clearSelection }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(rowBox(4).checked).toBe(false);
    expect(bulkBar()).toBeNull();
  });

  it("names a row's checkbox in the interface language", async () => {
    await act(() => i18n.changeLanguage('uk'));
    renderSelectable(makeLoad(makeParts(3)));
    expect(await screen.findByRole('checkbox', { name: 'Вибрати рядок 2' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select row 2' })).toBeNull();
  });

  it('gives a row it may not select a disabled checkbox, still named, that a click leaves alone', async () => {
    const onSelectionChange = vi.fn<(ids: RowId[]) => void>();
    const { user } = renderSelectable(makeLoad(makeParts(6)), {
      onSelectionChange,
      rowSelectable: (part) => part.id !== 2,
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    expect(rowBox(2).disabled).toBe(true);
    expect(range(1, 6).filter((id) => rowBox(id).disabled)).toEqual([2]);
    fireEvent.click(rowBox(2));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(rowBox(2).checked).toBe(false);

    await user.click(rowBox(3));
    expect(onSelectionChange).toHaveBeenLastCalledWith([3]);
  });

  it('disables Select all on a page with no row to select', async () => {
    const { user } = renderSelectable(makeLoad(makeParts(60)), {
      rowSelectable: (part) => part.id > 25,
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    expect(selectAllBox().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('cell', { name: 'Oil filter 26' });
    expect(selectAllBox().disabled).toBe(false);
  });

  it('selects only the selectable rows of the page on Select all, and counts all by them', async () => {
    const onSelectionChange = vi.fn<(ids: RowId[]) => void>();
    const { user } = renderSelectable(makeLoad(makeParts(60)), {
      onSelectionChange,
      rowSelectable: (part) => part.id % 5 !== 0,
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    const selectable = range(1, 25).filter((id) => id % 5 !== 0);

    await user.click(selectAllBox());
    expect(sortedIds(onSelectionChange.mock.lastCall?.[0])).toEqual(selectable);
    expect([5, 10, 15, 20, 25].some((id) => rowBox(id).checked)).toBe(false);
    // All that can be selected is: the header box is checked, not half.
    expect(selectAllBox().checked).toBe(true);
    expect(selectAllBox().getAttribute('data-indeterminate')).toBe('false');
    expect(within(bulkBar()!).getByText(messages.selectedCount(20))).toBeTruthy();

    await user.click(selectAllBox());
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(bulkBar()).toBeNull();
  });

  it('clears the selection on a new search', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderSelectable(makeLoad(makeParts(60)), { onSelectionChange });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    await user.click(rowBox(2));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2]);

    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'oil');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(rowBox(2).checked).toBe(false);
    expect(bulkBar()).toBeNull();
  });

  it('has no checkboxes and no bar without a selection', async () => {
    renderTable(makeLoad(makeParts(3)));
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(bulkBar()).toBeNull();
  });

  it("starts another list (listKey) afresh, without the last list's rows while it loads", async () => {
    const loadA = makeLoad(makeParts(60));
    const partsB = makeLoad(makeParts(40));
    let answerB: (() => void) | undefined;
    const loadB: Load = vi.fn(async (request: PageRequest, query: PageQuery) => {
      await new Promise<void>((resolve) => {
        answerB = resolve;
      });
      return partsB(request, query);
    });
    function TwoLists() {
      const [list, setList] = useState<'a' | 'b'>('a');
      return (
        <>
          <button type="button" onClick={() => setList('a')}>
            List a
          </button>
          <button type="button" onClick={() => setList('b')}>
            List b
          </button>
          <DataTable
            queryKey={['parts', list]}
            load={list === 'a' ? loadA : loadB}
            columns={columns}
            rowId={(part) => part.id}
            pageSizes={pageSizes.standard}
            stateInAddress={false}
            listKey={list}
          />
        </>
      );
    }
    const { user } = renderInApp(<TwoLists />);
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'List b' }));
    await waitFor(() => expect(answerB).toBeDefined());
    expect(screen.queryByRole('cell', { name: 'Oil filter 26' })).toBeNull();
    expect(loadB).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());

    answerB?.();
    expect(await screen.findByText('1–25 of 40')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();

    // Back to the first list: its place was dropped with it.
    await user.click(screen.getByRole('button', { name: 'List a' }));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(loadA).toHaveBeenLastCalledWith(firstPage, noQuery, expect.anything());
  });

  it('shows a refused load without Retry: asking again would be refused again', async () => {
    const load: Load = vi.fn(async () => {
      throw new ApiError(
        400,
        'bad_request',
        text('serverSaid', { message: 'The search text is too long' }),
      );
    });
    renderTable(load);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search text is too long');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('takes no more search text than the server accepts, typed, pasted or in the address', async () => {
    const load = makeLoad(makeParts(3));
    const long = 'x'.repeat(5000);
    const { user } = renderTable(load, { path: `/?q=${long}` });
    await screen.findByText(messages.searchNoResults('x'.repeat(maxSearchLength)));
    expect(load.mock.calls.map(([, query]) => query.filter?.length)).toEqual([maxSearchLength]);

    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    expect(search.maxLength).toBe(maxSearchLength);
    await user.clear(search);
    await user.click(search);
    await user.paste(`y${long}`);
    expect(search.value).toHaveLength(maxSearchLength);
  });

  it('cuts a long text column to its width, with the whole text on hover', async () => {
    const long = 'Brake pad with a very long description that does not fit its column';
    renderTable(makeLoad([{ id: 1, title: long }]), {
      columns: [
        { field: 'id', header: 'Id' },
        { field: 'title', header: 'Title', width: 120, ellipsis: true },
      ],
    });
    const cell = await screen.findByRole('cell', { name: long });
    const cut = within(cell).getByTitle(long);
    expect(cut.textContent).toBe(long);
    expect(getComputedStyle(cut)).toMatchObject({
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      maxWidth: '104px',
    });
  });

  it('keeps a sticky column at the right edge, header and cells', async () => {
    renderTable(makeLoad(makeParts(3)), {
      columns: [
        { field: 'title', header: 'Title' },
        {
          field: 'id',
          header: 'Actions',
          sticky: true,
          render: (part) => <button type="button">{`Edit ${part.id}`}</button>,
        },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Edit 1' });
    const cell = button.closest('td')!;
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    for (const element of [cell, header]) {
      expect(getComputedStyle(element)).toMatchObject({ position: 'sticky', right: '0px' });
    }
    // Every header cell stays on top; only the sticky column's stays at the right edge too.
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Title' })).right).not.toBe(
      '0px',
    );
  });

  it('pins several sticky columns to the right edge, each beside the next', async () => {
    renderTable(makeLoad(makeParts(3)), {
      columns: [
        { field: 'title', header: 'Status', width: 120, sticky: true },
        {
          field: 'id',
          header: 'Actions',
          width: 56,
          sticky: true,
          render: (part) => <button type="button">{`Edit ${part.id}`}</button>,
        },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Edit 1' });
    const actions = [button.closest('td')!, screen.getByRole('columnheader', { name: 'Actions' })];
    const [statusCell] = within(button.closest('tr')!).getAllByRole('cell');
    const status = [statusCell!, screen.getByRole('columnheader', { name: 'Status' })];
    for (const element of actions) {
      expect(getComputedStyle(element)).toMatchObject({ position: 'sticky', right: '0px' });
    }
    for (const element of status) {
      expect(getComputedStyle(element)).toMatchObject({
        position: 'sticky',
        right: '56px',
        width: '120px',
        minWidth: '120px',
        maxWidth: '120px',
      });
    }
  });

  it("scrolls inside a box of the screen's height, its header row staying in view", async () => {
    renderTable(makeLoad(makeParts(30)));
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    const box = screen.getByRole('table').parentElement!;
    // jsdom lays nothing out: the box's top is 0, and the box ends above the pagination bar.
    const maxHeight = parseFloat(getComputedStyle(box).maxHeight);
    expect(maxHeight).toBeGreaterThan(0);
    expect(maxHeight).toBeLessThan(window.innerHeight);
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Title' }))).toMatchObject({
      position: 'sticky',
      top: '0px',
    });
  });

  it('shows an expander, with aria-expanded, only on rows that have sub-rows', async () => {
    renderTable(makeLoad(makeParts(6)), { subRows: kitSubRows });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    const expanders = screen.getAllByRole('button', { name: en.expandRow });
    expect(expanders.map((button) => button.closest('tr'))).toEqual([
      rowOf('Oil filter 2'),
      rowOf('Brake pad 5'),
    ]);
    for (const button of expanders) expect(button.getAttribute('aria-expanded')).toBe('false');
    // The rows without sub-rows keep an empty expander cell, so the columns line up.
    expect(bodyRows().map((row) => within(row).getAllByRole('cell').length)).toEqual(
      Array(6).fill(3),
    );
  });

  it('has an expander header cell only with subRows', async () => {
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const { unmount } = renderTable(makeLoad(makeParts(3)), { subRows: kitSubRows });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    expect(headers()).toEqual(['', 'Id', 'Title']);
    unmount();

    renderTable(makeLoad(makeParts(3)));
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    expect(headers()).toEqual(['Id', 'Title']);
    expect(screen.queryByRole('button', { name: en.expandRow })).toBeNull();
  });

  it('opens sub-rows right beneath their parent, in the order given, and closes them', async () => {
    const { user } = renderTable(makeLoad(makeParts(6)), { subRows: kitSubRows });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    const parts = ['Brake pad 1', 'Oil filter 2', 'Brake pad 3', 'Oil filter 4', 'Brake pad 5'];

    await user.click(expandButton('Oil filter 2'));
    const expander = collapseButton('Oil filter 2');
    expect(expander.getAttribute('aria-expanded')).toBe('true');
    expect(rowTitles()).toEqual([
      'Brake pad 1',
      'Oil filter 2',
      'Gasket 2b',
      'Gasket 2a',
      'Brake pad 3',
      'Oil filter 4',
      'Brake pad 5',
      'Oil filter 6',
    ]);
    // The other kit stays closed.
    expect(expandButton('Brake pad 5').getAttribute('aria-expanded')).toBe('false');

    await user.click(expandButton('Brake pad 5'));
    expect(rowTitles()).toEqual([
      ...parts.slice(0, 2),
      'Gasket 2b',
      'Gasket 2a',
      ...parts.slice(2),
      'Seal 5a',
      'Oil filter 6',
    ]);
    // A sub-row has the same columns as its parent, and no expander of its own.
    const subRow = rowOf('Gasket 2a');
    expect(within(subRow).getByRole('cell', { name: '201' })).toBeTruthy();
    expect(within(subRow).queryByRole('button')).toBeNull();

    await user.click(expander);
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    expect(expander.getAttribute('aria-label')).toBe(en.expandRow);
    expect(screen.queryByRole('cell', { name: 'Gasket 2b' })).toBeNull();
    expect(rowTitles()).toEqual([...parts, 'Seal 5a', 'Oil filter 6']);
  });

  it('gives sub-rows no checkbox, and Select all selects only the rows of the page', async () => {
    const onSelectionChange = vi.fn<(ids: RowId[]) => void>();
    const { user } = renderSelectable(makeLoad(makeParts(6)), {
      onSelectionChange,
      subRows: kitSubRows,
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });
    await user.click(expandButton('Oil filter 2'));

    for (const title of ['Gasket 2b', 'Gasket 2a']) {
      expect(within(rowOf(title)).queryByRole('checkbox')).toBeNull();
    }
    expect(screen.getAllByRole('checkbox')).toHaveLength(1 + 6);

    await user.click(selectAllBox());
    expect(sortedIds(onSelectionChange.mock.lastCall?.[0])).toEqual(range(1, 6));
    expect(selectAllBox().checked).toBe(true);
    expect(selectAllBox().getAttribute('data-indeterminate')).toBe('false');
    expect(within(bulkBar()!).getByText(messages.selectedCount(6))).toBeTruthy();
    // Its selected parent's tint does not pass to a sub-row.
    expect(background(rowOf('Gasket 2a'))).not.toBe(background(rowOf('Oil filter 2')));

    await user.click(selectAllBox());
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('tints the rows it is told to highlight', async () => {
    renderTable(makeLoad(makeParts(3)), { highlightRow: (part) => part.id === 2 });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    const [plain, highlighted, otherPlain] = bodyRows().map(background);
    expect(highlighted).not.toBe(plain);
    expect(highlighted).not.toBe('rgba(0, 0, 0, 0)');
    expect(otherPlain).toBe(plain);
  });

  it('shows a selected highlighted row as selected, like a plain one', async () => {
    renderSelectable(makeLoad(makeParts(3)), {
      highlightRow: (part) => part.id === 2,
      initial: [1, 2],
    });
    await screen.findByRole('cell', { name: 'Brake pad 1' });

    const [selectedPlain, selectedHighlighted, plain] = bodyRows().map(background);
    expect(selectedPlain).not.toBe(plain);
    expect(selectedHighlighted).toBe(selectedPlain);
  });

  describe('with All and many rows', () => {
    const viewportRows = 10;

    beforeEach(() => {
      // jsdom lays nothing out: give the scroll container a height so the virtualiser has a window.
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(
        viewportRows * rowHeight,
      );
    });

    it('renders only the rows in view, and follows the scroll', async () => {
      renderTable(makeLoad(makeParts(2000)), { path: '/?size=0' });
      expect(await screen.findByText('1–2000 of 2000')).toBeTruthy();

      const shown = bodyRows();
      expect(shown.length).toBeGreaterThanOrEqual(viewportRows);
      expect(shown.length).toBeLessThan(100);
      expect(screen.getByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
      expect(screen.queryByRole('cell', { name: 'Brake pad 1999' })).toBeNull();

      const scroller = screen.getByRole('table').parentElement!;
      scroller.scrollTop = 1990 * rowHeight;
      fireEvent.scroll(scroller);
      expect(await screen.findByRole('cell', { name: 'Brake pad 1999' })).toBeTruthy();
      expect(screen.queryByRole('cell', { name: 'Brake pad 1' })).toBeNull();
      expect(bodyRows().length).toBeLessThan(100);
    });

    it('opens sub-rows beneath their parent, at the top and after a scroll', async () => {
      const { user } = renderTable(makeLoad(makeParts(2000)), {
        path: '/?size=0',
        subRows: kitSubRows,
      });
      expect(await screen.findByText('1–2000 of 2000')).toBeTruthy();
      const top = ['Brake pad 1', 'Oil filter 2', 'Gasket 2b', 'Gasket 2a', 'Brake pad 3'];

      await user.click(expandButton('Oil filter 2'));
      expect(rowTitles().slice(0, 5)).toEqual(top);
      expect(bodyRows().length).toBeLessThan(100);
      // The count is of the list's rows, not of the rows shown.
      expect(screen.getByText('1–2000 of 2000')).toBeTruthy();

      const scroller = screen.getByRole('table').parentElement!;
      scroller.scrollTop = 1992 * rowHeight;
      fireEvent.scroll(scroller);
      await user.click(await screen.findByRole('button', { name: en.expandRow }));
      expect(rowTitles().slice(-3)).toEqual(['Brake pad 1999', 'Spring 1999a', 'Oil filter 2000']);
      expect(collapseButton('Brake pad 1999').getAttribute('aria-expanded')).toBe('true');
      expect(screen.queryByRole('cell', { name: 'Brake pad 1' })).toBeNull();

      scroller.scrollTop = 0;
      fireEvent.scroll(scroller);
      expect(await screen.findByRole('cell', { name: 'Brake pad 1' })).toBeTruthy();
      expect(rowTitles().slice(0, 5)).toEqual(top);

      await user.click(collapseButton('Oil filter 2'));
      expect(screen.queryByRole('cell', { name: 'Gasket 2b' })).toBeNull();
      expect(rowTitles().slice(0, 3)).toEqual(['Brake pad 1', 'Oil filter 2', 'Brake pad 3']);
    });
  });
});
