import { describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import {
  accountChangeRefusal,
  deleteRefusal,
  roleChangeRefusal,
  roleRemovalRefusal,
  unblockRefusal,
} from './user-rules.js';

const manager = { userId: 1, roles: ['CustomerManager'] };
const admin = { userId: 2, roles: ['Admin'] };
const customer = { userId: 3, roles: ['CustomerUser'] };
const anyone = { roles: ['ContentManager'] };
const customerOnly = { roles: ['CustomerUser'] };
const notBlocked = { blocked: false, staffBlock: false };

describe('privilege rules (DESIGN §4)', () => {
  it('grants only roles held, unless Admin', () => {
    expect(roleChangeRefusal(manager, anyone, 'CustomerManager', 'admin')).toBeNull();
    expect(roleChangeRefusal(manager, anyone, 'Admin', 'admin')).toBe(messages.grantOwnRolesOnly);
    expect(roleChangeRefusal(manager, anyone, 'ContentManager', 'admin')).toBe(
      messages.grantOwnRolesOnly,
    );
    expect(roleChangeRefusal(admin, anyone, 'ContentManager', 'admin')).toBeNull();
    expect(roleChangeRefusal(admin, anyone, 'Admin', 'admin')).toBeNull();
  });

  it('lets a CustomerUser grant CustomerUser and Returns only', () => {
    expect(roleChangeRefusal(customer, customerOnly, 'CustomerUser', 'customer')).toBeNull();
    expect(roleChangeRefusal(customer, customerOnly, 'Returns', 'customer')).toBeNull();
    expect(roleChangeRefusal(customer, customerOnly, 'CustomerManager', 'customer')).toBe(
      messages.customerGrantsOnly,
    );
    expect(roleChangeRefusal(admin, anyone, 'Admin', 'customer')).toBe(messages.customerGrantsOnly);
  });

  it('never removes your own Admin, even as Admin', () => {
    expect(roleRemovalRefusal(admin, { userId: 2, roles: ['Admin'] }, 'Admin', 'admin')).toBe(
      messages.cannotRemoveOwnAdmin,
    );
    expect(roleRemovalRefusal(admin, { userId: 9, roles: ['Admin'] }, 'Admin', 'admin')).toBeNull();
    expect(roleRemovalRefusal(manager, { userId: 9, roles: ['Admin'] }, 'Admin', 'admin')).toBe(
      messages.grantOwnRolesOnly,
    );
  });

  it('never deletes yourself; an administrator is changed only by an administrator', () => {
    expect(deleteRefusal(manager, { userId: 1, roles: [], ...notBlocked }, 'admin')).toBe(
      messages.cannotDeleteYourself,
    );
    expect(deleteRefusal(manager, { userId: 5, roles: ['Admin'], ...notBlocked }, 'admin')).toBe(
      messages.adminOnlyByAdmin,
    );
    expect(
      deleteRefusal(admin, { userId: 5, roles: ['Admin'], ...notBlocked }, 'admin'),
    ).toBeNull();
  });

  it('changes no user holding a role the caller lacks, unless Admin (issue 18)', () => {
    expect(accountChangeRefusal(manager, { roles: ['ContentManager'] }, 'admin')).toBe(
      messages.userHoldsRolesYouLack,
    );
    expect(
      accountChangeRefusal(manager, { roles: ['CustomerManager', 'NotificationManager'] }, 'admin'),
    ).toBe(messages.userHoldsRolesYouLack);
    expect(accountChangeRefusal(manager, { roles: ['CustomerManager'] }, 'admin')).toBeNull();
    // Customer roles are what a customer manager manages: they count as held.
    expect(
      accountChangeRefusal(manager, { roles: ['CustomerUser', 'Returns'] }, 'admin'),
    ).toBeNull();
    expect(accountChangeRefusal(manager, { roles: [] }, 'admin')).toBeNull();
    expect(
      accountChangeRefusal(admin, { roles: ['ContentManager', 'Tester'] }, 'admin'),
    ).toBeNull();
    expect(
      deleteRefusal(manager, { userId: 5, roles: ['ContentManager'], ...notBlocked }, 'admin'),
    ).toBe(messages.userHoldsRolesYouLack);
  });

  it('keeps "My users" from changing the roles of a user holding other roles', () => {
    expect(
      roleChangeRefusal(customer, { roles: ['CustomerUser', 'Tester'] }, 'Returns', 'customer'),
    ).toBe(messages.userHoldsOtherRoles);
    expect(
      roleRemovalRefusal(
        customer,
        { userId: 8, roles: ['CustomerUser', 'SalesManager'] },
        'CustomerUser',
        'customer',
      ),
    ).toBe(messages.userHoldsOtherRoles);
  });

  it('lets only staff lift a block staff set', () => {
    const staffBlocked = { blocked: true, staffBlock: true };
    const ownBlock = { blocked: true, staffBlock: false };
    expect(unblockRefusal(staffBlocked, false, 'customer')).toBe(messages.staffBlockCannotBeLifted);
    expect(unblockRefusal(staffBlocked, true, 'customer')).toBeNull();
    expect(unblockRefusal(ownBlock, false, 'customer')).toBeNull();
    expect(unblockRefusal(staffBlocked, false, 'admin')).toBeNull();
  });

  it('lets only staff delete a user under a staff block (issue 31)', () => {
    const target = { userId: 8, roles: ['CustomerUser'] };
    const staffBlocked = { ...target, blocked: true, staffBlock: true };
    expect(deleteRefusal(customer, staffBlocked, 'customer')).toBe(
      messages.staffBlockCannotBeDeleted,
    );
    expect(
      deleteRefusal(customer, { ...target, blocked: true, staffBlock: false }, 'customer'),
    ).toBeNull();
    expect(deleteRefusal(customer, { ...target, ...notBlocked }, 'customer')).toBeNull();
    expect(deleteRefusal(manager, staffBlocked, 'admin')).toBeNull();
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
