import {
  importCustomersPath,
  importFileField,
  messages,
  snackbarTimeouts,
  totalCustomersPath,
  type CustomerImportAnswer,
} from '@bo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { CustomerImportWidget } from './CustomerImportWidget';

const partial: CustomerImportAnswer = {
  success: false,
  imported: 1,
  failedItems: [
    { line: 3, custNo: 'C1@', error: messages.importCustNoInvalid },
    { line: 5, custNo: 'C100007', error: messages.importBalanceInvalid },
  ],
};

/**
 * Chooses a file in the import dialog and starts the import; `beforeImport`
 * runs just before the click (to install fake timers).
 */
async function importFile(answer: { status?: number; body: unknown }, beforeImport = () => {}) {
  let total = 40;
  const fetchSpy = stubApi({
    [totalCustomersPath]: () => ({ body: { total } }),
    [importCustomersPath]: () => {
      total = 41;
      return answer;
    },
  });
  const rendered = renderInApp(<CustomerImportWidget />);
  const { user } = rendered;
  expect(await screen.findByRole('heading', { name: messages.customersTitle(40) })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Import customers' }));
  const dialog = screen.getByRole('dialog', {
    name: messages.importTitle(messages.customerImportType),
  });
  // The customer file has a header row (C§2.10).
  expect(within(dialog).getByText(messages.importReadsFromSecondLine)).toBeTruthy();
  const file = new File(['x'], 'customers.xlsx');
  await user.upload(within(dialog).getByLabelText('Choose file'), file);
  const importButton = within(dialog).getByRole('button', { name: 'Import' });
  beforeImport();
  // fireEvent: userEvent waits on real timers, which may be fake from here on.
  fireEvent.click(importButton);
  return { ...rendered, fetchSpy, file };
}

/** The snackbar, also while a modal dialog hides the page from the accessibility tree. */
const snackbarText = (text: string) =>
  screen.queryAllByRole('alert', { hidden: true }).find((alert) => alert.textContent === text);

describe('CustomerImportWidget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the failed lines with a warning, sends the file, and counts again', async () => {
    const { user, fetchSpy, file } = await importFile({ body: partial });
    const failed = await screen.findByRole('dialog', { name: messages.importFailedTitle });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      messages.customerImportFailedLine(3, 'C1@', messages.importCustNoInvalid),
      messages.customerImportFailedLine(5, 'C100007', messages.importBalanceInvalid),
    ]);
    expect(snackbarText(messages.importPartial)?.className).toMatch(/colorWarning/);
    const [sent] = bodiesSentTo(fetchSpy, importCustomersPath);
    expect(sent instanceof FormData ? sent.get(importFileField) : null).toEqual(file);

    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: messages.customersTitle(41) })).toBeTruthy();
  });

  it('says the file was imported when no line failed, with no dialog left open', async () => {
    await importFile({ body: { success: true, imported: 2, failedItems: [] } });
    await waitFor(() => expect(snackbarText(messages.imported)?.className).toMatch(/colorSuccess/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refused file as an error for 4.5 s, with no dialog left open', async () => {
    await importFile({ status: 400, body: { message: messages.importNotXlsx } }, () =>
      vi.useFakeTimers(),
    );
    // Lets the stubbed answer arrive; the snackbar's time starts when it shows.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const shown = snackbarText(messages.importNotXlsx);
    expect(shown?.className).toMatch(/colorError/);

    act(() => {
      vi.advanceTimersByTime(snackbarTimeouts.importFailure - 10);
    });
    expect(snackbarText(messages.importNotXlsx)).toBe(shown);
    act(() => {
      vi.advanceTimersByTime(10);
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(snackbarText(messages.importNotXlsx)).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
