import { z } from 'zod';
import { messages } from './messages.js';

/**
 * The one password rule (issue 18): 8 to 200 characters with at least one
 * letter and one digit, for the confirmation page, the user card and the user
 * import alike. A generated password meets it too.
 */
export const passwordRuleSchema = z
  .string()
  .min(8, { error: messages.passwordRule })
  .max(200, { error: messages.passwordRule })
  .regex(/\p{L}/u, { error: messages.passwordRule })
  .regex(/\p{Nd}/u, { error: messages.passwordRule });

export const isAcceptablePassword = (password: string): boolean =>
  passwordRuleSchema.safeParse(password).success;
