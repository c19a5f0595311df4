import { englishT, itemApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clearAndPaste, clearAndType, pasteInto } from '../../../test/pasteInto';
import { stubApi } from '../../../test/stubApi';
import { itemFile } from '../itemTestData';
import {
  capture,
  chooseDescription,
  manualPicture,
  pdf,
  png,
  renderPanel,
  row,
  snackbarSays,
} from './filePanelTestKit';

/** Chooses a PDF `name` of `content` in the form's file field `label`. */
const choosePdf = (
  user: UserEvent,
  form: HTMLElement,
  label: string,
  content: string[],
  name: string,
) =>
  user.upload(
    within(form).getByLabelText(label),
    new File(content, name, { type: 'application/pdf' }),
  );

describe('FilePanel', () => {
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
    await clearAndType(user, within(form).getByRole('spinbutton', { name: 'Sort' }), '30');
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
    await choosePdf(user, form, 'Choose file', ['<html>not a PDF</html>'], 'fake.pdf');
    await snackbarSays('itemFileNotPdf');
    expect(within(form).getByText(englishT('noFileChosen'))).toBeTruthy();
    await choosePdf(user, form, 'Choose file', [], 'empty.pdf');
    await snackbarSays('fileEmptyNamed', { name: 'empty.pdf' });
    expect(within(form).getByText(englishT('noFileChosen'))).toBeTruthy();
    await choosePdf(
      user,
      form,
      'Choose file',
      ['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'],
      'guide.pdf',
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
    await choosePdf(user, edit, 'Replace file', ['%PDF-1.4\n1 0 obj<<>>'], 'cut.pdf');
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
    await clearAndPaste(user, within(form).getByRole('textbox', { name: /URL/ }), address);
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
      await clearAndType(user, sort, typed);
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
    await clearAndType(user, editSort, '-5');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await refused();
    expect(within(edit).getByText(refusal)).toBeTruthy();
    expect(updated.sent).toEqual([]);
  });
});
