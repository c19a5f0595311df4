import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clearAndType } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { DataTableSearch } from './DataTableSearch';

/** The box under a parent whose search in force the test changes, late or from outside. */
function renderSearch() {
  const onApply = vi.fn<(text: string) => void>();
  let setApplied: (text: string) => void = () => undefined;
  function Parent() {
    const [applied, set] = useState('');
    setApplied = set;
    return <DataTableSearch applied={applied} onApply={onApply} />;
  }
  const view = renderInApp(<Parent />);
  const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
  return { ...view, onApply, box, setApplied: (text: string) => act(() => setApplied(text)) };
}

describe('DataTableSearch', () => {
  it('keeps what was typed after a search when that search is shown late', async () => {
    const { user, onApply, box, setApplied } = renderSearch();
    await user.type(box(), 'kept{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('kept');

    await clearAndType(user, box(), 'excluded');
    setApplied('kept');
    expect(box().value).toBe('excluded');

    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('excluded');
  });

  it('follows a search changed from outside, also after one of its own was shown', async () => {
    const { user, box, setApplied } = renderSearch();
    await user.type(box(), 'kept{Enter}');
    setApplied('kept');
    setApplied('earlier');
    expect(box().value).toBe('earlier');
    setApplied('kept');
    expect(box().value).toBe('kept');
  });
});
