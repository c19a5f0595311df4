import { isCustomerGrantableRole, messages, type UserVariant } from '@bo/contract';

/**
 * The privilege rules of DESIGN §4, as pure functions: each answers why an
 * action is refused, or null when it is allowed.
 */
export interface Actor {
  userId: number;
  roles: readonly string[];
}

/** Granting or removing `role`: only what you hold yourself, unless Admin; "My users" only CustomerUser and Returns. */
export function roleChangeRefusal(actor: Actor, role: string, variant: UserVariant): string | null {
  if (variant === 'customer') {
    return isCustomerGrantableRole(role) ? null : messages.customerGrantsOnly;
  }
  if (actor.roles.includes('Admin') || actor.roles.includes(role)) return null;
  return messages.grantOwnRolesOnly;
}

export function roleRemovalRefusal(
  actor: Actor,
  target: { userId: number },
  role: string,
  variant: UserVariant,
): string | null {
  if (role === 'Admin' && target.userId === actor.userId) return messages.cannotRemoveOwnAdmin;
  return roleChangeRefusal(actor, role, variant);
}

/**
 * Changing a user's card, password or existence. An administrator's account is
 * changed only by an administrator (otherwise a customer manager could take it
 * over by setting its password); in "My users" only users holding nothing but
 * the roles a customer may grant.
 */
export function accountChangeRefusal(
  actor: Actor,
  target: { roles: readonly string[] },
  variant: UserVariant,
): string | null {
  if (variant === 'customer') {
    const foreign = target.roles.some((role) => !isCustomerGrantableRole(role));
    return foreign ? messages.userHoldsOtherRoles : null;
  }
  if (target.roles.includes('Admin') && !actor.roles.includes('Admin')) {
    return messages.adminOnlyByAdmin;
  }
  return null;
}

export function deleteRefusal(
  actor: Actor,
  target: { userId: number; roles: readonly string[] },
  variant: UserVariant,
): string | null {
  if (target.userId === actor.userId) return messages.cannotDeleteYourself;
  return accountChangeRefusal(actor, target, variant);
}
