import {
  en,
  languageNames,
  messages,
  roleCatalogue,
  setLanguagePath,
  uk,
  type Me,
} from '@bo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { i18n } from '../i18n';
import { TopBar } from './TopBar';

const manager: Me = {
  login: 'mary',
  fullName: 'Mary Manager',
  custNo: null,
  comId: 3,
  lang: null,
  roles: ['CustomerManager', 'SalesManager'],
};
const customerUser: Me = {
  login: 'K001-olga',
  fullName: 'Olga Owner',
  custNo: 'K001',
  comId: 1,
  lang: null,
  roles: ['CustomerUser'],
};

const renderTopBar = (me: Me) => renderInApp(<TopBar />, { path: '/admin', me });

/** The label and value pairs of the account's description list. */
const accountFacts = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function openProfileMenu(user: ReturnType<typeof renderTopBar>['user'], fullName: string) {
  const button = screen.getByRole('button', { name: fullName });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return screen.findByRole('dialog', { name: messages.accountMenuTitle });
}

describe('TopBar and its profile menu', () => {
  it("shows the product, the account button with the user's name, and Sign out", () => {
    renderTopBar(manager);
    const bar = screen.getByRole('banner');
    expect(bar.textContent).toContain(messages.productTitle);
    expect(within(bar).getByRole('button', { name: 'Mary Manager' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // The roles are not on the bar itself: they wait in the menu.
    expect(screen.queryByRole('list', { name: messages.yourRoles })).toBeNull();
  });

  it('opens the login, the company and the roles by their names; Escape closes it', async () => {
    const { user } = renderTopBar(manager);
    const panel = await openProfileMenu(user, 'Mary Manager');
    expect(accountFacts(panel)).toEqual([
      ['Login', 'mary'],
      ['Company', '3'],
    ]);
    const roles = within(panel).getByRole('list', { name: messages.yourRoles });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${roleCatalogue.CustomerManager.name}${roleCatalogue.CustomerManager.description}`,
      `${roleCatalogue.SalesManager.name}${roleCatalogue.SalesManager.description}`,
    ]);
    expect(within(roles).getByText('Customer manager')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mary Manager' }));
  });

  it("shows a customer user's customer code", async () => {
    const { user } = renderTopBar(customerUser);
    const panel = await openProfileMenu(user, 'Olga Owner');
    expect(accountFacts(panel)).toEqual([
      ['Login', 'K001-olga'],
      ['Company', '1'],
      ['Customer code', 'K001'],
    ]);
    expect(within(panel).getByText(roleCatalogue.CustomerUser.name)).toBeTruthy();
  });

  it('says so when the user holds no role', async () => {
    const { user } = renderTopBar({ ...manager, roles: [] });
    const panel = await openProfileMenu(user, 'Mary Manager');
    expect(within(panel).getByText(messages.noRoles)).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('signs out from the menu and goes to /login', async () => {
    const fetchSpy = stubApi({ '/api/auth/logout': { body: { ok: true } } });
    const { user, router } = renderTopBar(manager);
    const panel = await openProfileMenu(user, 'Mary Manager');
    await user.click(within(panel).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodiesSentTo(fetchSpy, '/api/auth/logout')).toHaveLength(1);
  });

  it('signs out from the bar in one click, as before', async () => {
    const fetchSpy = stubApi({ '/api/auth/logout': { body: { ok: true } } });
    const { user, router } = renderTopBar(manager);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodiesSentTo(fetchSpy, '/api/auth/logout')).toHaveLength(1);
  });

  it("shows the server's message when signing out fails", async () => {
    stubApi({ '/api/auth/logout': { status: 503, body: { message: 'Try again' } } });
    const { user, router } = renderTopBar(manager);
    const panel = await openProfileMenu(user, 'Mary Manager');
    await user.click(within(panel).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Try again')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('switches every text to Ukrainian at once and keeps the choice for the user', async () => {
    const fetchSpy = stubApi({
      [setLanguagePath]: (body) => ({ body: { ...manager, ...(body as object) } }),
    });
    const { user } = renderTopBar(manager);
    try {
      await user.click(screen.getByRole('button', { name: en.interfaceLanguage }));
      await user.click(screen.getByRole('menuitem', { name: languageNames.uk }));
      expect(await screen.findByRole('button', { name: uk.signOut })).toBeTruthy();
      expect(screen.getByRole('button', { name: uk.interfaceLanguage }).textContent).toContain(
        languageNames.uk,
      );
      expect(document.documentElement.lang).toBe('uk');
      await waitFor(() =>
        expect(bodiesSentTo(fetchSpy, setLanguagePath)).toEqual([{ lang: 'uk' }]),
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
      localStorage.clear();
    }
  });
});
