import { messages, requestApi } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { RegisterPage } from './RegisterPage';

const oneCompany = { body: [{ comId: 1, name: 'North' }] };
const twoCompanies = {
  body: [
    { comId: 2, name: 'South' },
    { comId: 1, name: 'North' },
  ],
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const send = () => screen.getByRole('button', { name: 'Send' });

function renderRegister() {
  return renderInApp(<RegisterPage />, { path: '/register' });
}

/** Fills the form, once shown, as Ann Smith of ann@example.com with the customer code `custNo`. */
async function fillAnnsRequest(user: UserEvent, custNo: string) {
  await pasteInto(user, await screen.findByRole('textbox', { name: /^Customer code/ }), custNo);
  await pasteInto(user, field('Full name'), 'Ann Smith');
  await pasteInto(user, field('E-mail'), 'ann@example.com');
}

describe('RegisterPage', () => {
  it('checks the fields before any call: required, customer code and e-mail', async () => {
    const fetchSpy = stubApi({ [requestApi.registrationCompanies]: oneCompany });
    const { user } = renderRegister();
    expect(await screen.findByRole('heading', { name: messages.registrationTitle })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send' }));

    await waitFor(() => expect(field('Customer code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(messages.requiredField)).toHaveLength(3);
    expect(field('Phone').getAttribute('aria-invalid')).toBe('false');

    await pasteInto(user, field('Customer code'), 'C1 00');
    await pasteInto(user, field('Full name'), 'Ann Smith');
    await pasteInto(user, field('E-mail'), 'ann.example.com');
    await user.click(send());
    expect(await screen.findByText(messages.custNoInvalid)).toBeTruthy();
    expect(screen.getByText(messages.eMailInvalid)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, requestApi.register)).toEqual([]);
  });

  it('hides the company choice when there is only one, and sends the request', async () => {
    const fetchSpy = stubApi({
      [requestApi.registrationCompanies]: oneCompany,
      [requestApi.register]: { body: { ok: true } },
    });
    const { user } = renderRegister();
    await fillAnnsRequest(user, ' C100120 ');
    expect(screen.queryByRole('combobox', { name: /^Company/ })).toBeNull();
    await user.click(send());

    expect(await screen.findByText(messages.registrationSent)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, requestApi.register)).toEqual([
      { comId: 1, custNo: 'C100120', fullName: 'Ann Smith', eMail: 'ann@example.com', phone: '' },
    ]);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('offers the companies when there are several, the first chosen', async () => {
    const fetchSpy = stubApi({
      [requestApi.registrationCompanies]: twoCompanies,
      [requestApi.register]: { body: { ok: true } },
    });
    const { user } = renderRegister();
    const company = await screen.findByRole('combobox', { name: /^Company/ });
    expect(company.textContent).toBe('South');
    await user.click(company);
    await user.click(await screen.findByRole('option', { name: 'North' }));
    await pasteInto(user, field('Customer code'), 'C100120');
    await pasteInto(user, field('Full name'), 'Ann Smith');
    await pasteInto(user, field('E-mail'), 'ann@example.com');
    await pasteInto(user, field('Phone'), '+1 555 0100');
    await user.click(send());

    await screen.findByText(messages.registrationSent);
    expect(bodiesSentTo(fetchSpy, requestApi.register)).toEqual([
      {
        comId: 1,
        custNo: 'C100120',
        fullName: 'Ann Smith',
        eMail: 'ann@example.com',
        phone: '+1 555 0100',
      },
    ]);
  });

  it("shows the server's message, and its field errors under the fields", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'The request is not valid', errors: { custNo: ['Unknown customer'] } },
    };
    stubApi({
      [requestApi.registrationCompanies]: oneCompany,
      [requestApi.register]: () => answer,
    });
    const { user } = renderRegister();
    await fillAnnsRequest(user, 'C999999');
    await user.click(send());

    expect((await screen.findByRole('alert')).textContent).toBe('The request is not valid');
    expect(screen.getByText('Unknown customer')).toBeTruthy();
    expect(field('Customer code').getAttribute('aria-invalid')).toBe('true');

    answer = { status: 429, body: { message: messages.registrationThrottled } };
    await user.click(send());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.registrationThrottled),
    );
    expect(screen.queryByText(messages.registrationSent)).toBeNull();
  });
});
