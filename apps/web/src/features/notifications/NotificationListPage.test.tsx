import {
  messages,
  notificationApi,
  notificationScreens,
  notificationTypes,
  type Notification,
} from '@bo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../platform/i18n';
import { pickOption } from '../../test/dialogSteps';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { NotificationListPage } from './NotificationListPage';

function notification(id: number, custNo: string, status = 1): Notification {
  return {
    id,
    comId: 1,
    custNo,
    custName: `Customer ${custNo}`,
    type: 1,
    typeName: 'Debt confirmation',
    status,
    statusName: ['', 'New', 'Viewed', 'Agreed', 'Disagreed', 'Postponed'][status] ?? '',
    // Midday UTC: the same date in any time zone the test runs in.
    created: '2026-11-02T12:00:00.000Z',
    delayDate: status === 5 ? '2026-11-20' : null,
    delayCount: status === 5 ? 2 : 0,
    message: 'Your debt for 31/10/2026 is 1234.56. Do you agree with this?',
    userComment: status === 5 ? 'Next week' : '',
  };
}

const page = (rows: Notification[]) => ({
  body: { rows, pageCount: 1, total: rows.length, capped: false },
});

/** The stub answers by path and query, so each filter set gets its own rows. */
const listUrl = (query: string) => `${notificationApi.notificationsPage}?orderBy=created${query}`;

function renderList(path: string = notificationScreens.list) {
  const fetchSpy = stubApi({
    [notificationApi.types]: { body: notificationTypes },
    [listUrl('')]: page([notification(1, 'C100001'), notification(2, 'C100002', 3)]),
    [listUrl('&type=1')]: page([notification(1, 'C100001'), notification(2, 'C100002', 3)]),
    [listUrl('&type=1&status=3')]: page([notification(2, 'C100002', 3)]),
    [listUrl('&status=3')]: page([notification(2, 'C100002', 3), notification(9, 'C100009', 3)]),
    [listUrl('&type=1&status=5')]: page([notification(4, 'C100004', 5)]),
  });
  return { ...renderInApp(<NotificationListPage />, { path }), fetchSpy };
}

async function choose(user: UserEvent, filter: string, choice: string) {
  await pickOption(user, document.body, filter, choice);
}

const custNos = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[1]?.textContent);

describe('NotificationListPage', () => {
  it('shows the fields of a notification, newest first', async () => {
    const { fetchSpy } = renderList(`${notificationScreens.list}?type=1&status=5`);
    const cell = await screen.findByRole('cell', { name: 'C100004' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company',
      'Customer no',
      'Customer name',
      'Type',
      'Status',
      'Created',
      'Delay date',
      'Delay count',
      'Message',
      'User comment',
    ]);
    const cells = within(cell.closest('tr') ?? document.body)
      .getAllByRole('cell')
      .map((item) => item.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '1',
      'C100004',
      'Customer C100004',
      'Debt confirmation',
      'Postponed',
    ]);
    expect(cells[5]).toMatch(/^02\/11\/2026, \d\d:\d\d$/);
    expect(cells.slice(6)).toEqual([
      '20/11/2026',
      '2',
      'Your debt for 31/10/2026 is 1234.56. Do you agree with this?',
      'Next week',
    ]);
    // Newest first by default.
    expect(bodiesSentTo(fetchSpy, listUrl('&type=1&status=5'))).toEqual([
      { size: 25, page: 0, desc: true },
    ]);
    // The filters read from the address show as chosen.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('Debt confirmation'),
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Postponed');
    expect(screen.getByRole('link', { name: 'New notification' }).getAttribute('href')).toBe(
      notificationScreens.add,
    );
  });

  it('sends the chosen type and status, keeps them in the address, and none clears one', async () => {
    const { user, router, fetchSpy } = renderList();
    expect(await screen.findByRole('cell', { name: 'C100001' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe(messages.filterNone);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe(messages.filterNone);

    await choose(user, 'Type', 'Debt confirmation');
    await choose(user, 'Status', 'Agreed');
    await waitFor(() => expect(custNos()).toEqual(['C100002']));
    expect(router.state.location.search).toBe('?type=1&status=3');
    expect(bodiesSentTo(fetchSpy, listUrl('&type=1&status=3'))).toHaveLength(1);

    // The first choice of each list is exactly 'none'.
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.filterNone,
      'Debt confirmation',
    ]);
    await user.click(options[0] ?? document.body);
    await waitFor(() => expect(custNos()).toEqual(['C100002', 'C100009']));
    expect(router.state.location.search).toBe('?status=3');
  });

  it("names types and statuses by their codes in the user's language, not by the server's words", async () => {
    i18n.addResourceBundle('xx', 'translation', {
      notificationTypeDebtConfirmation: 'xx: Debt confirmation',
      notificationStatusAgreed: 'xx: Agreed',
    });
    stubApi({
      [notificationApi.types]: {
        body: [...notificationTypes, { type: 7, name: 'Table name', template: '' }],
      },
      [listUrl('')]: page([
        { ...notification(2, 'C100002', 3), typeName: 'Schuldbestätigung', statusName: 'Ja' },
        { ...notification(3, 'C100003', 1), type: 7, typeName: 'Table name' },
      ]),
    });
    const { user } = renderInApp(<NotificationListPage />, { path: notificationScreens.list });
    const typeAndStatus = async (custNo: string) =>
      within((await screen.findByRole('cell', { name: custNo })).closest('tr') ?? document.body)
        .getAllByRole('cell')
        .slice(3, 5)
        .map((cell) => cell.textContent);
    expect(await typeAndStatus('C100002')).toEqual(['Debt confirmation', 'Agreed']);
    // A type the contract does not know keeps the types table's name.
    expect(await typeAndStatus('C100003')).toEqual(['Table name', 'New']);

    await act(() => i18n.changeLanguage('xx'));
    expect(await typeAndStatus('C100002')).toEqual(['xx: Debt confirmation', 'xx: Agreed']);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.filterNone,
      'xx: Debt confirmation',
      'Table name',
    ]);
  });
});
