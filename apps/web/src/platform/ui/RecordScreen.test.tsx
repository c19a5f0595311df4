import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { RecordScreen, type RecordScreenProps } from './RecordScreen';

const list = { path: '/admin/things', title: 'Things' };

function renderScreen(props: Partial<RecordScreenProps> = {}) {
  return renderInApp(
    <RecordScreen
      title="Edit thing"
      list={list}
      onSubmit={() => undefined}
      busy={false}
      deleteLabel="Delete thing"
      {...props}
    >
      <label>
        Name <input name="name" />
      </label>
    </RecordScreen>,
    { path: '/admin/things/7' },
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RecordScreen', () => {
  it('heads the card with the list link, the title and the buttons, before the fields', () => {
    renderScreen({ onDelete: vi.fn() });
    const form = screen.getByRole('form', { name: 'Edit thing' });
    const heading = within(form).getByRole('heading', { level: 1, name: 'Edit thing' });
    expect(within(form).getByRole('link', { name: 'Things' }).getAttribute('href')).toBe(list.path);

    // One row: the title at the left, Cancel, Save and the named Delete at the right.
    const row = heading.parentElement?.parentElement;
    expect(row).toBeTruthy();
    expect(
      within(row as HTMLElement)
        .getAllByRole('button')
        .map((found) => found.textContent),
    ).toEqual(['Cancel', 'Save', 'Delete thing']);
    const field = within(form).getByRole('textbox', { name: 'Name' });
    const before = (node: Node) =>
      node.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(before(heading)).toBeTruthy();
    expect(before(button('Delete thing'))).toBeTruthy();
  });

  it('offers no Delete without onDelete (a new record), and a custom Save label', () => {
    renderScreen({ saveLabel: 'Save thing' });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(button('Save thing').getAttribute('type')).toBe('submit');
  });

  it('goes back to the list on Cancel, and deletes on Delete', async () => {
    const onDelete = vi.fn();
    const { user, router } = renderScreen({ onDelete });
    await user.click(button('Delete thing'));
    expect(onDelete).toHaveBeenCalledTimes(1);

    await user.click(button('Cancel'));
    expect(router.state.location.pathname).toBe(list.path);
  });

  it('disables its buttons while busy', () => {
    renderScreen({ busy: true, onDelete: vi.fn() });
    for (const name of ['Cancel', 'Save', 'Delete thing']) {
      expect(button(name)).toHaveProperty('disabled', true);
    }
  });

  it('submits once while a submit still runs, and again after it', async () => {
    let finish = (): void => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderScreen({ onSubmit });
    const save = button('Save');

    act(() => {
      save.click();
      save.click();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    act(() => save.click());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
