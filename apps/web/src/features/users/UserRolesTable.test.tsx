import {
  messages,
  roleCatalogue,
  userApi,
  type Me,
  type RoleCode,
  type UserRoleRow,
} from '@bo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../platform/i18n';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { UserRolesTable } from './UserRolesTable';

const login = 'jdoe';
const api = userApi('admin');

function roleRow(role: RoleCode): UserRoleRow {
  return { role, login, ...roleCatalogue[role] };
}

function me(roles: Me['roles']): Me {
  return { login: 'manager', fullName: 'Mary Manager', custNo: null, comId: 1, lang: null, roles };
}

const renderRoles = (roles: Me['roles'], { path }: { path?: string } = {}) =>
  renderInApp(<UserRolesTable variant="admin" login={login} />, { path, me: me(roles) });

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('UserRolesTable', () => {
  it('shows the role code column to Admin only', async () => {
    stubApi({ [api.userRoles]: { body: [roleRow('CustomerUser')] } });
    const { unmount } = renderRoles(['CustomerManager']);
    expect(await screen.findByRole('cell', { name: 'Customer user' })).toBeTruthy();
    expect(headers()).toEqual(['Name', 'Description', '']);
    expect(screen.queryByRole('cell', { name: 'CustomerUser' })).toBeNull();
    unmount();

    renderRoles(['CustomerManager', 'Admin']);
    expect(await screen.findByRole('cell', { name: 'CustomerUser' })).toBeTruthy();
    expect(headers()).toEqual(['Role code', 'Name', 'Description', '']);
  });

  it('pages the roles in the browser, sorted by name', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      role: `R${index}`,
      login,
      name: `Role ${String(30 - index).padStart(2, '0')}`,
      description: '',
    }));
    stubApi({ [api.userRoles]: { body: rows } });
    const { user } = renderRoles(['CustomerManager']);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent);

    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    expect(names()[0]).toBe('Role 01');
    expect(names()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeTruthy();
    expect(names()).toEqual(['Role 26', 'Role 27', 'Role 28', 'Role 29', 'Role 30']);
  });

  it('removes a role after confirming with the login, and says so', async () => {
    const fetchSpy = stubApi({
      [api.userRoles]: { body: [roleRow('CustomerUser'), roleRow('Returns')] },
      [api.deleteRole]: { body: { ok: true } },
    });
    const { user } = renderRoles(['CustomerManager']);
    await user.click(await screen.findByRole('button', { name: 'Remove role Returns' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove role' });
    expect(within(dialog).getByText(messages.removeRoleConfirm(login))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.roleRemoved));
    expect(bodiesSentTo(fetchSpy, api.deleteRole)).toEqual([roleRow('Returns')]);
  });

  it('adds a role picked from the roles that can still be added', async () => {
    const addable = [roleCatalogue.Returns].map((role) => ({ role: 'Returns', ...role }));
    const fetchSpy = stubApi({
      [api.userRoles]: { body: [roleRow('CustomerUser')] },
      [api.rolesForAdd]: { body: addable },
      [api.addRole(login)]: { body: { ok: true } },
    });
    const { user } = renderRoles(['CustomerManager']);
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = screen.getByRole('dialog', { name: 'Add role' });
    await user.click(await within(dialog).findByRole('button', { name: /^Returns/ }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.roleAdded));
    expect(bodiesSentTo(fetchSpy, api.rolesForAdd)[0]).toBe(login);
    expect(bodiesSentTo(fetchSpy, api.addRole(login))).toEqual(addable);
    // The table asks for the roles again.
    await waitFor(() => expect(bodiesSentTo(fetchSpy, api.userRoles)).toHaveLength(2));
  });

  it("names each role by its code in the user's language, not by the server's words", async () => {
    i18n.addResourceBundle('xx', 'translation', {
      roleCustomerUser: 'xx: Customer user',
      roleCustomerUserDescription: 'xx: own customer',
      roleReturns: 'xx: Returns',
    });
    stubApi({
      [api.userRoles]: {
        body: [
          { ...roleRow('Returns'), name: 'Rücksendungen' },
          { ...roleRow('CustomerUser'), name: 'Kundenbenutzer', description: 'Eigene Kunden' },
          // A code the contract does not know keeps the roles table's words.
          { role: 'Legacy', login, name: 'Legacy role', description: 'From before' },
        ],
      },
    });
    renderRoles(['CustomerManager']);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent);
    await waitFor(() => expect(names()).toEqual(['Customer user', 'Legacy role', 'Returns']));
    expect(screen.getByRole('cell', { name: roleCatalogue.CustomerUser.description })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Kundenbenutzer' })).toBeNull();

    await act(() => i18n.changeLanguage('xx'));
    // Sorted by the names of the language shown.
    await waitFor(() =>
      expect(names()).toEqual(['Legacy role', 'xx: Customer user', 'xx: Returns']),
    );
    expect(screen.getByRole('cell', { name: 'xx: own customer' })).toBeTruthy();
  });

  it('shows the first error of a refused removal', async () => {
    stubApi({
      [api.userRoles]: { body: [roleRow('CustomerUser')] },
      [api.deleteRole]: {
        status: 403,
        body: { message: 'Forbidden', errors: { role: [messages.grantOwnRolesOnly] } },
      },
    });
    const { user } = renderRoles(['CustomerManager']);
    await user.click(await screen.findByRole('button', { name: 'Remove role Customer user' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.grantOwnRolesOnly),
    );
  });
});
