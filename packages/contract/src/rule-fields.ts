import { z } from 'zod';
import { maxDbInt } from './api.js';
import { positiveIdSchema } from './request-fields.js';

/** The fields a rule of a content (a term, a points income rule) is sent with; a new one is active, no exclude (B§5). */
export const ruleInputFields = {
  id: z.number().int().min(0).max(maxDbInt).default(0),
  comId: z.number().int().min(0).max(maxDbInt).optional(),
  contentId: positiveIdSchema,
  active: z.boolean().default(true),
  exclude: z.boolean().default(false),
};

/** Those fields as the calls answer a stored rule. */
export const ruleAnswerFields = {
  id: z.number().int(),
  comId: z.number().int(),
  contentId: z.number().int(),
  active: z.boolean(),
  exclude: z.boolean(),
};
