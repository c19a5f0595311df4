import { englishT, inEnglish, itemApi, text, type ItemFile, type TextKey } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { stubApi } from '../../../test/stubApi';
import { itemCard, itemFile } from '../itemTestData';
import { FilePanel } from './FilePanel';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'new.png', {
    type: 'image/png',
  });

const snackbarSays = (key: TextKey, params?: Record<string, string>) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      inEnglish(text(key, params)),
    ),
  );

/** The fields of the multipart bodies sent to `path`. */
function capture(path: string, answer: (fields: Record<string, FormDataEntryValue>) => unknown) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  return {
    sent,
    stub: {
      [path]: (body: unknown) => {
        const fields = body instanceof FormData ? Object.fromEntries(body.entries()) : {};
        sent.push(fields);
        return { body: answer(fields) };
      },
    },
  };
}

const supplierPicture = itemFile({ id: 1, manual: false, sourceType: 1, mainPic: true, sort: 5 });
const hiddenManual = itemFile({ id: 2, hidden: 1, fileName: 'hidden.png' });
const manualPicture = itemFile({ id: 3, fileName: 'manual.png', sort: 1 });
const hiddenSupplier = itemFile({ id: 4, hidden: 1, manual: false, fileName: 'old.png' });
const pdf = itemFile({ id: 5, fileType: 2, fileName: 'manual.pdf', fileDescript: 5 });

function renderPanel(files: ItemFile[], kind: 'image' | 'pdf' | 'link' = 'image') {
  return renderInApp(<FilePanel item={itemCard(files)} kind={kind} label="Images" />);
}

const fileNames = () =>
  within(screen.getByRole('list', { name: 'Images' }))
    .getAllByRole('button')
    .map((row) => row.querySelector('.MuiListItemText-primary')?.textContent);

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Images' })).getByRole('button', {
    name: new RegExp(name.replace('.', '\\.')),
  });

