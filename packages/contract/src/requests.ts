import { z } from 'zod';
import { pageQuerySchema, pagedAnswerSchema } from './api.js';
import { codeNamer, typeAndStatusFields } from './code-names.js';
import { custNoPattern } from './customers.js';
import { messages } from './messages.js';
import { codeFilterSchema, positiveIdSchema } from './request-fields.js';
import type { TextKey } from './text/catalogue.js';

/** Request types (DESIGN §5), each named by a catalogue key. Only type 1 can be approved (A§2). */
const requestTypes = {
  1: 'requestTypeRegistration',
  2: 'requestTypeContactChange',
  3: 'requestTypeOther',
} as const satisfies Record<number, TextKey>;
export const registrationRequestType = 1;

/** Request statuses (DESIGN §5), each named by a catalogue key. */
export const requestStatuses = {
  1: 'requestStatusNew',
  2: 'requestStatusInReview',
  3: 'requestStatusSentForConfirmation',
  4: 'requestStatusConfirmed',
  5: 'requestStatusRejected',
} as const satisfies Record<number, TextKey>;
export const requestStatus = {
  new: 1,
  inReview: 2,
  sentForConfirmation: 3,
  confirmed: 4,
  rejected: 5,
} as const;

/**
 * The name of a type or status code in the language of `t` (English by
 * default, as the server answers it), or the code itself when it is unknown.
 */
export const requestTypeName = codeNamer(requestTypes);
export const requestStatusName = codeNamer(requestStatuses);

/** A type 1 request is approvable unless already sent or past it (A§2: edit disabled at status 3). */
export function canApproveRequest(request: { type: number; status: number }): boolean {
  return (
    request.type === registrationRequestType &&
    request.status !== requestStatus.sentForConfirmation &&
    request.status !== requestStatus.confirmed
  );
}

/**
 * Request calls. `Requests` and `SendForConfirm` keep the paths of A§7; the
 * paged list, the filter values and the public calls are added where the spec
 * is silent and follow `POST /api/<Area>/<Action>`.
 */
export const requestApi = {
  /** No body: every request of the caller's company, newest first (capped like All). */
  requests: '/api/user/Requests',
  /** The body is the request id, e.g. `"12"` or `12`. */
  sendForConfirm: '/api/user/SendForConfirm',
  /** Paged list: body `{size, page, desc}`, query `{filter, orderBy, type, status}`. */
  requestsPage: '/api/user/RequestsPage',
  /** The types and statuses present in the company's requests, for the two filters. */
  requestFilters: '/api/user/RequestFilters',
  /** No body: how many requests of the company wait for review (status 1 New), for the home widget. */
  requestCounts: '/api/user/RequestCounts',
  /** Public, throttled: a prospective customer files a registration request. */
  register: '/api/public/Register',
  /** Public: the companies a request can be filed with. */
  registrationCompanies: '/api/public/RegistrationCompanies',
  /** Public: what a confirmation link is for; body `{token}`. 410 when used or expired. */
  confirmation: '/api/public/Confirmation',
  /** Public: sets the password of a confirmation link; body `{token, password}`. */
  confirm: '/api/public/Confirm',
} as const;

/** Requests screens: the back office list, and the two public pages of the loop. */
export const requestScreens = {
  list: '/admin/requests',
  register: '/register',
  /** The secret rides in the fragment, which browsers never send: it stays out of logs and Referer. */
  confirm: (token: string) => `/confirm#${token}`,
  confirmRoute: '/confirm',
} as const;

/** A request as A§3 lists it. `createdDate` is an ISO instant. */
export const requestSchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  custNo: z.string(),
  comId: z.number().int(),
  ...typeAndStatusFields,
  fullName: z.string(),
  eMail: z.string(),
  phone: z.string(),
});
export type RegistrationRequest = z.infer<typeof requestSchema>;

export const requestsPageAnswerSchema = pagedAnswerSchema(requestSchema);

/** The sort keys of the request list; the default is `id`, newest first. */
export const requestOrderBy = [
  'id',
  'createdDate',
  'custNo',
  'type',
  'status',
  'fullName',
] as const;

/** A code and its name: one choice of a filter built from the data (A§2). */
const codeChoiceSchema = z.object({ value: z.number().int(), name: z.string() });
export type CodeChoice = z.infer<typeof codeChoiceSchema>;

export const requestFiltersAnswerSchema = z.object({
  types: z.array(codeChoiceSchema),
  statuses: z.array(codeChoiceSchema),
});
export type RequestFilters = z.infer<typeof requestFiltersAnswerSchema>;

/** The work waiting in the company's requests: `new` counts every type at status 1 New. */
export const requestCountsAnswerSchema = z.object({ new: z.number().int() });
export type RequestCounts = z.infer<typeof requestCountsAnswerSchema>;

/** The extra query of the paged list: one type and/or one status, or none. */
export const requestsPageQuerySchema = pageQuerySchema.extend({
  type: codeFilterSchema(99),
  status: codeFilterSchema(99),
});
export type RequestsPageQuery = z.infer<typeof requestsPageQuerySchema>;

export const sendForConfirmAnswerSchema = z.object({
  ok: z.literal(true),
  /** The portal login the customer will sign in with. */
  login: z.string(),
  /** False when the portal user existed already (still waiting for its confirmation). */
  userCreated: z.boolean(),
});

const eMailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The public registration form: a type 1 request. */
export const registrationFormSchema = z.object({
  comId: positiveIdSchema,
  custNo: z
    .string()
    .trim()
    .min(1, { error: messages.requiredField })
    .regex(custNoPattern, { error: messages.custNoInvalid }),
  fullName: z.string().trim().min(1, { error: messages.requiredField }).max(200),
  eMail: z
    .string()
    .trim()
    .min(1, { error: messages.requiredField })
    .max(254)
    .regex(eMailPattern, { error: messages.eMailInvalid }),
  phone: z.string().trim().max(50).default(''),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const registrationCompaniesAnswerSchema = z.array(
  z.object({ comId: z.number().int(), name: z.string() }),
);

/** The link's secret: 43 base64url characters (32 random bytes). */
export const confirmationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: messages.confirmationLinkInvalid,
});

export const confirmationAnswerSchema = z.object({
  login: z.string(),
  fullName: z.string(),
  /** When the link stops working (ISO instant). */
  expires: z.string(),
});
export const confirmAnswerSchema = z.object({ ok: z.literal(true), login: z.string() });
