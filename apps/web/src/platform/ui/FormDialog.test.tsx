import { ApiError, text } from '@bo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { heldSubmit } from '../../test/heldSubmit';
import { pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { FormTextField } from './form/FormTextField';
import { FormDialog } from './FormDialog';

const groupSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    code: z.string().trim(),
  })
  .refine((group) => group.code !== group.name, {
    message: 'The code and the name differ',
    path: ['root'],
  });

function renderDialog(
  onSubmit: (values: z.output<typeof groupSchema>) => unknown,
  onClose = vi.fn(),
) {
  const rendered = renderInApp(
    <FormDialog
      title="Edit group"
      schema={groupSchema}
      defaultValues={{ name: '', code: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required />
          <FormTextField control={control} name="code" label="Code" />
        </>
      )}
    </FormDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit group' });
  const field = (name: string) =>
    within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { ...rendered, dialog, field, button, onClose };
}

describe('FormDialog', () => {
  it('checks the fields by the schema and saves the parsed values', async () => {
    const onSubmit = vi.fn();
    const { user, dialog, field, button } = renderDialog(onSubmit);

    await user.click(button('Save'));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await pasteInto(user, field('Name'), '  Brakes ');
    await user.type(field('Code'), 'BR');
    await user.click(button('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Brakes', code: 'BR' }));
  });

  it('shows a rule of the whole form above the buttons until a field changes', async () => {
    const onSubmit = vi.fn();
    const { user, dialog, field, button } = renderDialog(onSubmit);
    await user.type(field('Name'), 'X');
    await user.type(field('Code'), 'X');
    await user.click(button('Save'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The code and the name differ',
    );
    await user.type(field('Code'), 'Y');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the dialog open on a refused save: the message as a snackbar, the field marked', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'bad_request', text('serverSaid', { message: 'The code is taken' }), {
          code: ['The code is taken'],
        }),
      ),
    );
    const { user, dialog, field, button, onClose } = renderDialog(onSubmit);
    await pasteInto(user, field('Name'), 'Brakes');
    await user.type(field('Code'), 'BR');
    await user.click(button('Save'));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert', { hidden: true })
          .some((alert) => alert.textContent === 'The code is taken'),
      ).toBe(true),
    );
    expect(within(dialog).getByText('The code is taken')).toBeTruthy();
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name')).toHaveProperty('value', 'Brakes');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves once while a save runs, and closes on Cancel', async () => {
    const { onSubmit, finish } = heldSubmit();
    const { user, field, button, onClose } = renderDialog(onSubmit);
    await pasteInto(user, field('Name'), 'Brakes');
    act(() => {
      button('Save').click();
      button('Save').click();
    });
    await waitFor(() => expect(button('Save')).toHaveProperty('disabled', true));
    await act(async () => finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits only itself when opened from another form', async () => {
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onSubmit = vi.fn();
    const { user } = renderInApp(
      <form onSubmit={outerSubmit}>
        <FormDialog
          title="Inner"
          schema={z.object({ name: z.string() })}
          defaultValues={{ name: 'a' }}
          onSubmit={onSubmit}
          onClose={vi.fn()}
        >
          {({ control }) => <FormTextField control={control} name="name" label="Name" />}
        </FormDialog>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'a' }));
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
