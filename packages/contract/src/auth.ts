import { z } from 'zod';
import { roleCodeSchema } from './roles.js';
import { languages } from './text/catalogue.js';

export const loginRequestSchema = z.object({
  login: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const meAnswerSchema = z.object({
  login: z.string(),
  fullName: z.string(),
  custNo: z.string().nullable(),
  comId: z.number().int(),
  roles: z.array(roleCodeSchema),
  /** The interface language the user chose; null until they choose (the browser's is used). */
  lang: z.enum(languages).nullable(),
});
export type Me = z.infer<typeof meAnswerSchema>;

/**
 * `GET /api/auth/session`: who is signed in, asked without it being an error
 * to be signed out (the sign-in page asks on every visit). Open to anyone;
 * `/api/auth/me` stays the signed-in call that answers 401.
 */
export const sessionPath = '/api/auth/session';
export const sessionAnswerSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), me: meAnswerSchema }),
]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Header every state-changing /api request must carry (DESIGN §4). */
export const csrfHeader = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;

/** `Auth/SetLanguage`: keeps the user's interface language (issue 11). */
export const setLanguagePath = '/api/Auth/SetLanguage';
export const setLanguageRequestSchema = z.object({ lang: z.enum(languages) });
