import { importUsersPath, messages, type UserImportAnswer } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { stubApi } from '../../test/stubApi';
import { UserImportWidget } from './UserImportWidget';

const partial: UserImportAnswer = {
  successList: [{ login: 'C100003', name: 'Road Centre 3', password: 'k3j9x0qa' }],
  failedList: [
    { line: 2, login: 'C999999', name: '', error: messages.customerNotFound },
    { line: 3, login: 'C100003', name: 'Road Centre 3', error: messages.importDuplicateLine },
  ],
};

async function importFile(answer: { status?: number; body: unknown }) {
  stubApi({ [importUsersPath]: answer });
  const rendered = renderInApp(<UserImportWidget />);
  const { user } = rendered;
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: messages.userImportTitle });
  // The user file has no header row (C§5).
  expect(within(dialog).queryByText(messages.importReadsFromSecondLine)).toBeNull();
  await user.upload(within(dialog).getByLabelText('Choose file'), new File(['x'], 'users.xlsx'));
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return rendered;
}

/** The snackbar, also while a modal dialog hides the page from the accessibility tree. */
const snackbarText = (text: string) =>
  screen.getAllByRole('alert', { hidden: true }).find((alert) => alert.textContent === text);

describe('UserImportWidget', () => {
  it('shows the created users with their passwords and the refused lines, with a warning', async () => {
    const { user } = await importFile({ body: partial });
    const results = await screen.findByRole('dialog', { name: messages.userImportResultsTitle });
    expect(within(results).getByText(messages.userImportPasswordsOnce)).toBeTruthy();

    const created = within(results).getByRole('table', { name: /^Created/ });
    expect(within(created).getAllByRole('row')[1]?.textContent).toBe(
      'C100003Road Centre 3k3j9x0qa',
    );
    const failed = within(results).getByRole('table', { name: /^Not created/ });
    expect(
      within(failed)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `2C999999${messages.customerNotFound}`,
      `3C100003Road Centre 3${messages.importDuplicateLine}`,
    ]);
    expect(snackbarText(messages.importPartial)?.className).toMatch(/colorWarning/);

    await user.click(within(results).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the file was imported when no line failed', async () => {
    await importFile({ body: { ...partial, failedList: [] } });
    await screen.findByRole('dialog', { name: messages.userImportResultsTitle });
    expect(snackbarText(messages.imported)?.className).toMatch(/colorSuccess/);
  });

  it('shows a refused file as an error, with no dialog left open', async () => {
    await importFile({ status: 400, body: { message: messages.importNotXlsx } });
    await waitFor(() => expect(snackbarText(messages.importNotXlsx)).toBeTruthy());
    expect(snackbarText(messages.importNotXlsx)?.className).toMatch(/colorError/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
