import { messages, requestApi, requestScreens } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { ConfirmPage } from './ConfirmPage';

const token = 'a'.repeat(40) + '_-9';
const linkFor = {
  body: { login: 'C100120', fullName: 'Ann Smith', expires: '2026-12-01T00:00:00Z' },
};

function renderConfirm() {
  return renderInApp(
    <Routes>
      <Route path={requestScreens.confirmRoute} element={<ConfirmPage />} />
    </Routes>,
    { path: requestScreens.confirm(token) },
  );
}

const passwordField = () => screen.getByLabelText(/^New password/);
const repeatField = () => screen.getByLabelText(/^Repeat the password/);

describe('ConfirmPage', () => {
  it("shows the server's message for a used link, with links onwards and no form", async () => {
    const fetchSpy = stubApi({
      [requestApi.confirmation]: { status: 410, body: { message: messages.confirmationLinkUsed } },
    });
    renderConfirm();
    expect(await screen.findByText(messages.confirmationLinkUsed)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, requestApi.confirmation)).toEqual([{ token }]);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      requestScreens.register,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the password rule and the repeat before any call', async () => {
    const fetchSpy = stubApi({ [requestApi.confirmation]: linkFor });
    const { user } = renderConfirm();
    expect(await screen.findByRole('textbox', { name: 'Login' })).toHaveProperty(
      'value',
      'C100120',
    );
    expect(screen.getByRole('heading', { name: messages.confirmationTitle })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveProperty('readOnly', true);
    // The rule is shown before anything is typed.
    expect(screen.getByText(messages.passwordRule)).toBeTruthy();

    await pasteInto(user, passwordField(), 'lettersonly');
    await pasteInto(user, repeatField(), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(passwordField().getAttribute('aria-invalid')).toBe('true'));
    expect(repeatField().getAttribute('aria-invalid')).toBe('false');

    await clearAndPaste(user, passwordField(), 'secret12');
    await clearAndPaste(user, repeatField(), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.passwordsDiffer)).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('false');
    expect(bodiesSentTo(fetchSpy, requestApi.confirm)).toEqual([]);
  });

  it('sets the password, then offers to sign in', async () => {
    const fetchSpy = stubApi({
      [requestApi.confirmation]: linkFor,
      [requestApi.confirm]: { body: { ok: true, login: 'C100120' } },
    });
    const { user } = renderConfirm();
    await pasteInto(user, await screen.findByLabelText(/^New password/), 'secret12');
    await pasteInto(user, repeatField(), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.passwordSet)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, requestApi.confirm)).toEqual([{ token, password: 'secret12' }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("shows the server's message when saving fails, keeping the form", async () => {
    stubApi({
      [requestApi.confirmation]: linkFor,
      [requestApi.confirm]: { status: 410, body: { message: messages.confirmationLinkExpired } },
    });
    const { user } = renderConfirm();
    await pasteInto(user, await screen.findByLabelText(/^New password/), 'secret12');
    await pasteInto(user, repeatField(), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.confirmationLinkExpired)).toBeTruthy();
    expect(passwordField()).toBeTruthy();
  });
});
