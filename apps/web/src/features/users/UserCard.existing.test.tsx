import { messages, redirectDelayMs, type User } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteInto } from '../../test/pasteInto';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { waitMargin } from '../../test/waits';
import { api, blockedBox, button, field, manager, renderCard, storedUser } from './userCardTestKit';

describe('UserCard, existing user', () => {
  it('keeps the password disabled until Change password; Cancel returns to the untouched card', async () => {
    const { user } = renderCard({ user: storedUser });
    expect(field('Login')).toHaveProperty('readOnly', true);
    expect(field('Password')).toHaveProperty('disabled', true);
    expect(field('Password')).toHaveProperty('value', '');
    expect(button(messages.generatePassword)).toHaveProperty('disabled', true);

    await user.click(button(messages.changePassword));
    expect(field('Password')).toHaveProperty('disabled', false);
    expect(field('Password')).toHaveProperty('value', '');
    await user.click(button(messages.generatePassword));
    expect((field('Password') as HTMLInputElement).value).toMatch(/^[a-z0-9]{8}$/);

    await user.click(button('Cancel password change'));
    expect(field('Password')).toHaveProperty('disabled', true);
    expect(field('Password')).toHaveProperty('value', '');
    expect(button(messages.changePassword)).toBeTruthy();
  });

  it('needs a new password in change-password mode only', async () => {
    const fetchSpy = stubApi({ [api.updateUser]: { body: storedUser } });
    const { user } = renderCard({ user: storedUser });
    await user.click(button(messages.changePassword));
    await user.click(button('Save user'));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.fillAllRequired);
    expect(screen.getAllByText(messages.requiredField)).toHaveLength(1);
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');

    await user.click(button('Cancel password change'));
    await user.click(button('Save user'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.userChanged));
    expect(bodiesSentTo(fetchSpy, api.updateUser)).toEqual([
      {
        user: expect.objectContaining({ login: 'jdoe', custNo: 'C100002' }) as unknown,
        changePassword: false,
      },
    ]);
  });

  it('shows the first error of a failed update, under its field too', async () => {
    stubApi({
      [api.updateUser]: {
        status: 400,
        body: { message: 'Invalid value', errors: { eMail: [messages.eMailInvalid] } },
      },
    });
    const { user } = renderCard({ user: storedUser });
    await user.click(button('Save user'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messages.eMailInvalid);
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes after confirmation, then opens the list; it offers no Delete on the own user', async () => {
    const fetchSpy = stubApi({ [api.deleteUser]: { body: { ok: true } } });
    const { user, router, unmount } = renderCard({ user: storedUser });
    await user.click(button('Delete user'));
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(messages.deleteUserConfirm('jdoe'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.userDeleted));
    expect(bodiesSentTo(fetchSpy, api.deleteUser)).toEqual([
      expect.objectContaining({ login: 'jdoe' }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'), {
      timeout: redirectDelayMs + waitMargin,
    });
    unmount();

    renderCard({ user: { ...storedUser, login: manager.login } });
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
  });
});

describe('UserCard, customer code of staff users (issue 19)', () => {
  const staffUser: User = {
    ...storedUser,
    login: 'editor',
    custNo: null,
    roles: ['Content manager'],
    roleList: [{ role: 'ContentManager', name: 'Content manager', description: '' }],
  };

  it('blocks a staff user without a customer code and gives it a new password', async () => {
    const fetchSpy = stubApi({ [api.updateUser]: { body: { ...staffUser, blocked: true } } });
    const { user } = renderCard({ user: staffUser });
    // The code is optional for a user who does not hold CustomerUser.
    expect(field('Customer code')).toHaveProperty('required', false);
    expect(screen.getByText(messages.custNoOptional)).toBeTruthy();

    await user.click(blockedBox());
    await pasteInto(user, field('Block Reason'), 'Left the company');
    await user.click(button(messages.changePassword));
    await user.click(button(messages.generatePassword));
    const password = (field('Password') as HTMLInputElement).value;
    await user.click(button('Save user'));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.userChanged));
    expect(bodiesSentTo(fetchSpy, api.updateUser)).toEqual([
      {
        user: expect.objectContaining({
          login: 'editor',
          custNo: '',
          pwd: password,
          blocked: true,
          blockReason: 'Left the company',
        }) as unknown,
        changePassword: true,
      },
    ]);
  });

  it('still needs the code of a user who holds CustomerUser, and of My users', async () => {
    const customerHolder: User = {
      ...staffUser,
      roleList: [{ role: 'CustomerUser', name: 'Customer user', description: '' }],
    };
    const fetchSpy = stubApi({});
    const { user, unmount } = renderCard({ user: customerHolder });
    expect(field('Customer code')).toHaveProperty('required', true);
    await user.click(button('Save user'));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.fillAllRequired);
    expect(field('Customer code').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();

    renderCard({ variant: 'customer', user: staffUser });
    expect(field('Customer code')).toHaveProperty('required', true);
  });
});
