import {
  englishT,
  newUserBlocked,
  userCardErrors,
  type Me,
  type User,
  type UserVariant,
} from '@bo/contract';
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorText } from '../../platform/fieldErrorText';

export const cardFieldsSchema = z.object({
  login: z.string(),
  pwd: z.string(),
  custNo: z.string(),
  fullName: z.string(),
  phone: z.string(),
  eMail: z.string(),
  blocked: z.boolean(),
  blockReason: z.string(),
  /** Change-password mode of an existing user (C§4.5). */
  changePassword: z.boolean(),
});
export type UserCardValues = z.infer<typeof cardFieldsSchema>;

/**
 * The card's rules are the contract's `userCardErrors`, shared with the server;
 * `custNoRequired` is the contract's rule for the edited user (issue 19).
 */
export function userCardSchema(isNew: boolean, custNoRequired = true) {
  return cardFieldsSchema.superRefine((card, context) => {
    const errors = userCardErrors(card, {
      isNew,
      changePassword: card.changePassword,
      custNoRequired,
    });
    for (const [field, [message]] of Object.entries(errors)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

export function cardValues(user: User | null, variant: UserVariant, me: Me): UserCardValues {
  // My users: a customer user creates users of their own customer code only, and
  // the login starts as that code, as if it had been typed (C§4.5).
  const ownCode = variant === 'customer' ? (me.custNo ?? '') : '';
  return {
    login: user?.login ?? ownCode,
    pwd: '',
    custNo: user ? (user.custNo ?? '') : ownCode,
    fullName: user?.fullName ?? '',
    phone: user?.phone ?? '',
    eMail: user?.eMail ?? '',
    blocked: user?.blocked ?? newUserBlocked[variant],
    blockReason: user?.blockReason ?? '',
    changePassword: false,
  };
}

/**
 * 'Fill in all required fields' when a required field is blank, else the first
 * rule broken, in the user's language. The contract's rules word their
 * problems in English.
 */
export function validationMessage(
  errors: FieldErrors<UserCardValues>,
  t: TFunction,
): string | undefined {
  const texts = Object.values(errors).map((error) => error.message);
  if (texts.includes(englishT('requiredField'))) return t('fillAllRequired');
  const [first] = texts;
  return first === undefined ? undefined : fieldErrorText(first, t);
}
