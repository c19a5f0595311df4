import {
  englishT,
  importFileField,
  snackbarTimeouts,
  vehicleApi,
  vehicleFileApi,
  vehicleImportTypes,
  type Me,
  type VehicleImportAnswer,
} from '@bo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../platform/auth/MeContext';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { totals, vehicleEditor } from '../vehicleTestData';
import { VehicleImportExportPage } from './VehicleImportExportPage';

type Answer = { status?: number; body: unknown };

/** What TotalsInfo answers; an import stub may change it. */
let currentTotals = totals;

/** The page for `me`, with TotalsInfo answering `currentTotals`. */
function renderPage(me: Me, answers: Record<string, Answer | (() => Answer)> = {}) {
  const fetchSpy = stubApi({
    [vehicleApi.totalsInfo]: () => ({ body: currentTotals }),
    ...answers,
  });
  const rendered = renderInApp(
    <MeContext value={me}>
      <VehicleImportExportPage />
    </MeContext>,
  );
  return { ...rendered, fetchSpy };
}

const widget = (name: string) => screen.getByRole('region', { name });
const totalText = (total: number) => englishT('vehicleIeTotal', { total });

/** The snackbar, also while a modal dialog hides the page from the accessibility tree. */
const snackbarText = (text: string) =>
  screen.queryAllByRole('alert', { hidden: true }).find((alert) => alert.textContent === text);

/** Chooses `fileName` in the open import dialog named `title`, then presses its `action` button. */
async function chooseAndSend(
  user: ReturnType<typeof renderPage>['user'],
  title: string,
  fileName: string,
  action: 'Import' | 'Delete',
  beforeSend = () => {},
) {
  const dialog = screen.getByRole('dialog', { name: title });
  const file = new File(['x'], fileName);
  await user.upload(within(dialog).getByLabelText('Choose file'), file);
  const button = within(dialog).getByRole('button', { name: action });
  beforeSend();
  // fireEvent: userEvent waits on real timers, which may be fake from here on.
  fireEvent.click(button);
  return { dialog, file };
}

