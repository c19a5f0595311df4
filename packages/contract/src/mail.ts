import { z } from 'zod';
import { pagedAnswerSchema } from './api.js';

/**
 * The e-mail outbox (DESIGN §5): every e-mail the server sends, so that a
 * failed send is visible and can be sent again. CustomerManager or SalesManager.
 */
export const mailApi = {
  /** Paged: body `{size, page, desc}`, query `{filter, orderBy}`; newest first. */
  outboxPage: '/api/Mail/OutboxPage',
  /** Counts by status, for the home widget. */
  outboxSummary: '/api/Mail/OutboxSummary',
  /** Body the id of a failed e-mail: it is queued again with its attempts reset. */
  retry: '/api/Mail/Retry',
} as const;

export const mailStatuses = ['queued', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** What the screen shows of an e-mail: never its body, which may hold a single-use link. */
const outboxRowSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export const outboxPageAnswerSchema = pagedAnswerSchema(outboxRowSchema);

export const outboxSummarySchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  logged: z.number().int(),
  /** Whether SMTP_URL is set: without it e-mail is only written to the outbox and the log. */
  smtp: z.boolean(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
