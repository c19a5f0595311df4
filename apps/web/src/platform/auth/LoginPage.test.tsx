import { sessionPath, type Me } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { stubApi } from '../../test/stubApi';
import { LoginPage } from './LoginPage';

const me: Me = {
  login: 'admin',
  fullName: 'Administrator',
  custNo: null,
  comId: 1,
  lang: null,
  roles: [],
};

describe('LoginPage', () => {
  it('asks who is signed in without an error answer, and shows the form when nobody is', async () => {
    const fetchSpy = stubApi({ [sessionPath]: { body: { signedIn: false } } });
    renderInApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([input]) => input)).toEqual([sessionPath]);
  });

  it('goes on to the address asked for when already signed in', async () => {
    stubApi({ [sessionPath]: { body: { signedIn: true, me } } });
    const { router } = renderInApp(<LoginPage />, { path: '/login?next=/admin/banners' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners'));
  });
});
