import { z } from 'zod';
import { maxDbInt, pagedAnswerSchema, pageRequestSchema } from './api.js';
import { messages } from './messages.js';
import { isOneOf } from './one-of.js';
import { keyMask } from './shape-keys.js';
import type { TextKey } from './text/catalogue.js';

/** Bug report statuses (DESIGN §9 Bugs); the order is the one the filter and the dialog list. */
export const bugStatus = {
  new: 1,
  inProgress: 2,
  fixed: 3,
  rejected: 4,
  duplicate: 5,
} as const;
export type BugStatus = (typeof bugStatus)[keyof typeof bugStatus];
export const bugStatuses: readonly BugStatus[] = Object.values(bugStatus);

/** The catalogue key of each status's name. */
const bugStatusKeys: Record<BugStatus, TextKey> = {
  1: 'bugStatusNew',
  2: 'bugStatusInProgress',
  3: 'bugStatusFixed',
  4: 'bugStatusRejected',
  5: 'bugStatusDuplicate',
};

export const isBugStatus = (value: number): value is BugStatus => isOneOf(bugStatuses, value);

/** The catalogue key of a status's name; an unknown status has none. */
export const bugStatusKey = (status: number): TextKey | undefined =>
  isBugStatus(status) ? bugStatusKeys[status] : undefined;

/** A status filter of 0 selects reports of any status. */
export const anyBugStatus = 0;

/** The longest texts a report and a comment take. */
export const bugLimits = {
  description: 4000,
  comment: 4000,
  /** A page address: the path and query of the screen the report was sent from. */
  page: 2000,
  userAgent: 1000,
} as const;

/** How much of the description the list shows. */
export const bugListDescriptionLength = 80;

/**
 * The bug report calls (`POST /api/<Area>/<Action>`, DESIGN §3; matched
 * case-insensitively). `ReportBug`, `MyBugs`, `Bug` and the screenshot are for
 * every signed-in user (`Bug` and the screenshot to the reporter or to Tester
 * and Admin of the company); `BugsPage` and `UpdateBug` for Tester and Admin.
 */
export const bugApi = {
  /** Multipart: page, description, userAgent, optional file screenshot (PNG, JPEG, GIF or WebP). */
  reportBug: '/api/Bugs/ReportBug',
  /** Body `{size, page, desc, status}` (status 0: any); query `filter`, `orderBy`. */
  bugsPage: '/api/Bugs/BugsPage',
  /** Body `{size, page, desc}`: the caller's own reports, newest first. */
  myBugs: '/api/Bugs/MyBugs',
  /** Body the id (a number or a JSON string): the report with its comments. */
  bug: '/api/Bugs/Bug',
  /** Body `{id, status, comment}`: a comment, a status change, or both. */
  updateBug: '/api/Bugs/UpdateBug',
} as const;

/** GET: the screenshot of report `id`, streamed after the access check. */
export const bugScreenshotUrl = (id: number) => `/api/Bugs/Screenshot/${id}`;
export const bugScreenshotRoute = '/api/Bugs/Screenshot/:id';

/** The bug list screen (A§2, A§6). */
export const bugScreens = { list: '/admin/bugs' } as const;

/**
 * The text fields of `ReportBug` (multipart); the picture travels as the file
 * part `screenshot`. The messages are zod's own: the server words them from
 * the catalogue (requiredField, valueTooLong), the web form from its language.
 */
export const bugReportFormSchema = z.object({
  page: z.string().trim().min(1).max(bugLimits.page),
  description: z.string().trim().min(1).max(bugLimits.description),
  userAgent: z.string().trim().max(bugLimits.userAgent).default(''),
});

const reportText = (max: number) =>
  z
    .string({ error: messages.requiredField })
    .trim()
    .min(1, { error: messages.requiredField })
    .max(max, { error: messages.valueTooLong(max) });

/** ReportBug's text fields as the server reads them: refusals carry the spec's texts. */
export const bugReportFieldsSchema = z.object({
  page: reportText(bugLimits.page),
  description: reportText(bugLimits.description),
  userAgent: z
    .string()
    .trim()
    .max(bugLimits.userAgent, { error: messages.valueTooLong(bugLimits.userAgent) })
    .default(''),
});

/** The file field of `ReportBug`. */
export const bugScreenshotField = 'screenshot';

const bugCommentSchema = z.object({
  id: z.number().int(),
  authorLogin: z.string(),
  body: z.string(),
  /** The status the report was given with this comment; null when it did not change. */
  status: z.number().int().nullable(),
  created: z.string(),
});
export type BugComment = z.infer<typeof bugCommentSchema>;

export const bugSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  updated: z.string(),
  reporterLogin: z.string(),
  page: z.string(),
  userAgent: z.string(),
  description: z.string(),
  status: z.number().int(),
  /** The address of the screenshot (`bugScreenshotUrl`), or null when none was sent. */
  screenshot: z.string().nullable(),
});
export type Bug = z.infer<typeof bugSchema>;

/** A report with its comment thread, oldest comment first. */
export const bugDetailSchema = bugSchema.extend({ comments: z.array(bugCommentSchema) });
export type BugDetail = z.infer<typeof bugDetailSchema>;

/** Columns the list may be sorted by; the default is `id`, newest first. */
export const bugOrderBy = [
  'id',
  'created',
  'reporterLogin',
  'page',
  'description',
  'status',
] as const;

/**
 * A row of the lists: the columns it may be sorted by, the description cut to
 * `bugListDescriptionLength` characters.
 */
const bugListRowSchema = bugSchema.pick(keyMask(bugOrderBy));
export type BugListRow = z.infer<typeof bugListRowSchema>;

export const bugsPageAnswerSchema = pagedAnswerSchema(bugListRowSchema);

/** Body of `BugsPage`: a page of the list, and the status filter (0 any). */
export const bugsPageRequestSchema = pageRequestSchema.extend({
  status: z.number().int().min(0).max(maxDbInt).default(anyBugStatus),
});
export type BugsPageRequest = z.infer<typeof bugsPageRequestSchema>;

/** Body of `UpdateBug`: the new status (the same one to only comment) and a comment. */
export const bugUpdateSchema = z.object({
  id: z.number().int().positive().max(maxDbInt),
  status: z.number().int().min(0).max(maxDbInt),
  comment: z.string().trim().max(bugLimits.comment).default(''),
});
export type BugUpdate = z.input<typeof bugUpdateSchema>;
