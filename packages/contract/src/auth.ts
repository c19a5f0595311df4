import { z } from 'zod';
import { roleCodeSchema } from './roles.js';

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
});
export type Me = z.infer<typeof meAnswerSchema>;

/** Header every state-changing /api request must carry (DESIGN §4). */
export const csrfHeader = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;
