import { englishT } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearAndType } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { ItemSearch, useItemSearchText, type FoundItem } from './ItemSearch';

/** The search's owner: it answers `found` for any pattern and shows the one searched. */
function Owner({
  found,
  onChoose,
  isChosen,
}: {
  found: readonly FoundItem[];
  onChoose: (itemNo: string) => void;
  isChosen?: (itemNo: string) => boolean;
}) {
  const search = useItemSearchText();
  return (
    <>
      <output aria-label="Searched">{search.pattern}</output>
      <ItemSearch
        search={search}
        found={found}
        searching={false}
        onChoose={onChoose}
        isChosen={isChosen}
      />
    </>
  );
}

const found: FoundItem[] = [
  { itemNo: 'OC90', description: 'Oil filter' },
  { itemNo: 'OC9', description: 'Not in the item master', unknown: true },
];
const searched = () => screen.getByRole('status', { name: 'Searched' }).textContent;

describe('ItemSearch', () => {
  it('searches the cleaned text on Enter or the button, and nothing when none is left', async () => {
    const { user } = renderInApp(<Owner found={found} onChoose={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Item no' });

    await user.type(field, '-/ {Enter}');
    expect(searched()).toBe('');
    expect(screen.queryByRole('list')).toBeNull();

    await clearAndType(user, field, 'oc 9*');
    expect(screen.getByText(englishT('itemSearchPattern', { pattern: 'OC9%' }))).toBeTruthy();
    expect(searched()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Apply search' }));
    expect(searched()).toBe('OC9%');
    const results = within(screen.getByRole('list', { name: 'Items found' }));
    expect(results.getAllByRole('button').map((row) => row.textContent)).toEqual([
      'OC90Oil filter',
      'OC9Not in the item master',
    ]);
    expect(results.queryByRole('checkbox')).toBeNull();
  });

  it('chooses a row by a click; with isChosen each row has its checkbox', async () => {
    const onChoose = vi.fn();
    const { user } = renderInApp(
      <Owner found={found} onChoose={onChoose} isChosen={(itemNo) => itemNo === 'OC9'} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Item no' }), 'oc9*{Enter}');
    const results = within(screen.getByRole('list', { name: 'Items found' }));
    expect(results.getByRole('checkbox', { name: /^OC90/ })).toHaveProperty('checked', false);
    expect(results.getByRole('checkbox', { name: /Not in the item master/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(results.getByRole('checkbox', { name: /^OC90/ }));
    expect(onChoose).toHaveBeenCalledWith('OC90');
  });

  it('says when nothing matches the pattern', async () => {
    const { user } = renderInApp(<Owner found={[]} onChoose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Item no' }), 'zz9{Enter}');
    expect(screen.getByText(englishT('itemSearchNoResults', { pattern: 'ZZ9' }))).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
