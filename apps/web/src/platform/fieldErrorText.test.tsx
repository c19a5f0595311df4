import { en, loginBodySchema, messages, type Me } from '@bo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../test/renderInApp';
import { MeContext } from './auth/MeContext';
import { fieldErrorText } from './fieldErrorText';
import { i18n } from './i18n';
import { MainDrawer } from './shell/MainDrawer';
import { FormTextField } from './ui/form/FormTextField';

// A made-up second language, present only while a test needs it.
const otherLanguage = 'xx';

/** A form checked by a rule of the contract, which words its refusal in English. */
const loginFormSchema = z.object({ login: loginBodySchema });

function LoginForm() {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormTextField control={control} name="login" label="Login" />
      <button type="submit">Check</button>
    </form>
  );
}

const manager: Me = {
  login: 'mary',
  fullName: 'Mary Manager',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['CustomerManager'],
};

describe('fieldErrorText', () => {
  it("shows the catalogue's text of English words, with their parameters", async () => {
    i18n.addResourceBundle(otherLanguage, 'translation', {
      requiredField: 'xx: required',
      journalNameTooLong: 'xx: at most {{max}}',
    });
    await act(() => i18n.changeLanguage(otherLanguage));
    expect(fieldErrorText(messages.requiredField, i18n.t)).toBe('xx: required');
    expect(fieldErrorText(messages.journalNameTooLong(200), i18n.t)).toBe('xx: at most 200');
  });

  it('shows words the catalogue does not hold as they came', () => {
    expect(fieldErrorText('Слова сервера', i18n.t)).toBe('Слова сервера');
    expect(fieldErrorText(messages.requiredField, i18n.t)).toBe(en.requiredField);
  });
});

describe('a language chosen at run time', () => {
  it("renders a contract rule's required-field error and the drawer's names in it", async () => {
    i18n.addResourceBundle(otherLanguage, 'translation', {
      requiredField: 'xx: required',
      drawerAdministration: 'xx: Administration',
      drawerUsers: 'xx: Users',
      drawerRequests: 'xx: Requests',
    });
    const { user } = renderInApp(
      <MeContext value={manager}>
        <MainDrawer implementedPaths={new Set(['/admin/users', '/admin/requests'])} />
        <LoginForm />
      </MeContext>,
      { path: '/admin/users' },
    );
    const menu = screen.getByRole('navigation', { name: en.mainMenu });
    const names = () =>
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual([en.drawerUsers, en.drawerRequests]);
    expect(within(menu).getByText(en.drawerAdministration)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(en.requiredField)).toBeTruthy();

    await act(() => i18n.changeLanguage(otherLanguage));
    expect(screen.getByText('xx: required')).toBeTruthy();
    expect(screen.queryByText(en.requiredField)).toBeNull();
    expect(names()).toEqual(['xx: Users', 'xx: Requests']);
    expect(within(menu).getByText('xx: Administration')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(en.requiredField)).toBeTruthy();
    expect(names()).toEqual([en.drawerUsers, en.drawerRequests]);
  });
});
