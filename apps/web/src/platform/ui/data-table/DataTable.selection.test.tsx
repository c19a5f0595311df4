import { messages } from '@bo/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { pasteInto } from '../../../test/pasteInto';
import { type RowId } from './types';
import {
  bulkBar,
  makeLoad,
  makeParts,
  parentClears,
  range,
  renderSelectable,
  renderTable,
  rowBox,
  selectAllBox,
  sortedIds,
} from './dataTableTestKit';

describe('DataTable', () => {
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
});
