import { messages, type Me, type RoleCode } from '@bo/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { homeWidget, type HomeWidget } from '../feature';
import { AdminHomePage } from './AdminHomePage';

const me = (roles: RoleCode[]): Me => ({
  login: 'sam',
  fullName: 'Sam Sales',
  custNo: null,
  comId: 1,
  lang: null,
  roles,
});

/** A widget that only names itself, loaded lazily like the features' widgets. */
const widget = (key: string, roles: RoleCode[]): HomeWidget =>
  homeWidget({
    key,
    roles,
    load: async () =>
      function Widget() {
        return <section aria-label={key}>{key}</section>;
      },
  });

const widgets = [
  widget('Requests waiting', ['CustomerManager', 'SalesManager']),
  widget('User import', ['CustomerManager']),
  widget('Journals', ['ContentManager']),
];

const renderHome = (roles: RoleCode[]) =>
  renderInApp(<AdminHomePage widgets={widgets} />, { path: '/admin', me: me(roles) });

const shownWidgets = () => screen.getAllByRole('region').map((region) => region.textContent);

describe('AdminHomePage', () => {
  it("welcomes the user and shows the widgets of the user's roles, in order", async () => {
    renderHome(['SalesManager', 'CustomerManager']);
    expect(
      screen.getByRole('heading', { level: 1, name: messages.welcome('Sam Sales') }),
    ).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Requests waiting' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'User import' })).toBeTruthy();
    expect(shownWidgets()).toEqual(['Requests waiting', 'User import']);
    expect(document.title).toContain('Home');
  });

  it('no longer lists the roles: they are in the profile menu of the top bar', async () => {
    renderHome(['SalesManager']);
    expect(await screen.findByRole('region', { name: 'Requests waiting' })).toBeTruthy();
    expect(shownWidgets()).toEqual(['Requests waiting']);
    expect(screen.queryByRole('list', { name: messages.yourRoles })).toBeNull();
    expect(screen.queryByText('Sales manager')).toBeNull();
    expect(screen.queryByText(messages.homeNoWidgets)).toBeNull();
  });

  it('points to the menu when no widget serves the roles', () => {
    renderHome(['Tester']);
    expect(screen.getByText(messages.homeNoWidgets)).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