async function chooseDescription(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: /File description/ }));
  await user.click(await screen.findByRole('option', { name }));
}

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

  it("asks for the file, then the description ('Please choose file', 'Select File Description'), then uploads", async () => {
    const uploaded = capture(itemApi.uploadItemFile, () =>
      itemFile({ id: 9, fileName: 'new.png' }),
    );
    const fetchSpy = stubApi(uploaded.stub);
    const { user } = renderPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const form = screen.getByRole('form', { name: 'New file' });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('itemFileChooseFile');
    await user.upload(within(form).getByLabelText('Choose file'), png());
    expect(await within(form).findByText('new.png')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('itemFileSelectDescription');
    expect(fetchSpy).not.toHaveBeenCalled();

    await chooseDescription(user, 'Drawing');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Sort' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Sort' }), '30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('fileUploaded');
    expect(uploaded.sent).toHaveLength(1);
    const [fields] = uploaded.sent;
    expect(fields).toMatchObject({
      itemNo: 'OC90',
      fileType: '1',
      fileDescription: '3',
      sort: '30',
    });
    expect(fields?.file).toBeInstanceOf(File);
    expect(screen.queryByRole('form', { name: 'New file' })).toBeNull();
  });

  it('refuses a text file named .png before sending it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderPanel([]);
    await user.click(screen.getByRole('button', { name: 'Add file' }));
    await user.upload(
      screen.getByLabelText('Choose file'),
      new File(['<svg onload=alert(1)>'], 'evil.png', { type: 'image/png' }),
    );
    await snackbarSays('pictureNotAccepted', { name: 'evil.png' });
    expect(screen.getByText(englishT('noFileChosen'))).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks a PDF on choosing, as the Images panel checks a picture, in the new and edit forms (issue 32)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderPanel([pdf], 'pdf');
    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const form = screen.getByRole('form', { name: 'New file' });
    await user.upload(
      within(form).getByLabelText('Choose file'),
      new File(['<html>not a PDF</html>'], 'fake.pdf', { type: 'application/pdf' }),
    );
    await snackbarSays('itemFileNotPdf');
    expect(within(form).getByText(englishT('noFileChosen'))).toBeTruthy();
    await user.upload(
      within(form).getByLabelText('Choose file'),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
    );
    await snackbarSays('fileEmptyNamed', { name: 'empty.pdf' });
    expect(within(form).getByText(englishT('noFileChosen'))).toBeTruthy();
    await user.upload(
      within(form).getByLabelText('Choose file'),
      new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'guide.pdf', {
        type: 'application/pdf',
      }),
    );
    expect(await within(form).findByText('guide.pdf')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(screen.getByRole('list', { name: 'Images' })).getByRole('button', {
        name: /manual\.pdf/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: 'Edit manual.pdf' });
    // A PDF cut short (no end marker) is refused too, as the server refuses it.
    await user.upload(
      within(edit).getByLabelText('Replace file'),
      new File(['%PDF-1.4\n1 0 obj<<>>'], 'cut.pdf', { type: 'application/pdf' }),
    );
    await snackbarSays('itemFileNotPdf');
    expect(within(edit).getByText(englishT('noFileChosen'))).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks for a link's URL ('Please enter URL'), refuses javascript:, and uploads it as fileType 4", async () => {
    const address = 'https://mahle.com/oc90';
    const uploaded = capture(itemApi.uploadItemFile, () =>
      itemFile({ id: 7, fileType: 4, fileName: address, url: address }),
    );
    stubApi(uploaded.stub);
    const { user } = renderPanel([], 'link');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const form = screen.getByRole('form', { name: 'New link' });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('itemLinkEnterUrl');
    await pasteInto(
      user,
      within(form).getByRole('textbox', { name: /URL/ }),
      'javascript:alert(1)',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('itemLinkInvalid');
    await user.clear(within(form).getByRole('textbox', { name: /URL/ }));
    await pasteInto(user, within(form).getByRole('textbox', { name: /URL/ }), address);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('itemFileSelectDescription');
    await chooseDescription(user, 'Manufacturer page');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await snackbarSays('linkUploaded');
    expect(uploaded.sent[0]).toMatchObject({
      itemNo: 'OC90',
      fileType: '4',
      fileDescription: '7',
      URL: address,
    });
    expect(uploaded.sent[0]).not.toHaveProperty('file');
  });

  it('refuses a link over 2,000 characters with a message naming the limit, never cutting or sending it (issue 31)', async () => {
    const uploaded = capture(itemApi.uploadItemFile, () => itemFile({ id: 7, fileType: 4 }));
    stubApi(uploaded.stub);
    const tooLong = `https://mahle.com/${'x'.repeat(2100 - 18)}`;
    const refusal = 'A link may hold at most 2,000 characters';
    const { user } = renderPanel([], 'link');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const form = screen.getByRole('form', { name: 'New link' });
    const url = within(form).getByRole('textbox', { name: /URL/ });
    await pasteInto(user, url, tooLong);
    expect(url).toHaveProperty('value', tooLong);
    await chooseDescription(user, 'Manufacturer page');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(refusal),
    );
    expect(within(form).getByText(refusal)).toBeTruthy();
    expect(url).toHaveProperty('value', tooLong);
    expect(uploaded.sent).toEqual([]);
  });

  it("refuses a sort of -5 or 99999999 with the catalogue's words in the new and edit forms, sending nothing (issue 31)", async () => {
    const uploaded = capture(itemApi.uploadItemFile, () => itemFile({ id: 9 }));
    const updated = capture(itemApi.updateItemFile, () => manualPicture);
    stubApi({ ...uploaded.stub, ...updated.stub });
    const refusal = 'Sort must be a whole number from 0 to 1000000';
    const refused = () =>
      waitFor(() =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(refusal),
      );
    const { user } = renderPanel([manualPicture]);
    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const form = screen.getByRole('form', { name: 'New file' });
    await user.upload(within(form).getByLabelText('Choose file'), png());
    await chooseDescription(user, 'Drawing');
    const sort = within(form).getByRole('spinbutton', { name: 'Sort' });
    for (const typed of ['-5', '99999999']) {
      await user.clear(sort);
      await user.type(sort, typed);
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      await refused();
      expect(within(form).getByText(refusal)).toBeTruthy();
    }
    expect(uploaded.sent).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(row('manual.png'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: 'Edit manual.png' });
    const editSort = within(edit).getByRole('spinbutton', { name: 'Sort' });
    await user.clear(editSort);
    await user.type(editSort, '-5');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await refused();
    expect(within(edit).getByText(refusal)).toBeTruthy();
    expect(updated.sent).toEqual([]);
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
