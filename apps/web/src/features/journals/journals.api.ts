import { journalApi, journalSchema, journalsPageAnswerSchema, type Journal } from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import { currentLanguage } from '../../platform/i18n';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { useApiMutation } from '../../platform/useApiMutation';

export const journalKeys = {
  all: ['journals'] as const,
  list: ['journals', 'list'] as const,
  library: ['journals', 'library'] as const,
  detail: (id: number) => ['journals', 'detail', id] as const,
};

export const loadJournalsPage: TableLoad<Journal> = (page, query, signal) =>
  apiPost(journalApi.journalsPage, page, { query, schema: journalsPageAnswerSchema, signal });

export function useJournal(id: number) {
  return useQuery({
    queryKey: journalKeys.detail(id),
    // The id travels as a JSON string, e.g. "7", as in the other single-row calls.
    queryFn: ({ signal }) =>
      apiPost(journalApi.journal, String(id), { schema: journalSchema, signal }),
    enabled: id > 0,
  });
}

const libraryAnswerSchema = z.array(journalSchema);

/** Every journal of the user's company, newest month first (any signed-in user). */
export function useJournalLibrary() {
  return useQuery({
    queryKey: journalKeys.library,
    queryFn: ({ signal }) =>
      apiPost(journalApi.library, {}, { schema: libraryAnswerSchema, signal }),
  });
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

export function useSaveJournal() {
  const queryClient = useQueryClient();
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
    onSuccess: (saved) => {
      queryClient.setQueryData(journalKeys.detail(saved.id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: journalKeys.list }),
        queryClient.invalidateQueries({ queryKey: journalKeys.library }),
      ]);
    },
  });
}

export function useDeleteJournal() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => apiPost(journalApi.deleteJournal, String(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: journalKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: journalKeys.list }),
        queryClient.invalidateQueries({ queryKey: journalKeys.library }),
      ]);
    },
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
