import { englishT, itemApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/stubApi';
import { itemFile } from '../itemTestData';
import {
  capture,
  fileNames,
  hiddenManual,
  hiddenSupplier,
  manualPicture,
  pdf,
  renderPanel,
  row,
  snackbarSays,
  supplierPicture,
} from './filePanelTestKit';

describe('FilePanel', () => {
  it('lists visible files before hidden ones, supplier files before manual ones (C§4.1)', () => {
    renderPanel([hiddenManual, manualPicture, hiddenSupplier, supplierPicture, pdf]);
    // The PDF belongs to its own panel.
    expect(fileNames()).toEqual(['picture-1.png', 'manual.png', 'old.png', 'hidden.png']);
  });

  it('opens new mode with Add, blocks selecting a file there, and returns to none on Cancel', async () => {
    const { user } = renderPanel([supplierPicture, manualPicture]);
    await user.click(row('manual.png'));
    expect(screen.getByRole('region', { name: 'File details' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    expect(screen.getByRole('form', { name: 'New file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add file' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(true);

    // A click on a file selects nothing while adding.
    await user.click(row('picture-1.png'));
    expect(row('picture-1.png').getAttribute('aria-current')).toBeNull();
    expect(row('picture-1.png').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('form', { name: 'New file' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New file' })).toBeNull();
    await user.click(row('picture-1.png'));
    expect(row('picture-1.png').getAttribute('aria-current')).toBe('true');
  });

  it('deletes only manual files, after a confirmation', async () => {
    const deleted = capture(itemApi.deleteItemFile, () => ({ ok: true }));
    const fetchSpy = stubApi(deleted.stub);
    const { user } = renderPanel([supplierPicture, manualPicture]);

    await user.click(row('picture-1.png'));
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);

    await user.click(row('manual.png'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await snackbarSays('fileDeleted');
    expect(deleted.sent).toHaveLength(1);
    expect(deleted.sent[0]).toMatchObject({ itemNo: 'OC90', id: '3', fileName: 'manual.png' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('changes the description and file of manual files only', async () => {
    const { user } = renderPanel([supplierPicture, manualPicture]);
    await user.click(row('picture-1.png'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit picture-1.png' });
    expect(within(form).getByText(englishT('itemFileNotManualChange'))).toBeTruthy();
    expect(
      within(form)
        .getByRole('combobox', { name: /File description/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(form).queryByLabelText('Replace file')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(row('manual.png'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const manualForm = screen.getByRole('form', { name: 'Edit manual.png' });
    expect(
      within(manualForm)
        .getByRole('combobox', { name: /File description/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    expect(within(manualForm).getByLabelText('Replace file')).toBeTruthy();
  });

  it('never hides a first picture, nor makes a hidden file the first picture', async () => {
    const updated = capture(itemApi.updateItemFile, (fields) => ({
      ...supplierPicture,
      hidden: fields.Hidden === '1' ? 1 : 0,
      mainPic: fields.MainPic === '1',
    }));
    stubApi(updated.stub);
    const { user } = renderPanel([supplierPicture, hiddenManual]);

    await user.click(row('hidden.png'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    let form = screen.getByRole('form', { name: 'Edit hidden.png' });
    expect(within(form).getByRole('checkbox', { name: 'First picture' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(form).getByText(englishT('itemFileHiddenMainPic'))).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(row('picture-1.png'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    form = screen.getByRole('form', { name: 'Edit picture-1.png' });
    const hidden = within(form).getByRole('checkbox', { name: 'Hidden' });
    expect(hidden).toHaveProperty('disabled', true);
    expect(within(form).getByText(englishT('itemFileMainPicHidden'))).toBeTruthy();

    // No longer the first picture: now it may be hidden, and then not made first again.
    await user.click(within(form).getByRole('checkbox', { name: 'First picture' }));
    expect(hidden).toHaveProperty('disabled', false);
    await user.click(hidden);
    expect(within(form).getByRole('checkbox', { name: 'First picture' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('fileUpdated');
    expect(updated.sent[0]).toMatchObject({
      itemNo: 'OC90',
      id: '1',
      oldFileName: 'picture-1.png',
      Hidden: '1',
      MainPic: '0',
      FileDescription: '2',
      sort: '5',
    });
    expect(updated.sent[0]).not.toHaveProperty('file');
    // Saved: back to none.
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows a hidden file again: 'File unlocked successfully'", async () => {
    const shown = capture(itemApi.showItemFile, () => ({ ok: true }));
    stubApi(shown.stub);
    const { user } = renderPanel([supplierPicture, hiddenSupplier]);
    await user.click(row('picture-1.png'));
    expect(screen.queryByRole('button', { name: 'Show again' })).toBeNull();
    await user.click(row('old.png'));
    await user.click(screen.getByRole('button', { name: 'Show again' }));
    await snackbarSays('fileUnlocked');
    expect(shown.sent[0]).toMatchObject({ itemNo: 'OC90', id: '4', fileName: 'old.png' });
  });

  it('shows the name the file was uploaded under, and sends the stored name back (issue 32)', async () => {
    const deleted = capture(itemApi.deleteItemFile, () => ({ ok: true }));
    stubApi(deleted.stub);
    const uploaded = itemFile({ id: 11, fileName: '8f4c3e54-red.png', originalName: 'red.png' });
    const { user } = renderPanel([uploaded]);
    expect(fileNames()).toEqual(['red.png']);
    expect(screen.queryByText(/8f4c3e54/)).toBeNull();

    await user.click(row('red.png'));
    const details = screen.getByRole('region', { name: 'File details' });
    expect(within(details).getByText('red.png')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      uploaded.url,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Edit red.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(within(dialog).getByText(/red\.png/).textContent).not.toMatch(/8f4c3e54/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await snackbarSays('fileDeleted');
    expect(deleted.sent[0]).toMatchObject({ id: '11', fileName: '8f4c3e54-red.png' });
  });

  it("shows the server's refusal in an error snackbar and stays in edit mode", async () => {
    stubApi({
      [itemApi.updateItemFile]: {
        status: 409,
        body: {
          message: englishT('itemFileNotManualChange'),
          code: 'conflict',
          key: 'itemFileNotManualChange',
        },
      },
    });
    const { user } = renderPanel([manualPicture]);
    await user.click(row('manual.png'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some(
            (alert) =>
              alert.textContent === englishT('itemFileNotManualChange') &&
              alert.className.includes('Error'),
          ),
      ).toBe(true),
    );
    expect(screen.getByRole('form', { name: 'Edit manual.png' })).toBeTruthy();
  });
});