describe('VehicleImportExportPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    currentTotals = totals;
  });

  it('shows each widget with its total, and the Reference opening the instruction PDF', async () => {
    renderPage(vehicleEditor());
    expect(await within(widget('Marks')).findByText(totalText(61))).toBeTruthy();
    expect(within(widget('Models')).getByText(totalText(2034))).toBeTruthy();
    expect(within(widget('Modifications')).getByText(totalText(30_120))).toBeTruthy();
    expect(within(widget('Items')).getByText('Total: 1,002,345')).toBeTruthy();

    const reference = screen.getByRole('link', { name: 'Reference' });
    expect(reference.getAttribute('href')).toBe(vehicleFileApi.reference);
    expect(reference.getAttribute('target')).toBe('_blank');
  });

  it('shows a vehicle editor the imports only, without export or delete roles', async () => {
    renderPage(vehicleEditor());
    await within(widget('Marks')).findByText(totalText(61));
    for (const what of ['marks', 'models', 'modifications', 'items']) {
      expect(screen.getByRole('button', { name: `Import ${what}` })).toBeTruthy();
      expect(screen.queryByRole('button', { name: `Export ${what}` })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Export full' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export with filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove by List' })).toBeNull();
  });

  it('shows the export entries to VehicleEditorExport, and Remove by List to VehicleEditorDelete', async () => {
    const { unmount } = renderPage(vehicleEditor('VehicleEditorExport'));
    await within(widget('Marks')).findByText(totalText(61));
    for (const what of ['marks', 'models', 'modifications', 'items']) {
      expect(screen.getByRole('button', { name: `Export ${what}` })).toBeTruthy();
    }
    expect(
      within(widget('Modifications')).getByRole('button', { name: 'Export full' }),
    ).toBeTruthy();
    expect(
      within(widget('Items')).getByRole('button', { name: 'Export with filter' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove by List' })).toBeNull();
    unmount();

    renderPage(vehicleEditor('VehicleEditorDelete'));
    await within(widget('Marks')).findByText(totalText(61));
    expect(within(widget('Items')).getByRole('button', { name: 'Remove by List' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export with filter' })).toBeNull();
  });

  it('lists the lines an import refused with their key cells, warns, and counts again', async () => {
    const answer: VehicleImportAnswer = {
      success: false,
      imported: 1,
      failedItems: [
        {
          line: 3,
          modelId: null,
          markId: 999,
          model: 'A4',
          error: englishT('vehicleMarkNotFound'),
        },
        { line: 5, modelId: '', markId: 7, model: '', error: englishT('vehicleModelRequired') },
      ],
    };
    const importPath = vehicleFileApi.import(vehicleImportTypes.models);
    const { user, fetchSpy } = renderPage(vehicleEditor(), {
      [importPath]: () => {
        currentTotals = { ...totals, totalModels: 2035 };
        return { body: answer };
      },
    });
    await within(widget('Models')).findByText(totalText(2034));
    await user.click(screen.getByRole('button', { name: 'Import models' }));
    const title = englishT('importTitle', { type: 'models' });
    const { dialog, file } = await chooseAndSend(user, title, 'models.xlsx', 'Import');
    // Models are read from an .xlsx workbook with a header row.
    expect(within(dialog).getByText(englishT('importSupportsXlsx'))).toBeTruthy();
    expect(within(dialog).getByText(englishT('importReadsFromSecondLine'))).toBeTruthy();

    const failed = await screen.findByRole('dialog', { name: englishT('importFailedTitle') });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3 (markId 999, model A4): Mark not found',
      'Line 5 (markId 7): The Model field is required.',
    ]);
    expect(snackbarText(englishT('importPartial'))?.className).toMatch(/colorWarning/);
    const [sent] = bodiesSentTo(fetchSpy, importPath);
    expect(sent instanceof FormData ? sent.get(importFileField) : null).toEqual(file);

    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(widget('Models')).findByText(totalText(2035))).toBeTruthy();
  });

  it('takes items from .csv or .xlsx, and says the file was imported when no line failed', async () => {
    const { user } = renderPage(vehicleEditor(), {
      [vehicleFileApi.import(vehicleImportTypes.items)]: {
        body: { success: true, imported: 2, failedItems: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import items' }));
    const title = englishT('importTitle', { type: 'items' });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByText(englishT('importSupportsCsvAndXlsx'))).toBeTruthy();
    expect(within(dialog).getByLabelText('Choose file').getAttribute('accept')).toMatch(/\.csv/);

    await chooseAndSend(user, title, 'items.csv', 'Import');
    await waitFor(() =>
      expect(snackbarText(englishT('imported'))?.className).toMatch(/colorSuccess/),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes items by list: its own titles and texts, the lines not deleted, then the totals', async () => {
    const removePath = vehicleFileApi.import(vehicleImportTypes.removeItems);
    const { user, fetchSpy } = renderPage(vehicleEditor('VehicleEditorDelete'), {
      [removePath]: () => {
        currentTotals = { ...totals, totalItems: 1_002_344 };
        return {
          body: {
            success: false,
            imported: 1,
            failedItems: [
              { line: 4, typeId: 12, itemNo: 'OC90', error: 'This vehicle has no such item' },
            ],
          },
        };
      },
    });
    await within(widget('Items')).findByText(totalText(1_002_345));
    await user.click(screen.getByRole('button', { name: 'Remove by List' }));
    const title = englishT('vehicleIeRemoveTitle');
    const { dialog } = await chooseAndSend(user, title, 'remove.xlsx', 'Delete');
    expect(within(dialog).getByText(englishT('importSupportsCsvAndXlsx'))).toBeTruthy();

    const failed = await screen.findByRole('dialog', {
      name: 'The following lines have not deleted',
    });
    expect(within(failed).getByRole('listitem').textContent).toBe(
      'Line 4 (typeId 12, itemNo OC90): This vehicle has no such item',
    );
    expect(snackbarText('File read successfully, but some errors occurred')?.className).toMatch(
      /colorWarning/,
    );
    expect(bodiesSentTo(fetchSpy, removePath)).toHaveLength(1);
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(await within(widget('Items')).findByText(totalText(1_002_344))).toBeTruthy();
  });

  it('says the items were deleted when every line of the list was', async () => {
    const { user } = renderPage(vehicleEditor('VehicleEditorDelete'), {
      [vehicleFileApi.import(vehicleImportTypes.removeItems)]: {
        body: { success: true, imported: 3, failedItems: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove by List' }));
    await chooseAndSend(user, englishT('vehicleIeRemoveTitle'), 'remove.csv', 'Delete');
    await waitFor(() =>
      expect(snackbarText(englishT('itemsDeleted'))?.className).toMatch(/colorSuccess/),
    );
    expect(screen.queryByRole('dialog', { name: englishT('deleteFailedTitle') })).toBeNull();
  });

  it('shows a refused file as an error for 4.5 s, with no dialog left open', async () => {
    const refusal = englishT('importNotSpreadsheet');
    const { user } = renderPage(vehicleEditor(), {
      [vehicleFileApi.import(vehicleImportTypes.marks)]: {
        status: 400,
        body: { message: refusal, key: 'importNotSpreadsheet' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import marks' }));
    await chooseAndSend(
      user,
      englishT('importTitle', { type: 'marks' }),
      'marks.xlsx',
      'Import',
      () => vi.useFakeTimers(),
    );
    // Lets the stubbed answer arrive; the snackbar's time starts when it shows.
    await act(() => vi.advanceTimersByTimeAsync(0));
    const shown = snackbarText(refusal);
    expect(shown?.className).toMatch(/colorError/);

    act(() => {
      vi.advanceTimersByTime(snackbarTimeouts.importFailure - 10);
    });
    expect(snackbarText(refusal)).toBe(shown);
    act(() => {
      vi.advanceTimersByTime(10);
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(snackbarText(refusal)).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
