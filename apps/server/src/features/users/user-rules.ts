import { isCustomerGrantableRole, messages, type UserVariant } from '@bo/contract';

/**
 * The privilege rules of DESIGN §4, as pure functions: each answers why an
 * action is refused, or null when it is allowed.
 */
interface Actor {
  userId: number;
  roles: readonly string[];
}

interface Target {
  userId: number;
  roles: readonly string[];
}

const isAdmin = (actor: Actor) => actor.roles.includes('Admin');

/** In "My users", a user holding any role beyond the two a customer grants is out of reach. */
const holdsForeignRoles = (target: { roles: readonly string[] }) =>
  target.roles.some((role) => !isCustomerGrantableRole(role));

/**
 * Granting or removing `role`: only what you hold yourself, unless Admin; "My
 * users" only CustomerUser and Returns, and only for users holding nothing else.
 */
export function roleChangeRefusal(
  actor: Actor,
  target: { roles: readonly string[] },
  role: string,
  variant: UserVariant,
): string | null {
  if (variant === 'customer') {
    if (!isCustomerGrantableRole(role)) return messages.customerGrantsOnly;
    return holdsForeignRoles(target) ? messages.userHoldsOtherRoles : null;
  }
  if (isAdmin(actor) || actor.roles.includes(role)) return null;
  return messages.grantOwnRolesOnly;
}

export function roleRemovalRefusal(
  actor: Actor,
  target: Target,
  role: string,
  variant: UserVariant,
): string | null {
  if (role === 'Admin' && target.userId === actor.userId) return messages.cannotRemoveOwnAdmin;
  return roleChangeRefusal(actor, target, role, variant);
}

/**
 * Changing a user's card, password, block or existence: the same rule as
 * granting. Nobody but an administrator changes a user holding a staff role
 * the caller does not hold, or a password change would hand that role over
 * (CustomerUser and Returns, a customer's own access, do not count); in
 * "My users", where a customer grants CustomerUser and Returns, only users
 * holding nothing else.
 */
export function accountChangeRefusal(
  actor: Actor,
  target: { roles: readonly string[] },
  variant: UserVariant,
): string | null {
  if (variant === 'customer')
    return holdsForeignRoles(target) ? messages.userHoldsOtherRoles : null;
  if (isAdmin(actor)) return null;
  if (target.roles.includes('Admin')) return messages.adminOnlyByAdmin;
  // The customer roles are a customer's portal access, which managing portal users is for.
  const lacking = target.roles.some(
    (role) => !isCustomerGrantableRole(role) && !actor.roles.includes(role),
  );
  return lacking ? messages.userHoldsRolesYouLack : null;
}

/** A user's block and who set it (`users.staff_block`). */
interface StaffBlock {
  blocked: boolean;
  staffBlock: boolean;
}

/** Blocked by staff, or by an approval awaiting its link. */
const isStaffBlocked = (target: StaffBlock) => target.blocked && target.staffBlock;

/**
 * Deleting a user: as changing one, and in "My users" never a user under a
 * staff block, or deleting and creating the login again would undo the block.
 */
export function deleteRefusal(
  actor: Actor,
  target: Target & StaffBlock,
  variant: UserVariant,
): string | null {
  if (target.userId === actor.userId) return messages.cannotDeleteYourself;
  const refusal = accountChangeRefusal(actor, target, variant);
  if (refusal) return refusal;
  return variant === 'customer' && isStaffBlocked(target)
    ? messages.staffBlockCannotBeDeleted
    : null;
}

/**
 * A block set by staff (or by an approval awaiting its link) is lifted only by
 * staff: "My users" may set and lift its own blocks, never those.
 */
export function unblockRefusal(
  target: StaffBlock,
  blocked: boolean,
  variant: UserVariant,
): string | null {
  if (variant === 'customer' && isStaffBlocked(target) && !blocked) {
    return messages.staffBlockCannotBeLifted;
  }
  return null;
}
