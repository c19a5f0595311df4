import { messages, userApi, type Me, type UserListRow } from '@bo/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { stubApi } from '../../test/stubApi';
import { UserListPage } from './UserListPage';

const api = userApi('customer');

function me(custNo: string | null): Me {
  return {
    login: 'owner',
    fullName: 'Olga Owner',
    custNo,
    comId: 1,
    lang: null,
    roles: ['CustomerUser'],
  };
}

const row: UserListRow = {
  login: 'c100001-2',
  custNo: 'C100001',
  fullName: 'Ivan',
  blocked: false,
};

const renderMyUsers = (custNo: string | null) =>
  renderInApp(<UserListPage variant="customer" />, {
    path: '/admin/customerusers',
    me: me(custNo),
  });

describe('My users', () => {
  it('lists the users of the signed-in customer', async () => {
    stubApi({ [api.usersPage]: { body: { rows: [row], pageCount: 1, total: 1, capped: false } } });
    renderMyUsers('C100001');
    expect(await screen.findByRole('link', { name: 'c100001-2' })).toBeTruthy();
  });

  it('says plainly why an account without a customer code has no users, asking nothing', async () => {
    const fetchSpy = stubApi({});
    const { queryClient } = renderMyUsers(null);
    expect(screen.getByText(messages.myUsersWithoutCustomer)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // Nothing was asked that could only be refused: no query was even made, so none can
    // start later.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
