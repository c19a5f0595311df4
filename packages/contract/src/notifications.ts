import type { TFunction } from 'i18next';
import { z } from 'zod';
import { maxDbInt, pageQuerySchema, pageRequestSchema, pagedAnswerSchema } from './api.js';
import { codeNamer, typeAndStatusFields } from './code-names.js';
import { customerRuleShape, termFields, termValueSchema } from './customers.js';
import { messages } from './messages.js';
import { codeFilterSchema } from './request-fields.js';
import { englishT, type TextKey } from './text/catalogue.js';

/** The catalogue key naming each notification type the contract knows (DESIGN §5). */
const notificationTypeKeys = {
  1: 'notificationTypeDebtConfirmation',
} as const satisfies Record<number, TextKey>;

/** Notification types (DESIGN §5): the table is seeded with these, named in English. */
export const notificationTypes = [
  {
    type: 1,
    name: englishT(notificationTypeKeys[1]),
    template: 'Your debt for { Date } is { Debt }. Do you agree with this?',
  },
] as const;

/**
 * A notification type's name in the language of `t`: the catalogue's for a
 * type the contract knows, else `tableName` (the types table's own name) or the number.
 */
export function notificationTypeName(type: number, t: TFunction, tableName?: string): string {
  const keys: Partial<Record<number, TextKey>> = notificationTypeKeys;
  const key = keys[type];
  return key ? t(key) : (tableName ?? String(type));
}

/** The placeholders of a template (A§2). */
export const templatePlaceholders = { date: '{ Date }', debt: '{ Debt }' } as const;

/** Notification statuses (DESIGN §5), each named by a catalogue key; a customer's answer moves it on in the portal. */
export const notificationStatusIds = {
  new: 1,
  viewed: 2,
  agreed: 3,
  disagreed: 4,
  postponed: 5,
} as const;
export const notificationStatuses = {
  [notificationStatusIds.new]: 'notificationStatusNew',
  [notificationStatusIds.viewed]: 'notificationStatusViewed',
  [notificationStatusIds.agreed]: 'notificationStatusAgreed',
  [notificationStatusIds.disagreed]: 'notificationStatusDisagreed',
  [notificationStatusIds.postponed]: 'notificationStatusPostponed',
} as const satisfies Record<number, TextKey>;

/** A status's name in the language of `t` (English by default, as the server answers it); an unknown one as its number. */
export const notificationStatusName = codeNamer(notificationStatuses);

/**
 * Notification calls. The spec shows no path for preview and create (A§7);
 * they follow `POST /api/<Area>/<Action>`. NotificationManager only.
 */
export const notificationApi = {
  /** The types with their templates. */
  types: '/api/Notification/Types',
  /** Paged list: body `{size, page, desc}`, query `{filter, orderBy, type, status}`. */
  notificationsPage: '/api/Notification/NotificationsPage',
  /** Body `{type, contentTerms}` plus the paging fields; query `{filter, orderBy}`. */
  preview: '/api/Notification/Preview',
  /** Body `{type, contentTerms}`: one notification per matched customer, in one transaction. */
  create: '/api/Notification/Create',
} as const;

export const notificationScreens = {
  list: '/admin/notifications',
  add: '/admin/notifications/add',
} as const;

/** At most this many terms per preview or create. */
export const maxTerms = 100;

/** A notification term (A§3); `id` is local to the screen: 0, then the highest + 1 (A§4). */
const notificationTermSchema = z
  .object({
    id: z.number().int().min(0).max(maxDbInt),
    comId: z.number().int().min(0).max(maxDbInt).optional(),
    exclude: z.boolean().default(false),
    ...customerRuleShape(termValueSchema),
  })
  .omit({ mainCode: true, paymentMethod: true })
  .refine((term) => termFields.some((field) => Boolean(term[field])), {
    error: messages.termNeedsField,
  });
export type NotificationTerm = z.infer<typeof notificationTermSchema>;

/** The id of the next term: 0 for the first, else the highest id + 1 (A§4). */
export function nextTermId(terms: readonly { id: number }[]): number {
  return terms.length === 0 ? 0 : Math.max(...terms.map((term) => term.id)) + 1;
}

/**
 * The body of preview and create (A§7): `{type, contentTerms}`. A missing type
 * answers 'Choose notification type' and no terms 'Add terms' (A§5).
 */
export const notificationRequestSchema = z.object({
  type: z.number({ error: messages.chooseNotificationType }).int().positive().max(maxDbInt),
  contentTerms: z
    .array(notificationTermSchema, { error: messages.addTerms })
    .min(1, { error: messages.addTerms })
    .max(maxTerms, { error: messages.tooManyTerms(maxTerms) }),
});
export type NotificationRequest = z.infer<typeof notificationRequestSchema>;

/** Preview: the request plus the paging fields of a paged list. */
export const notificationPreviewBodySchema = notificationRequestSchema.extend(
  pageRequestSchema.shape,
);

/** A preview row (A§3): `created` is the balance date (YYYY-MM-DD), `balance` has 2 decimals. */
const notificationPreviewRowSchema = z.object({
  custNo: z.string(),
  custName: z.string(),
  created: z.string(),
  balance: z.string(),
  message: z.string(),
});
export type NotificationPreviewRow = z.infer<typeof notificationPreviewRowSchema>;
export const notificationPreviewAnswerSchema = pagedAnswerSchema(notificationPreviewRowSchema);
export const notificationPreviewOrderBy = ['custNo', 'custName', 'balance'] as const;

export const notificationCreateAnswerSchema = z.object({
  /** Notifications made now. */
  created: z.number().int(),
  /** Matched customers that already had this type for the same balance date. */
  skipped: z.number().int(),
});

export const notificationTypeSchema = z.object({
  type: z.number().int(),
  name: z.string(),
  template: z.string(),
});

/** A notification (A§3). `created` is an ISO instant; `delayDate` YYYY-MM-DD or null. */
const notificationSchema = z.object({
  id: z.number().int(),
  comId: z.number().int(),
  custNo: z.string(),
  custName: z.string(),
  ...typeAndStatusFields,
  created: z.string(),
  delayDate: z.string().nullable(),
  delayCount: z.number().int(),
  message: z.string(),
  userComment: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsPageAnswerSchema = pagedAnswerSchema(notificationSchema);
export const notificationOrderBy = ['created', 'custNo', 'custName', 'type', 'status'] as const;

export const notificationsPageQuerySchema = pageQuerySchema.extend({
  type: codeFilterSchema(999),
  status: codeFilterSchema(99),
});
