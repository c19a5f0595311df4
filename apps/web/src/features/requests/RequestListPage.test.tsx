import {
  messages,
  requestApi,
  requestStatusName,
  requestTypeName,
  type RegistrationRequest,
} from '@bo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../platform/i18n';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../test/stubApi';
import { RequestListPage } from './RequestListPage';

function request(id: number, type: number, status: number): RegistrationRequest {
  return {
    id,
    createdDate: '2026-03-04T10:20:00.000Z',
    custNo: `C1000${id}`,
    comId: 1,
    type,
    typeName: requestTypeName(type),
    status,
    statusName: requestStatusName(status),
    fullName: `Person ${id}`,
    eMail: `p${id}@example.com`,
    phone: `+1 555 01${id}`,
  };
}

const rows = [request(11, 1, 1), request(12, 1, 3), request(13, 2, 1), request(14, 1, 4)];
const page = (shown: RegistrationRequest[]) => ({
  body: { rows: shown, pageCount: 1, total: shown.length, capped: false },
});
const filterValues = {
  body: {
    types: [
      { value: 1, name: 'Registration' },
      { value: 2, name: 'Change of contact details' },
    ],
    statuses: [
      { value: 1, name: 'New' },
      { value: 3, name: 'Sent for confirmation' },
    ],
  },
};

function renderList(path = '/admin/requests') {
  return renderInApp(<RequestListPage />, { path });
}

const lastListQuery = (spy: ReturnType<typeof stubApi>) =>
  queriesSentTo(spy, requestApi.requestsPage).at(-1);

