import { englishT, importFileField, pointsApi, type SalesImportAnswer } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { SalesImportCard } from './SalesImportCard';

const partial: SalesImportAnswer = {
  success: false,
  imported: 3,
  failedItems: [
    { line: 2, error: englishT('salesImportDateInvalid') },
    { line: 5, error: englishT('salesImportCustomerUnknown', { custNo: 'C9' }) },
  ],
};

async function importSales(answer: { status?: number; body: unknown }) {
  const fetchSpy = stubApi({ [pointsApi.importSales]: answer });
  const rendered = renderInApp(<SalesImportCard />);
  const { user } = rendered;
  expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
  expect(
    screen.getByText(
      'An .xlsx or .csv file with a header row: postingDate, custNo, itemNo, quantity, amount',
    ),
  ).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Import sales' }));
  const dialog = screen.getByRole('dialog', { name: englishT('importTitle', { type: 'sales' }) });
  const picker = within(dialog).getByLabelText('Choose file');
  expect(picker.getAttribute('accept')?.split(',')).toEqual(
    expect.arrayContaining(['.csv', '.xlsx']),
  );
  const file = new File(['postingDate;custNo;itemNo;quantity;amount'], 'sales.csv', {
    type: 'text/csv',
  });
  await user.upload(picker, file);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return { ...rendered, fetchSpy, file };
}

const snackbarTexts = () =>
  screen.queryAllByRole('alert', { hidden: true }).map((alert) => alert.textContent);

describe('SalesImportCard', () => {
  it('sends the file, then shows the lines imported and lists the failed ones', async () => {
    const { user, fetchSpy, file } = await importSales({ body: partial });
    const failed = await screen.findByRole('dialog', { name: englishT('importFailedTitle') });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Line 2: ${englishT('salesImportDateInvalid')}`,
      `Line 5: ${englishT('salesImportCustomerUnknown', { custNo: 'C9' })}`,
    ]);
    expect(snackbarTexts()).toContain(englishT('importPartial'));
    const [sent] = bodiesSentTo(fetchSpy, pointsApi.importSales);
    expect(sent instanceof FormData ? sent.get(importFileField) : null).toEqual(file);

    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The count stays in the card until the next import.
    expect(screen.getByRole('status').textContent).toBe('3 sales lines imported');
  });

  it('says how many lines a whole import took, without a failed-lines list', async () => {
    await importSales({ body: { success: true, imported: 1, failedItems: [] } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('1 sales line imported'),
    );
    expect(snackbarTexts()).toContain(englishT('imported'));
    expect(screen.queryByRole('dialog', { name: englishT('importFailedTitle') })).toBeNull();
  });

  it("shows the server's message when the file is refused", async () => {
    const message = englishT('salesImportColumnsMissing', { columns: 'amount' });
    await importSales({
      status: 400,
      body: { key: 'salesImportColumnsMissing', params: { columns: 'amount' }, message },
    });
    await waitFor(() => expect(snackbarTexts()).toContain(message));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
