import { journalApi, journalSchema, journalsPageAnswerSchema, type Journal } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery, underKeys, useForgetRecord, useStoreRecord } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import { currentLanguage } from '../../platform/i18n';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import { useApiMutation } from '../../platform/useApiMutation';

export const journalKeys = {
  all: ['journals'] as const,
  list: ['journals', 'list'] as const,
  library: ['journals', 'library'] as const,
  detail: (id: number) => ['journals', 'detail', id] as const,
};

export const loadJournalsPage = serverPages(journalApi.journalsPage, journalsPageAnswerSchema);

export function useJournal(id: number) {
  // The id travels as a JSON string, e.g. "7", as in the other single-row calls.
  const query = postQuery(journalKeys.detail(id), journalApi.journal, String(id), journalSchema);
  return useQuery({ ...query, enabled: id > 0 });
}

const libraryAnswerSchema = z.array(journalSchema);

/** Every journal of the user's company, newest month first (any signed-in user). */
export function useJournalLibrary() {
  return useQuery(postQuery(journalKeys.library, journalApi.library, {}, libraryAnswerSchema));
}

/** A journal to create (`id` 0) or update; `file` null keeps the stored PDF. */
interface JournalSave {
  id: number;
  name: string;
  /** YYYY-MM. */
  date: string;
  file: File | null;
  /** The JPEG of the PDF's first page, sent with every new PDF. */
  imageFile: Blob | null;
}

const coverFileName = 'cover.jpg';

function journalFormData(journal: JournalSave): FormData {
  const data = new FormData();
  if (journal.id > 0) data.set('id', String(journal.id));
  data.set('name', journal.name);
  data.set('date', journal.date);
  if (journal.file) data.set('file', journal.file, journal.file.name);
  if (journal.imageFile) data.set('imageFile', journal.imageFile, coverFileName);
  return data;
}

/** What a saved or deleted journal makes stale: the admin list and the library. */
const journalLists = underKeys(journalKeys.list, journalKeys.library);

export function useSaveJournal() {
  const storeJournal = useStoreRecord(
    (saved: Journal) => journalKeys.detail(saved.id),
    journalLists,
  );
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (journal: JournalSave) =>
      apiPost(
        journal.id > 0 ? journalApi.updateJournal : journalApi.createJournal,
        journalFormData(journal),
        { schema: journalSchema },
      ),
    // A new journal's form goes to the list.
    leavesScreen: (_saved, sent) => sent?.id === 0,
    onSuccess: storeJournal,
  });
}

export function useDeleteJournal() {
  const forgetJournal = useForgetRecord(journalKeys.detail, journalLists);
  return useApiMutation({
    mutationFn: (id: number) => apiPost(journalApi.deleteJournal, String(id)),
    onSuccess: forgetJournal,
  });
}

/** The address that downloads the PDF as an attachment. */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}

const monthOptions: Intl.DateTimeFormatOptions = {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
/** A journal's month as the interface language names it (issue 32). */
const monthFormats = {
  en: new Intl.DateTimeFormat('en-GB', monthOptions),
  uk: new Intl.DateTimeFormat('uk-UA', monthOptions),
};

/** "March 2026" (in Ukrainian "березень 2026 р.") for '2026-03'; anything else as it is. */
export function formatMonth(month: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(month);
  if (!parts) return month;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, 1));
  return monthFormats[currentLanguage()].format(date);
}
