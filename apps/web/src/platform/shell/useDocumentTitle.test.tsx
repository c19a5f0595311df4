import { messages, type Me } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { lazyRoute } from './lazyRoute';
import { screenRoute } from './screenRoute';
import { useDocumentTitle } from './useDocumentTitle';

const me: Me = {
  login: 'admin',
  fullName: 'Admin',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['Admin'],
};

function ListScreen() {
  return <Link to="/users/jdoe">jdoe</Link>;
}

/** A record screen: its record arrives after the screen shows, as a load would. */
function RecordScreen() {
  const [login, setLogin] = useState<string | null>(null);
  useDocumentTitle(login);
  return (
    <button type="button" onClick={() => setLogin('jdoe')}>
      Load
    </button>
  );
}

function Screens() {
  return useRoutes([
    screenRoute({ path: '/users', title: 'users', roles: ['Admin'], load: async () => ListScreen }),
    screenRoute({
      path: '/users/:login',
      title: 'user',
      roles: ['Admin'],
      load: async () => RecordScreen,
    }),
    lazyRoute('/register', 'registrationTitle', async () => ListScreen),
  ]);
}

const renderScreens = (path: string) => renderInApp(<Screens />, { path, me });

describe('the tab title', () => {
  it('names the screen, then the record a record screen shows, then the next screen', async () => {
    document.title = messages.productTitle;
    const { user, router } = renderScreens('/users');
    await waitFor(() => expect(document.title).toBe(`Users · ${messages.productTitle}`));

    await user.click(await screen.findByRole('link', { name: 'jdoe' }));
    await screen.findByRole('button', { name: 'Load' });
    expect(document.title).toBe(`User · ${messages.productTitle}`);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(document.title).toBe(`jdoe · User · ${messages.productTitle}`));

    await router.navigate('/users');
    await waitFor(() => expect(document.title).toBe(`Users · ${messages.productTitle}`));
  });

  it('names a screen outside the shell too', async () => {
    renderScreens('/register');
    await waitFor(() =>
      expect(document.title).toBe(`${messages.registrationTitle} · ${messages.productTitle}`),
    );
  });
});