async function choose(user: ReturnType<typeof renderList>['user'], filter: string, name: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('RequestListPage', () => {
  it('shows the columns of A§2 in order, newest first', async () => {
    const fetchSpy = stubApi({
      [requestApi.requestsPage]: page(rows),
      [requestApi.requestFilters]: filterValues,
    });
    renderList();
    expect(await screen.findByRole('cell', { name: 'Person 11' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id',
      'Created',
      'Customer code',
      'Company',
      'Request type',
      'Status',
      'Full name',
      'E-mail',
      'Phone',
      '',
    ]);
    const first = screen.getAllByRole('row')[1];
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '11',
      new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(rows[0]!.createdDate)),
      'C100011',
      '1',
      'Registration',
      'New',
      'Person 11',
      'p11@example.com',
      '+1 555 0111',
      '',
    ]);
    expect(lastListQuery(fetchSpy)?.get('orderBy')).toBe('id');
    expect(bodiesSentTo(fetchSpy, requestApi.requestsPage).at(-1)).toMatchObject({
      desc: true,
    });
  });

  it('sends the chosen type and status in the query and the address; none clears them', async () => {
    // Five pages, so the second page of the address stays until a filter changes.
    const fetchSpy = stubApi({
      [requestApi.requestsPage]: { body: { rows, pageCount: 5, total: 120, capped: false } },
      [requestApi.requestFilters]: filterValues,
    });
    const { user, router } = renderList('/admin/requests?page=2');
    await screen.findByRole('cell', { name: 'Person 11' });
    expect(lastListQuery(fetchSpy)?.has('type')).toBe(false);
    expect(bodiesSentTo(fetchSpy, requestApi.requestsPage).at(-1)).toMatchObject({ page: 1 });

    // 'none' is the first choice of each filter.
    await user.click(screen.getByRole('combobox', { name: 'Request type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.filterNone,
      'Registration',
      'Change of contact details',
    ]);
    await user.click(screen.getByRole('option', { name: 'Registration' }));
    await waitFor(() => expect(lastListQuery(fetchSpy)?.get('type')).toBe('1'));
    // A changed filter goes back to the first page.
    expect(router.state.location.search).toBe('?type=1');

    await choose(user, 'Status', 'Sent for confirmation');
    await waitFor(() => expect(lastListQuery(fetchSpy)?.get('status')).toBe('3'));
    expect(lastListQuery(fetchSpy)?.get('type')).toBe('1');
    expect(router.state.location.search).toBe('?type=1&status=3');

    await choose(user, 'Request type', messages.filterNone);
    await waitFor(() => expect(lastListQuery(fetchSpy)?.has('type')).toBe(false));
    expect(lastListQuery(fetchSpy)?.get('status')).toBe('3');
    expect(router.state.location.search).toBe('?status=3');
  });

  it("names types and statuses by their codes in the user's language, not by the server's words", async () => {
    i18n.addResourceBundle('xx', 'translation', {
      requestTypeRegistration: 'xx: Registration',
      requestStatusNew: 'xx: New',
    });
    const serverWords = { typeName: 'Anmeldung', statusName: 'Neu' };
    stubApi({
      [requestApi.requestsPage]: page([{ ...request(11, 1, 1), ...serverWords }]),
      [requestApi.requestFilters]: {
        body: { types: [{ value: 1, name: 'Anmeldung' }], statuses: [{ value: 1, name: 'Neu' }] },
      },
    });
    const { user } = renderList();
    const cells = async () =>
      within((await screen.findAllByRole('row'))[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await screen.findByRole('cell', { name: 'Person 11' });
    expect((await cells()).slice(4, 6)).toEqual(['Registration', 'New']);
    await user.click(screen.getByRole('combobox', { name: 'Request type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      messages.filterNone,
      'Registration',
    ]);
    await user.keyboard('{Escape}');

    await act(() => i18n.changeLanguage('xx'));
    expect((await cells()).slice(4, 6)).toEqual(['xx: Registration', 'xx: New']);
  });

  it('reads the filters from the address', async () => {
    const fetchSpy = stubApi({
      [requestApi.requestsPage]: page(rows),
      [requestApi.requestFilters]: filterValues,
    });
    renderList('/admin/requests?type=2&status=1');
    await screen.findByRole('cell', { name: 'Person 11' });
    expect(lastListQuery(fetchSpy)?.get('type')).toBe('2');
    expect(lastListQuery(fetchSpy)?.get('status')).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Request type' }).textContent).toBe(
      'Change of contact details',
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('New');
  });

  it('gives only type 1 rows an Edit button, disabled once sent for confirmation or confirmed', async () => {
    stubApi({
      [requestApi.requestsPage]: page(rows),
      [requestApi.requestFilters]: filterValues,
    });
    renderList();
    const editNew = await screen.findByRole('button', { name: 'Edit request 11' });
    expect(editNew).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Edit request 12' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Edit request 14' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Edit request 13' })).toBeNull();
  });

  it('Allow registration posts the request id, says so, closes and reloads the list and filters', async () => {
    const fetchSpy = stubApi({
      [requestApi.requestsPage]: page(rows),
      [requestApi.requestFilters]: filterValues,
      [requestApi.sendForConfirm]: {
        body: { ok: true, login: 'C100011', userCreated: true },
      },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit request 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Request 11' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    expect(field('Customer code')).toHaveProperty('value', 'C100011');
    expect(field('Full name')).toHaveProperty('value', 'Person 11');
    expect(field('Phone')).toHaveProperty('value', '+1 555 0111');
    expect(field('E-mail')).toHaveProperty('value', 'p11@example.com');
    expect(field('E-mail')).toHaveProperty('readOnly', true);

    const listCalls = queriesSentTo(fetchSpy, requestApi.requestsPage).length;
    const filterCalls = queriesSentTo(fetchSpy, requestApi.requestFilters).length;
    await user.click(within(dialog).getByRole('button', { name: 'Allow registration' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      messages.registrationPermissionSent,
    );
    expect(bodiesSentTo(fetchSpy, requestApi.sendForConfirm)).toEqual([11]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queriesSentTo(fetchSpy, requestApi.requestsPage).length).toBeGreaterThan(listCalls);
    expect(queriesSentTo(fetchSpy, requestApi.requestFilters).length).toBeGreaterThan(filterCalls);
  });

  it('only logs an approval error: no message, the dialog stays open and can be tried again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = stubApi({
      [requestApi.requestsPage]: page(rows),
      [requestApi.requestFilters]: filterValues,
      [requestApi.sendForConfirm]: { status: 409, body: { message: 'Already sent' } },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Edit request 11' }));
    const allow = screen.getByRole('button', { name: 'Allow registration' });
    await user.click(allow);

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(bodiesSentTo(fetchSpy, requestApi.sendForConfirm)).toEqual([11]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Request 11' })).toBeTruthy();
    await waitFor(() => expect(allow).toHaveProperty('disabled', false));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('only logs a loading error, with no message to the user', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      [requestApi.requestsPage]: { status: 500, body: { message: 'Database down' } },
      [requestApi.requestFilters]: filterValues,
    });
    renderList();
    expect(await screen.findByText(messages.noRows)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Database down')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
