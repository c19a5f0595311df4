import { englishT, messages } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { FailedLinesDialog } from './FailedLinesDialog';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { ImportProgressDialog } from './ImportProgressDialog';

const workbook = () =>
  new File(['xlsx bytes'], 'marks.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** A page with an Open button for the dialog, which closes it on Cancel and on Import. */
function Importer(props: Partial<ImportDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        {...props}
        onImport={(file) => {
          setOpen(false);
          props.onImport?.(file);
        }}
      />
    </>
  );
}

async function openImporter(props: Partial<ImportDialogProps> = {}) {
  const rendered = renderInApp(<Importer {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...rendered, dialog: screen.getByRole('dialog') };
}

describe('ImportDialog', () => {
  it('titles itself with the type and shows both notes', async () => {
    const { dialog } = await openImporter({ type: 'marks' });
    expect(screen.getByRole('dialog', { name: messages.importTitle('marks') })).toBe(dialog);
    expect(within(dialog).getByText(messages.importReadsFromSecondLine)).toBeTruthy();
    expect(within(dialog).getByText(messages.importSupportsXlsx)).toBeTruthy();
    expect(within(dialog).getByLabelText('Choose file').getAttribute('accept')).toContain('.xlsx');
  });

  it('keeps Import disabled until a file is chosen, and the clear button drops the file', async () => {
    const onImport = vi.fn();
    const { user, dialog } = await openImporter({ type: 'marks', onImport });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Clear file' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.upload(within(dialog).getByLabelText('Choose file'), workbook());
    expect(within(dialog).getByText('marks.xlsx')).toBeTruthy();
    expect(importButton).toHaveProperty('disabled', false);

    await user.click(within(dialog).getByRole('button', { name: 'Clear file' }));
    expect(within(dialog).queryByText('marks.xlsx')).toBeNull();
    expect(importButton).toHaveProperty('disabled', true);
    expect(onImport).not.toHaveBeenCalled();
  });

  it('hands the chosen file to onImport', async () => {
    const onImport = vi.fn();
    const { user, dialog } = await openImporter({ onImport });
    const file = workbook();
    await user.upload(within(dialog).getByLabelText('Choose file'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(onImport).toHaveBeenCalledExactlyOnceWith(file);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a custom title, leaves out the second-line note on request, and says Delete in delete mode', async () => {
    const { dialog } = await openImporter({
      title: 'Remove items by list',
      readsFromSecondLine: false,
      deleteMode: true,
    });
    expect(screen.getByRole('dialog', { name: 'Remove items by list' })).toBe(dialog);
    expect(within(dialog).queryByText(messages.importReadsFromSecondLine)).toBeNull();
    expect(within(dialog).getByText(messages.importSupportsXlsx)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('takes a .csv file as well where the import reads one, and says so', async () => {
    const { dialog } = await openImporter({ type: 'items', acceptsCsv: true });
    expect(within(dialog).getByText(englishT('importSupportsCsvAndXlsx'))).toBeTruthy();
    expect(within(dialog).queryByText(messages.importSupportsXlsx)).toBeNull();
    const accepted = within(dialog).getByLabelText('Choose file').getAttribute('accept');
    expect(accepted?.split(',')).toEqual(expect.arrayContaining(['.csv', '.xlsx']));
  });

  it('closes on Cancel and opens again without the file chosen before', async () => {
    const { user, dialog } = await openImporter();
    await user.upload(within(dialog).getByLabelText('Choose file'), workbook());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const reopened = screen.getByRole('dialog');
    expect(within(reopened).queryByText('marks.xlsx')).toBeNull();
    expect(within(reopened).getByRole('button', { name: 'Import' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('ImportProgressDialog', () => {
  it('shows progress while open, and nothing when closed', () => {
    const { rerender } = renderInApp(<ImportProgressDialog open />);
    const dialog = screen.getByRole('dialog', { name: messages.importRunning });
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(within(dialog).queryByRole('button')).toBeNull();

    rerender(<ImportProgressDialog open={false} />);
    return waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('FailedLinesDialog', () => {
  const lines = ['Line 3: Unknown mark', 'Line 7: The Model field is required.'];

  it('lists the failed lines under the default title, and Close closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(<FailedLinesDialog open lines={lines} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: messages.importFailedTitle });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a custom title', () => {
    renderInApp(
      <FailedLinesDialog
        open
        title={messages.deleteFailedTitle}
        lines={lines}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: messages.deleteFailedTitle })).toBeTruthy();
  });
});
