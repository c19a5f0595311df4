import { en, messages } from '@bo/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rowHeight, type RowId } from './types';
import {
  background,
  bodyRows,
  bulkBar,
  collapseButton,
  expandButton,
  kitSubRows,
  makeLoad,
  makeParts,
  range,
  renderSelectable,
  renderTable,
  rowOf,
  rowTitles,
  selectAllBox,
  sortedIds,
} from './dataTableTestKit';

describe('DataTable', () => {
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
