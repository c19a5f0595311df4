import { userApi, type Me, type User, type UserVariant } from '@bo/contract';
import { screen } from '@testing-library/react';
import { MeContext } from '../../platform/auth/MeContext';
import { renderInApp } from '../../test/renderInApp';
import { UserCard } from './UserCard';

// The UserCard tests' users, their card and the ways they read the screen.

export const manager: Me = {
  login: 'manager',
  fullName: 'Mary Manager',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['CustomerManager'],
};
export const customerUser: Me = {
  login: 'buyer',
  fullName: 'Bob Buyer',
  custNo: 'C100001',
  comId: 1,
  lang: null,
  roles: ['CustomerUser'],
};

export const storedUser: User = {
  login: 'jdoe',
  pwd: '',
  blocked: false,
  blockReason: null,
  fullName: 'John Doe',
  eMail: 'jdoe@example.com',
  eMailConfirmed: true,
  phone: '+1 555 0100',
  custNo: 'C100002',
  comId: 1,
  roles: [],
  roleList: [],
};

export const customer = { custName: 'Acme Parts', eMail: 'office@acme.test', phone: '+1 555 0199' };

export function renderCard({
  variant = 'admin',
  user = null,
  me = variant === 'admin' ? manager : customerUser,
}: { variant?: UserVariant; user?: User | null; me?: Me } = {}) {
  return renderInApp(
    <MeContext value={me}>
      <UserCard variant={variant} user={user} />
    </MeContext>,
    { path: user ? `/admin/edituser/${user.login}` : '/admin/newuser' },
  );
}

export const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
export const blockedBox = () => screen.getByRole('checkbox', { name: 'Blocked' });
export const button = (name: string) => screen.getByRole('button', { name });
export const api = userApi('admin');
