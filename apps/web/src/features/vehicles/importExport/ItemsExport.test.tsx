import { englishT, vehicleApi, vehicleFileApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../platform/auth/MeContext';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { savedDownloads } from '../../../test/savedDownloads';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../../test/stubApi';
import { markRow, model, pageOf, totals, vehicleEditor } from '../vehicleTestData';
import { VehicleImportExportPage } from './VehicleImportExportPage';

const itemsPath = vehicleFileApi.exportVehicleItems;

/** The page for an exporter; ExportVehicleItems and ExportMarks answer as given. */
function renderPage(exportAnswer: { status?: number; body: unknown } = { body: 'typeId;itemNo' }) {
  const fetchSpy = stubApi({
    [vehicleApi.totalsInfo]: { body: totals },
    [vehicleApi.marks]: pageOf([markRow(7, 'Audi'), markRow(9, 'BMW')]),
    [vehicleApi.models]: (markId) => ({
      body:
        markId === 7
          ? [model(7, 70, 'A4', '11.2000 - 12.2004'), model(7, 71, 'A6')]
          : [model(9, 90, 'X5')],
    }),
    [itemsPath]: exportAnswer,
    [vehicleFileApi.exportMarks]: exportAnswer,
  });
  const rendered = renderInApp(
    <MeContext value={vehicleEditor('VehicleEditorExport')}>
      <VehicleImportExportPage />
    </MeContext>,
  );
  return { ...rendered, fetchSpy };
}

/** Picks `option` in the dialog's select named `label`. */
async function choose(
  user: ReturnType<typeof renderPage>['user'],
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  const select = () => within(dialog).getByRole('combobox', { name: label });
  // A select is disabled until its choices have loaded.
  await waitFor(() => expect(select().getAttribute('aria-disabled')).not.toBe('true'));
  await user.click(select());
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openFilter(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Export with filter' }));
  return screen.getByRole('dialog', { name: englishT('vehicleIeFilterTitle') });
}

describe('Items export with filter', () => {
  const saved = savedDownloads();

  it('sends the mark, a model of that mark and the cleaned item number', async () => {
    const { user, fetchSpy } = renderPage();
    const dialog = await openFilter(user);
    // No model without a mark.
    expect(
      within(dialog).getByRole('combobox', { name: 'Model' }).getAttribute('aria-disabled'),
    ).toBe('true');

    await choose(user, dialog, 'Mark', 'Audi');
    await choose(user, dialog, 'Model', 'A4 (11.2000 - 12.2004)');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Item number' }), ' oc-90 ');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchSpy, vehicleApi.models)).toEqual([7]);
    const [query] = queriesSentTo(fetchSpy, itemsPath);
    expect(Object.fromEntries(query ?? [])).toEqual({ markId: '7', modelId: '70', itemNo: 'OC90' });
    expect(saved).toEqual(['vehicle-items.csv']);
  });

  it('forgets the model when another mark is chosen, and sends nothing for empty fields', async () => {
    const { user, fetchSpy } = renderPage();
    let dialog = await openFilter(user);
    await choose(user, dialog, 'Mark', 'Audi');
    await choose(user, dialog, 'Model', 'A6');
    await choose(user, dialog, 'Mark', 'BMW');
    expect(within(dialog).getByRole('combobox', { name: 'Model' }).textContent).not.toContain('A6');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openFilter(user);
    // Opened again, the dialog starts empty: every item of every vehicle.
    expect(within(dialog).getByRole('combobox', { name: 'Mark' }).textContent).not.toContain('BMW');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(queriesSentTo(fetchSpy, itemsPath).map((query) => query.toString())).toEqual([
      'markId=9',
      '',
    ]);
  });

  it('refuses an item number that cannot be one, and sends nothing', async () => {
    const { user, fetchSpy } = renderPage();
    const dialog = await openFilter(user);
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: 'Item number' }),
      'OC90-OC91-OC92-OC93-OC94-OC95',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText(englishT('vehicleItemNoInvalid'))).toBeTruthy();
    expect(queriesSentTo(fetchSpy, itemsPath)).toEqual([]);
  });

  it('keeps the dialog open and shows the answer when the export is refused', async () => {
    const { user } = renderPage({ status: 403, body: { message: 'Forbidden', key: 'forbidden' } });
    const dialog = await openFilter(user);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('alert', { hidden: true })
          .some((alert) => alert.textContent === englishT('forbidden')),
      ).toBe(true),
    );
    expect(screen.getByRole('dialog', { name: englishT('vehicleIeFilterTitle') })).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe('Exports', () => {
  const saved = savedDownloads();

  it('downloads the marks workbook with a GET, named marks.xlsx when the answer names none', async () => {
    const { user, fetchSpy } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export marks' }));
    await waitFor(() => expect(saved).toEqual(['marks.xlsx']));
    const call = fetchSpy.mock.calls.find(([input]) => input === vehicleFileApi.exportMarks);
    expect(call?.[1]?.method).toBe('GET');
  });

  it('shows a refused export as an error snackbar', async () => {
    const { user } = renderPage({ status: 403, body: { message: 'Forbidden', key: 'forbidden' } });
    await user.click(await screen.findByRole('button', { name: 'Export marks' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert', { hidden: true })
          .find((alert) => alert.textContent === englishT('forbidden'))?.className,
      ).toMatch(/colorError/),
    );
    expect(saved).toEqual([]);
  });
});
