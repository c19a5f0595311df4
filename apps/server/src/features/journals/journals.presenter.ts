import { journalApi, type Journal } from '@bo/contract';
import type { JournalRow } from './journals.repository.js';

/** YYYY-MM-01 (the database) → YYYY-MM (the API). */
const monthOfDate = (date: string) => date.slice(0, 7);

export function presentJournal(row: JournalRow): Journal {
  // The version changes with every save, so a replaced PDF or cover is fetched anew.
  const version = `?v=${row.updated.getTime()}`;
  return {
    id: row.id,
    name: row.name,
    date: monthOfDate(row.month),
    fileUrl: journalApi.file(row.id) + version,
    fileSize: row.fileSize,
    coverUrl: row.coverKey ? journalApi.cover(row.id) + version : null,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    comId: row.comId,
  };
}
