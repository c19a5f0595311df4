import { bugApi, type BugDetail, type BugListRow, type Me } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../test/dialogSteps';
import { pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../test/stubApi';
import { BugListPage } from './BugListPage';
import { ReportProblemDialog } from './ReportProblemDialog';

const tester: Me = {
  login: 'tester',
  fullName: 'Tess Tester',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['Tester'],
};

const row = (id: number, status: number, description = `Problem ${id}`): BugListRow => ({
  id,
  created: '2026-03-04T10:20:00.000Z',
  reporterLogin: 'contentmanager',
  page: '/admin/banners',
  description,
  status,
});

const detail = (status: number, comments: BugDetail['comments'] = []): BugDetail => ({
  ...row(12, status),
  description: 'The preview stays empty\nafter choosing a PNG',
  updated: '2026-03-04T10:20:00.000Z',
  userAgent: 'Mozilla/5.0 Chrome/131',
  screenshot: '/api/Bugs/Screenshot/12',
  comments,
});

const page = (rows: BugListRow[]) => ({
  body: { rows, pageCount: 1, total: rows.length, capped: false },
});

const renderList = (path = '/admin/bugs', me: Me = tester) =>
  renderInApp(<BugListPage />, { path, me });

describe('BugListPage', () => {
  it('lists id, created, reporter, page, description and status, newest first', async () => {
    const fetchSpy = stubApi({ [bugApi.bugsPage]: page([row(12, 1), row(11, 3)]) });
    renderList();
    expect(await screen.findByRole('cell', { name: 'Problem 12' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id',
      'Created',
      'Reporter',
      'Page',
      'Description',
      'Status',
    ]);
    const second = screen.getAllByRole('row')[2];
    expect(within(second!).getByRole('cell', { name: 'Fixed' })).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, bugApi.bugsPage).at(-1)).toEqual({
      size: 25,
      page: 0,
      desc: true,
      status: 0,
    });
    expect(queriesSentTo(fetchSpy, bugApi.bugsPage).at(-1)?.get('orderBy')).toBe('id');
  });

  it('sends the chosen status in the body and keeps it in the address', async () => {
    const fetchSpy = stubApi({ [bugApi.bugsPage]: page([row(12, 1)]) });
    const { user, router } = renderList();
    await screen.findByRole('cell', { name: 'Problem 12' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'none',
      'New',
      'In progress',
      'Fixed',
      'Rejected',
      'Duplicate',
    ]);
    await user.click(screen.getByRole('option', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, bugApi.bugsPage).at(-1)).toMatchObject({ status: 5 }),
    );
    expect(router.state.location.search).toContain('status=5');
  });

  it('opens a report with its screenshot and thread; a comment marking it Fixed closes it', async () => {
    let current = detail(1, [
      {
        id: 1,
        authorLogin: 'tester',
        body: 'Which browser?',
        status: null,
        created: '2026-03-04T11:00:00.000Z',
      },
    ]);
    const fetchSpy = stubApi({
      [bugApi.bugsPage]: page([row(12, 1)]),
      [bugApi.bug]: () => ({ body: current }),
      [bugApi.updateBug]: () => {
        current = {
          ...current,
          status: 3,
          comments: [
            ...current.comments,
            {
              id: 2,
              authorLogin: 'tester',
              body: 'Fixed in 1.2',
              status: 3,
              created: '2026-03-05T09:00:00.000Z',
            },
          ],
        };
        return { body: current };
      },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Open report 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report 12' });
    expect(await within(dialog).findByText(/The preview stays empty/)).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: 'Screenshot of report 12' }).getAttribute('src'),
    ).toBe('/api/Bugs/Screenshot/12');
    expect(within(dialog).getByText('Which browser?')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await pickOption(user, dialog, 'Status', 'Fixed');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Comment' }), 'Fixed in 1.2');
    await user.click(save);

    expect(await screen.findByText('Report updated')).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, bugApi.updateBug)).toEqual([
      { id: 12, status: 3, comment: 'Fixed in 1.2' },
    ]);
    // Saved: the dialog closes and the list asks for its rows again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bodiesSentTo(fetchSpy, bugApi.bugsPage)).toHaveLength(2));
    // Opened again, it shows the status change in the thread.
    await user.click(screen.getByRole('button', { name: 'Open report 12' }));
    const again = await screen.findByRole('dialog', { name: 'Report 12' });
    expect(await within(again).findByText('Status changed to Fixed')).toBeTruthy();
    expect(within(again).getByText('Fixed in 1.2')).toBeTruthy();
  });

  it('shows the server refusal and keeps what was written', async () => {
    stubApi({
      [bugApi.bugsPage]: page([row(12, 1)]),
      [bugApi.bug]: { body: detail(1) },
      [bugApi.updateBug]: {
        status: 400,
        body: {
          message: 'A value is too long: at most 4000 characters',
          key: 'valueTooLong',
          params: { max: 4000 },
        },
      },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Open report 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report 12' });
    const comment = await within(dialog).findByRole('textbox', { name: 'Comment' });
    await pasteInto(user, comment, 'Looks fine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A value is too long: at most 4000 characters')).toBeTruthy();
    expect(comment).toHaveProperty('value', 'Looks fine');
  });
});

