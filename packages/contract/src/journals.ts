import { z } from 'zod';
import { maxDbInt, pagedAnswerSchema } from './api.js';
import { messages } from './messages.js';

/**
 * Journal calls. The spec names none of these paths (A§7: "new journal, path
 * not shown"), so they follow `POST /api/<Area>/<Action>`; the PDF and its
 * cover are signed-in GET downloads (DESIGN §3), never public files.
 */
export const journalApi = {
  /** Paged list for the back office (ContentManager). */
  journalsPage: '/api/Journal/JournalsPage',
  /** One journal; body its id as a JSON string, e.g. "7" (ContentManager). */
  journal: '/api/Journal/Journal',
  /** Multipart: name, date, file (PDF), imageFile (JPEG, optional) (ContentManager). */
  createJournal: '/api/Journal/CreateJournal',
  /** Multipart: id, name, date, and optionally a new file and/or imageFile (ContentManager). */
  updateJournal: '/api/Journal/UpdateJournal',
  /** Body the id as a JSON string (ContentManager). */
  deleteJournal: '/api/Journal/DeleteJournal',
  /** The journals of the caller's company, newest month first (any signed-in user). */
  library: '/api/Journal/Library',
  /** GET: the PDF, inline; add `?download=1` for an attachment (any signed-in user of the company). */
  file: (id: number) => `/api/Journal/File/${id}`,
  /** GET: the cover JPEG; 404 when the journal has none (any signed-in user of the company). */
  cover: (id: number) => `/api/Journal/Cover/${id}`,
} as const;

/** Journal screens (A§2): the list, and the edit screen where id 0 is a new journal. */
export const journalScreens = {
  list: '/admin/cms/journals',
  edit: (id: number) => `/admin/cms/journals/${id}`,
} as const;

/** A journal month, YYYY-MM (A§9, DESIGN §5). */
const journalMonthPattern = /^[12]\d{3}-(0[1-9]|1[0-2])$/;
export const journalMonthSchema = z
  .string({ error: messages.journalMonthInvalid })
  .regex(journalMonthPattern, { error: messages.journalMonthInvalid });

/** The month of `date` as YYYY-MM in local time: the month picker's default (A§2). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const journalNameMaxLength = 200;

export const journalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** YYYY-MM. */
  date: z.string(),
  /** Signed-in URL of the PDF (GET), with a version so a replaced file is fetched anew. */
  fileUrl: z.string(),
  /** Size of the PDF in bytes. */
  fileSize: z.number().int(),
  /** Signed-in URL of the cover JPEG, or null: the browser then shows a placeholder cover. */
  coverUrl: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  comId: z.number().int(),
});
export type Journal = z.infer<typeof journalSchema>;

export const journalsPageAnswerSchema = pagedAnswerSchema(journalSchema);

/** Columns the journal list may be sorted by; the default is date. */
export const journalOrderBy = ['id', 'name', 'date'] as const;

/** File fields of the create/update form (A§7). */
export const journalFileFields = ['file', 'imageFile'] as const;

/**
 * The text fields of the journal create/update form (multipart); the PDF and
 * its cover travel as file parts named by `journalFileFields`.
 */
export const journalFormSchema = z.object({
  id: z.coerce.number().int().nonnegative().max(maxDbInt).default(0),
  name: z
    .string()
    .trim()
    .min(1, { error: messages.enterName })
    .max(journalNameMaxLength, { error: messages.journalNameTooLong(journalNameMaxLength) }),
  date: journalMonthSchema,
});
export type JournalForm = z.input<typeof journalFormSchema>;

/** Body of Library: optionally one month; without it, every journal of the company. */
export const journalLibraryRequestSchema = z.object({ month: journalMonthSchema.optional() });
