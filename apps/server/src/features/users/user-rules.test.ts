import { describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import {
  accountChangeRefusal,
  deleteRefusal,
  roleChangeRefusal,
  roleRemovalRefusal,
} from './user-rules.js';

const manager = { userId: 1, roles: ['CustomerManager'] };
const admin = { userId: 2, roles: ['Admin'] };
const customer = { userId: 3, roles: ['CustomerUser'] };

describe('privilege rules (DESIGN §4)', () => {
  it('grants only roles held, unless Admin', () => {
    expect(roleChangeRefusal(manager, 'CustomerManager', 'admin')).toBeNull();
    expect(roleChangeRefusal(manager, 'Admin', 'admin')).toBe(messages.grantOwnRolesOnly);
    expect(roleChangeRefusal(manager, 'ContentManager', 'admin')).toBe(messages.grantOwnRolesOnly);
    expect(roleChangeRefusal(admin, 'ContentManager', 'admin')).toBeNull();
    expect(roleChangeRefusal(admin, 'Admin', 'admin')).toBeNull();
  });

  it('lets a CustomerUser grant CustomerUser and Returns only', () => {
    expect(roleChangeRefusal(customer, 'CustomerUser', 'customer')).toBeNull();
    expect(roleChangeRefusal(customer, 'Returns', 'customer')).toBeNull();
    expect(roleChangeRefusal(customer, 'CustomerManager', 'customer')).toBe(
      messages.customerGrantsOnly,
    );
    expect(roleChangeRefusal(admin, 'Admin', 'customer')).toBe(messages.customerGrantsOnly);
  });

  it('never removes your own Admin, even as Admin', () => {
    expect(roleRemovalRefusal(admin, { userId: 2 }, 'Admin', 'admin')).toBe(
      messages.cannotRemoveOwnAdmin,
    );
    expect(roleRemovalRefusal(admin, { userId: 9 }, 'Admin', 'admin')).toBeNull();
    expect(roleRemovalRefusal(manager, { userId: 9 }, 'Admin', 'admin')).toBe(
      messages.grantOwnRolesOnly,
    );
  });

  it('never deletes yourself; an administrator is changed only by an administrator', () => {
    expect(deleteRefusal(manager, { userId: 1, roles: [] }, 'admin')).toBe(
      messages.cannotDeleteYourself,
    );
    expect(deleteRefusal(manager, { userId: 5, roles: ['Admin'] }, 'admin')).toBe(
      messages.adminOnlyByAdmin,
    );
    expect(deleteRefusal(admin, { userId: 5, roles: ['Admin'] }, 'admin')).toBeNull();
    expect(accountChangeRefusal(manager, { roles: ['ContentManager'] }, 'admin')).toBeNull();
  });

  it('keeps "My users" to users holding only customer roles', () => {
    expect(
      accountChangeRefusal(customer, { roles: ['CustomerUser', 'Returns'] }, 'customer'),
    ).toBeNull();
    expect(accountChangeRefusal(customer, { roles: ['SalesManager'] }, 'customer')).toBe(
      messages.userHoldsOtherRoles,
    );
  });
});
