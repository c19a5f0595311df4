import { messages } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { BulkActionsToolbar } from './BulkActionsToolbar';

function renderBar(count: number) {
  const onClear = vi.fn();
  const onArchive = vi.fn();
  const view = renderInApp(
    <BulkActionsToolbar count={count} onClear={onClear}>
      <button type="button" onClick={onArchive}>
        Archive
      </button>
      <button type="button" disabled>
        Merge
      </button>
    </BulkActionsToolbar>,
  );
  return { ...view, onClear, onArchive };
}

const bar = () => screen.getByRole('toolbar', { name: messages.selectedRows });

describe('BulkActionsToolbar', () => {
  it('is not shown while nothing is selected', () => {
    renderBar(0);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it("says how many rows are selected and offers the caller's actions", async () => {
    const { user, onArchive } = renderBar(3);
    expect(within(bar()).getByText(messages.selectedCount(3))).toBeTruthy();
    expect(messages.selectedCount(3)).toBe('3 selected');

    await user.click(within(bar()).getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledTimes(1);
  });

  it('clears the selection with its Clear selection button', async () => {
    const { user, onClear, onArchive } = renderBar(1);
    await user.click(within(bar()).getByRole('button', { name: messages.clearSelection }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onArchive).not.toHaveBeenCalled();
  });

  it('moves between its enabled buttons with the arrow keys, Home and End', async () => {
    const { user } = renderBar(2);
    const archive = screen.getByRole('button', { name: 'Archive' });
    const clear = screen.getByRole('button', { name: messages.clearSelection });

    await user.tab();
    expect(document.activeElement).toBe(archive);
    // Merge is disabled: skipped.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(archive);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(archive);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(clear);
  });
});