const pngFile = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shot.png', {
    type: 'image/png',
  });

const renderReport = (path = '/admin/banners?page=2') =>
  renderInApp(<ReportProblemDialog onClose={() => undefined} />, {
    path,
    me: { ...tester, login: 'contentmanager', roles: ['ContentManager'] },
  });

describe('ReportProblemDialog', () => {
  it('sends the page, the browser, the description and a chosen screenshot', async () => {
    const fetchSpy = stubApi({
      [bugApi.reportBug]: {
        body: { ...detail(1), id: 31, comments: undefined },
      },
    });
    const { user } = renderReport();
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByRole('textbox', { name: 'Page' })).toHaveProperty(
      'value',
      '/admin/banners?page=2',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Browser' })).toHaveProperty(
      'value',
      navigator.userAgent,
    );

    // A description is required.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // The form's check runs after the click returns.
    expect(await within(dialog).findByText('This is a required field')).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, bugApi.reportBug)).toEqual([]);

    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: /Description/ }),
      'Save fails',
    );
    await user.upload(within(dialog).getByLabelText('Choose a picture'), pngFile());
    expect(await within(dialog).findByRole('img', { name: 'Screenshot' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thank you: your report 31 was sent')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchSpy, bugApi.reportBug);
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('page')).toBe('/admin/banners?page=2');
    expect(form.get('description')).toBe('Save fails');
    expect(form.get('userAgent')).toBe(navigator.userAgent);
    expect((form.get('screenshot') as File).name).toBe('shot.png');
  });

  it('refuses a chosen file that is not a picture, and sends none', async () => {
    const fetchSpy = stubApi({ [bugApi.reportBug]: { body: { ...detail(1), id: 32 } } });
    const { user } = renderReport();
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    const text = new File(['hello'], 'notes.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Choose a picture'), text);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      '"notes.png" is not a PNG, JPEG, GIF or WebP picture: only these are accepted, checked by content',
    );
    expect(within(dialog).queryByRole('img', { name: 'Screenshot' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you: your report 32 was sent');
    expect((bodiesSentTo(fetchSpy, bugApi.reportBug)[0] as FormData).has('screenshot')).toBe(false);
  });

  it("lists the caller's reports with their status, and opens one read-only", async () => {
    stubApi({
      [bugApi.myBugs]: page([row(12, 3)]),
      [bugApi.bug]: { body: detail(3) },
    });
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'My reports' }));
    const dialog = screen.getByRole('dialog', { name: 'My reports' });
    expect(await within(dialog).findByRole('cell', { name: 'Fixed' })).toBeTruthy();
    expect(within(dialog).queryByRole('columnheader', { name: 'Reporter' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Open report 12' }));
    const report = await screen.findByRole('dialog', { name: 'Report 12' });
    await within(report).findByText(/The preview stays empty/);
    expect(within(report).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(report).queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });
});
