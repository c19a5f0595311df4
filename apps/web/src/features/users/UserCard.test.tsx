import { messages, redirectDelayMs, snackbarTimeouts } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, clearAndType, pasteInto } from '../../test/pasteInto';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { waitMargin } from '../../test/waits';
import {
  api,
  blockedBox,
  button,
  customer,
  field,
  renderCard,
  storedUser,
} from './userCardTestKit';

/** A new user's card where only C100002 is a known customer, that code pasted and left. */
async function cardWithKnownCode() {
  const fetchSpy = stubApi({
    [api.customerInfo]: (custNo) =>
      custNo === 'C100002'
        ? { body: customer }
        : { status: 404, body: { message: messages.customerNotFound } },
  });
  const { user } = renderCard();
  await pasteInto(user, field('Customer code'), 'C100002');
  await user.click(field('Phone'));
  return { fetchSpy, user };
}

describe('UserCard, new user', () => {
  it('mirrors the customer code into the login as it is typed, until the login is edited', async () => {
    stubApi({ [api.customerInfo]: { body: customer } });
    const { user } = renderCard();

    await user.type(field('Customer code'), 'C1');
    expect(field('Login')).toHaveProperty('value', 'C1');
    await user.type(field('Customer code'), '2');
    expect(field('Login')).toHaveProperty('value', 'C12');

    await clearAndType(user, field('Login'), 'ab');
    await user.type(field('Customer code'), '9');
    expect(field('Customer code')).toHaveProperty('value', 'C129');
    expect(field('Login')).toHaveProperty('value', 'ab');
  });

  it('starts unblocked on the administrator screen; Block Reason is enabled only while blocked', async () => {
    const { user } = renderCard();
    expect(blockedBox()).toHaveProperty('checked', false);
    expect(field('Block Reason')).toHaveProperty('disabled', true);

    await user.click(blockedBox());
    expect(field('Block Reason')).toHaveProperty('disabled', false);
    await pasteInto(user, field('Block Reason'), 'Unpaid invoices');
    await user.click(blockedBox());
    expect(field('Block Reason')).toHaveProperty('disabled', true);
  });

  it('starts blocked on My users, with the own customer code read-only and as the login', () => {
    renderCard({ variant: 'customer' });
    expect(blockedBox()).toHaveProperty('checked', true);
    expect(field('Block Reason')).toHaveProperty('disabled', false);
    expect(field('Customer code')).toHaveProperty('value', 'C100001');
    expect(field('Customer code')).toHaveProperty('readOnly', true);
    expect(field('Login')).toHaveProperty('value', 'C100001');
    expect(field('Login')).toHaveProperty('readOnly', false);
  });

  it('shows a value the user cannot change as read-only (filled), and an editable one outlined (issue 19)', () => {
    renderCard({ variant: 'customer' });
    const box = (label: string) => field(label).closest('.MuiInputBase-root');
    expect(box('Customer code')?.className).toMatch(/MuiFilledInput-root/);
    expect(box('Login')?.className).toMatch(/MuiOutlinedInput-root/);
  });

  it('generates a password of 8 lowercase letters and digits, a new one each time', async () => {
    const { user } = renderCard();
    expect(field('Password')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: messages.changePassword })).toBeNull();

    await user.click(button(messages.generatePassword));
    const first = (field('Password') as HTMLInputElement).value;
    expect(first).toMatch(/^[a-z0-9]{8}$/);
    await user.click(button(messages.generatePassword));
    expect((field('Password') as HTMLInputElement).value).toMatch(/^[a-z0-9]{8}$/);
    expect((field('Password') as HTMLInputElement).value).not.toBe(first);
  });

  it('marks the blank required fields and says so for 2 s, without calling the server', async () => {
    const fetchSpy = stubApi({});
    const { user } = renderCard();
    // Timed from the click, which the alert cannot come before: the checks below take their
    // own time on a busy machine.
    const savedAt = Date.now();
    await user.click(button('Save user'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messages.fillAllRequired);
    for (const name of ['Customer code', 'Login', 'Password']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(field(name).getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText(messages.requiredField)).toHaveLength(3);
    expect(field('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(fetchSpy).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), {
      timeout: snackbarTimeouts.userCard + waitMargin,
    });
    expect(Date.now() - savedAt).toBeGreaterThan(1500);
  });

  it('looks the customer up when the code loses focus and fills name, e-mail and phone', async () => {
    const fetchSpy = stubApi({ [api.customerInfo]: { body: customer } });
    const { user } = renderCard();
    await pasteInto(user, field('Customer code'), 'C100002');
    await user.click(field('Phone'));

    await waitFor(() => expect(field('Full name')).toHaveProperty('value', 'Acme Parts'));
    expect(field('E-mail')).toHaveProperty('value', 'office@acme.test');
    expect(field('Phone')).toHaveProperty('value', '+1 555 0199');
    expect(bodiesSentTo(fetchSpy, api.customerInfo)).toEqual(['C100002']);
  });

  it('warns Customer not found and does not create the user', async () => {
    const fetchSpy = stubApi({
      [api.customerInfo]: { status: 404, body: { message: messages.customerNotFound } },
    });
    const { user } = renderCard();
    await pasteInto(user, field('Customer code'), 'C999999');
    await user.click(button(messages.generatePassword));
    await user.click(button('Save user'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messages.customerNotFound);
    expect(alert.className).toMatch(/colorWarning/);
    expect(bodiesSentTo(fetchSpy, api.createUser)).toEqual([]);
  });

  it('after a failed Save, a login filled from the customer code is no longer marked (issue 22)', async () => {
    stubApi({ [api.customerInfo]: { body: customer } });
    const { user } = renderCard();
    await user.click(button('Save user'));
    expect(field('Login').getAttribute('aria-invalid')).toBe('true');

    await pasteInto(user, field('Customer code'), 'C100002');

    expect(field('Login')).toHaveProperty('value', 'C100002');
    await waitFor(() => expect(field('Login').getAttribute('aria-invalid')).toBe('false'));
    expect(field('Customer code').getAttribute('aria-invalid')).toBe('false');
    // Only the password is still missing.
    expect(screen.getAllByText(messages.requiredField)).toHaveLength(1);
  });

  it('takes the previous customer’s name, e-mail and phone back when the code is unknown (issue 22)', async () => {
    const { fetchSpy, user } = await cardWithKnownCode();
    await waitFor(() => expect(field('Full name')).toHaveProperty('value', 'Acme Parts'));

    await clearAndPaste(user, field('Customer code'), 'C999999');
    await user.click(field('Full name'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messages.customerNotFound);
    await waitFor(() => expect(field('Full name')).toHaveProperty('value', ''));
    expect(field('E-mail')).toHaveProperty('value', '');
    expect(field('Phone')).toHaveProperty('value', '');

    // Back to the known code: its record fills the card again.
    await clearAndPaste(user, field('Customer code'), 'C100002');
    await user.click(field('Phone'));
    await waitFor(() => expect(field('Full name')).toHaveProperty('value', 'Acme Parts'));
    expect(bodiesSentTo(fetchSpy, api.customerInfo)).toEqual(['C100002', 'C999999', 'C100002']);
  });

  it('keeps what was typed by hand when the code turns out unknown', async () => {
    const { user } = await cardWithKnownCode();
    await waitFor(() => expect(field('Full name')).toHaveProperty('value', 'Acme Parts'));
    await clearAndPaste(user, field('Phone'), '+1 555 0123');

    await clearAndPaste(user, field('Customer code'), 'C999999');
    await user.click(field('Full name'));

    await waitFor(() => expect(field('Full name')).toHaveProperty('value', ''));
    expect(field('E-mail')).toHaveProperty('value', '');
    expect(field('Phone')).toHaveProperty('value', '+1 555 0123');
  });

  it('creates the user from the card and the customer record, then opens the list 1 s later', async () => {
    const fetchSpy = stubApi({
      [api.customerInfo]: { body: customer },
      [api.createUser]: (body) => ({ body: { ...storedUser, ...(body as object), pwd: '' } }),
    });
    const { user, router } = renderCard();
    await pasteInto(user, field('Customer code'), 'C100002');
    await pasteInto(user, field('Password'), 'secret12');
    await user.click(button('Save user'));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.userCreated);
    expect(bodiesSentTo(fetchSpy, api.createUser)).toEqual([
      expect.objectContaining({
        login: 'C100002',
        pwd: 'secret12',
        custNo: 'C100002',
        fullName: 'Acme Parts',
        eMail: 'office@acme.test',
        blocked: false,
        blockReason: null,
      }),
    ]);
    expect(router.state.location.pathname).toBe('/admin/newuser');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'), {
      timeout: redirectDelayMs + waitMargin,
    });
  });
});
