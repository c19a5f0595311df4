import { englishT, vehicleApi, vehicleFileApi, vehicleImportTypes } from '@bo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../platform/auth/MeContext';
import { renderInApp } from '../../../test/renderInApp';
import { stubApi } from '../../../test/stubApi';
import { totals, vehicleEditor } from '../vehicleTestData';
import { VehicleImportExportPage } from './VehicleImportExportPage';

/**
 * The page for an editor with every role, whose call to `held` waits until
 * `release` is called (an export of every item takes a while); the other
 * calls answer at once.
 */
function renderPage(held: string, heldBody: unknown) {
  const fetchSpy = stubApi({
    [vehicleApi.totalsInfo]: { body: totals },
    [held]: { body: heldBody },
  });
  const answer = fetchSpy.getMockImplementation();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  fetchSpy.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://test.invalid').pathname === held) await released;
    if (!answer) throw new Error('no stub');
    return answer(input, init);
  });
  const rendered = renderInApp(
    <MeContext value={vehicleEditor('VehicleEditorExport', 'VehicleEditorDelete')}>
      <VehicleImportExportPage />
    </MeContext>,
  );
  return { ...rendered, release };
}

/** Every import and export button of the screen (a modal dialog may hide them: `hidden`). */
const fileButtons = () =>
  [
    'Import marks',
    'Export marks',
    'Import models',
    'Export models',
    'Import modifications',
    'Export modifications',
    'Export full',
    'Import items',
    'Export items',
    'Export with filter',
    'Remove by List',
  ].map((name) => screen.getByRole('button', { name, hidden: true }));

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('Import-export screen: one file at a time', () => {
  beforeEach(() => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });

  it('disables every other import and export while an export runs, the running one showing progress', async () => {
    const { user, release } = renderPage(vehicleFileApi.exportVehicleItems, 'typeId,itemNo');
    const running = await screen.findByRole('button', { name: 'Export items' });
    expect(fileButtons().filter(isDisabled)).toEqual([]);

    await user.click(running);
    await waitFor(() => expect(isDisabled(running)).toBe(true));
    expect(within(running).getByRole('progressbar')).toBeTruthy();
    expect(fileButtons().filter((button) => !isDisabled(button))).toEqual([]);
    // The Reference is no file transfer: it stays.
    expect(screen.getByRole('link', { name: 'Reference' })).toBeTruthy();

    release();
    await waitFor(() => expect(fileButtons().filter(isDisabled)).toEqual([]));
    expect(within(running).queryByRole('progressbar')).toBeNull();
  });

  it('disables every export and the other imports while an import runs', async () => {
    const { user, release } = renderPage(vehicleFileApi.import(vehicleImportTypes.models), {
      success: true,
      imported: 1,
      failedItems: [],
    });
    await user.click(await screen.findByRole('button', { name: 'Import models' }));
    const dialog = screen.getByRole('dialog', {
      name: englishT('importTitle', { type: 'models' }),
    });
    await user.upload(within(dialog).getByLabelText('Choose file'), new File(['x'], 'm.xlsx'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('dialog', { name: englishT('importRunning') })).toBeTruthy();
    await waitFor(() => expect(fileButtons().filter((button) => !isDisabled(button))).toEqual([]));

    release();
    await waitFor(() => expect(fileButtons().filter(isDisabled)).toEqual([]));
  });
});
