import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Tests only: waits until no dialog is open. */
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** Tests only: waits for the dialog `title` and clicks its button `answer`. */
export async function answerDialog(user: UserEvent, title: string, answer: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/** Tests only: chooses `option` in the combobox `label` inside `container` (a dialog, or document.body). */
export async function pickOption(
  user: UserEvent,
  container: HTMLElement,
  label: string | RegExp,
  option: string | RegExp,
) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Tests only: the last snackbar's text, also while a modal dialog hides the page from the accessibility tree. */
export const snackbarText = () =>
  screen.queryAllByRole('alert', { hidden: true }).at(-1)?.textContent;

/** Tests only: waits until a snackbar says `text`. */
export const expectSnackbar = (text: string) =>
  waitFor(() =>
    expect(
      // A snackbar shown while a dialog is open sits behind it (hidden to the accessibility tree).
      screen.getAllByRole('alert', { hidden: true }).map((alert) => alert.textContent),
    ).toContain(text),
  );

/** Tests only: the fields of an upload's body (a FormData), by name. */
export function formFields(body: unknown) {
  if (!(body instanceof FormData)) throw new Error('no form data sent');
  return Object.fromEntries(body.entries());
}
