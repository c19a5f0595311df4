import { act, screen, waitFor, within } from '@testing-library/react';
import { redirectDelayMs } from '@bo/contract';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { heldSubmit } from '../../test/heldSubmit';
import { clearAndPaste, pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { waitMargin } from '../../test/waits';
import { FormCheckbox } from './form/FormCheckbox';
import { FormSelect } from './form/FormSelect';
import { FormTextField } from './form/FormTextField';
import { RecordScreen, type RecordScreenProps } from './RecordScreen';
import { useRecordModes } from './useRecordModes';

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
    const { onSubmit, finish } = heldSubmit();
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

/** A record screen with modes, as a second-wave screen writes one. */
function ModesScreen({
  id,
  startIn,
  onSave,
  onReload = vi.fn(),
}: {
  id: number;
  startIn?: 'view' | 'edit';
  onSave: (values: ThingValues) => void;
  onReload?: () => void;
}) {
  const stored: ThingValues = { name: id ? 'Stored' : '', active: true, kind: 'a' };
  const { control, handleSubmit, reset } = useForm<ThingValues>({ defaultValues: stored });
  const modes = useRecordModes({
    isNew: id === 0,
    startIn,
    onReload: () => {
      onReload();
      reset(stored);
    },
  });
  const onSubmit = handleSubmit((values) => {
    onSave(values);
    if (id === 0) modes.openCreated('/admin/things/42');
    else modes.finishEdit();
  });
  return (
    <RecordScreen
      title={id ? 'Thing 7' : 'New thing'}
      list={list}
      crumbs={[
        { key: 'things', label: 'Things', to: list.path },
        { key: 'thing', label: id ? 'Thing 7' : 'New thing' },
      ]}
      onSubmit={onSubmit}
      busy={false}
      onDelete={vi.fn()}
      deleteLabel="Delete thing"
      modes={modes}
    >
      <FormTextField control={control} name="name" label="Name" />
      <FormCheckbox control={control} name="active" label="Active" />
      <FormSelect
        control={control}
        name="kind"
        label="Kind"
        choices={[
          { value: 'a', label: 'Kind A' },
          { value: 'b', label: 'Kind B' },
        ]}
      />
    </RecordScreen>
  );
}

interface ThingValues {
  name: string;
  active: boolean;
  kind: string;
}

const toolbar = () =>
  within(screen.getByRole('form'))
    .getAllByRole('button')
    .filter((found) =>
      ['Cancel', 'Save', 'Save updated', 'Edit', 'Delete thing'].includes(found.textContent),
    )
    .map((found) => found.textContent);

describe('RecordScreen modes (C§4.3)', () => {
  it('creates with Save and Cancel, then opens the new record’s page after the delay', async () => {
    const onSave = vi.fn();
    const { user, router } = renderInApp(<ModesScreen id={0} onSave={onSave} />, {
      path: '/admin/things/0',
    });
    expect(toolbar()).toEqual(['Cancel', 'Save']);
    await pasteInto(user, screen.getByRole('textbox', { name: 'Name' }), 'Fresh');
    await user.click(button('Save'));
    expect(onSave).toHaveBeenCalledWith({ name: 'Fresh', active: true, kind: 'a' });
    // The buttons wait while the page moves (a render after the save's answer: waited for).
    await waitFor(() => expect(button('Save')).toHaveProperty('disabled', true));
    expect(router.state.location.pathname).toBe('/admin/things/0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/things/42'), {
      timeout: redirectDelayMs + waitMargin,
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the parent on Cancel in create', async () => {
    const { user, router } = renderInApp(<ModesScreen id={0} onSave={vi.fn()} />, {
      path: '/admin/things/0',
    });
    await user.click(button('Cancel'));
    expect(router.state.location.pathname).toBe(list.path);
  });

  it('shows a record read-only with Edit and Delete; Enter saves nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderInApp(<ModesScreen id={7} onSave={onSave} />, {
      path: '/admin/things/7',
    });
    expect(toolbar()).toEqual(['Edit', 'Delete thing']);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('readOnly', true);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toHaveProperty('disabled', true);
    await user.type(name, 'x{Enter}');
    expect(name).toHaveProperty('value', 'Stored');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits with Save updated and back to view; Cancel in edit reloads the record', async () => {
    const onSave = vi.fn();
    const onReload = vi.fn();
    const { user, router } = renderInApp(
      <ModesScreen id={7} onSave={onSave} onReload={onReload} />,
      { path: '/admin/things/7' },
    );
    await user.click(button('Edit'));
    expect(toolbar()).toEqual(['Cancel', 'Save updated']);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('readOnly', false);
    await pasteInto(user, name, ' changed');
    await user.click(button('Cancel'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/admin/things/7');
    expect(toolbar()).toEqual(['Edit', 'Delete thing']);
    expect(name).toHaveProperty('value', 'Stored');

    await user.click(button('Edit'));
    await clearAndPaste(user, name, 'Renamed');
    await user.click(button('Save updated'));
    expect(onSave).toHaveBeenCalledWith({ name: 'Renamed', active: true, kind: 'a' });
    expect(toolbar()).toEqual(['Edit', 'Delete thing']);
  });

  it('opens in edit with startIn, and heads the card with the breadcrumb trail', () => {
    renderInApp(<ModesScreen id={7} startIn="edit" onSave={vi.fn()} />, {
      path: '/admin/things/7',
    });
    expect(toolbar()).toEqual(['Cancel', 'Save updated']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Things' }).getAttribute('href')).toBe(
      list.path,
    );
    expect(within(trail).getByText('Thing 7').getAttribute('aria-current')).toBe('page');
  });
});
