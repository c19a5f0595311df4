import { englishT, vehicleMarkFormSchema, type VehicleMarkForm } from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import * as repo from './vehicle-files.repository.js';
import { distinct, SeenKeys, type ImportTally, type TypeImport } from './vehicle-import.lines.js';
import {
  readRecordLine,
  writeBatch,
  type RecordLine,
  type RecordTable,
} from './vehicle-import.records.js';
import { markValueNames } from './vehicles.form.js';

type MarkLine = RecordLine<VehicleMarkForm>;

/**
 * Import type 1, marks (.xlsx): a line with a markId updates that mark (404
 * text when there is none), a line without one creates a mark, or updates the
 * mark of that name whatever its letter case (the natural key, DESIGN §9), so
 * a file imported twice changes nothing the second time. A name another mark
 * holds, and a mark or name an earlier line named, are refused.
 */
export function marksImport(db: Database, tally: ImportTally): TypeImport<MarkLine> {
  const seen = new SeenKeys<string>();
  const markNotFound = englishT('vehicleMarkNotFound');
  const nameTaken = englishT('vehicleMarkExists');
  const markRecords: RecordTable = {
    table: repo.recordTables.marks,
    idField: 'markId',
    fields: markValueNames,
    notFound: markNotFound,
    upsert: true,
  };

  /** Updates by id, then creates or updates by name: one statement each. */
  const writeLines = (lines: MarkLine[]) =>
    writeBatch(db, tally, markRecords, lines, () => Promise.resolve((form) => ({ ...form })));

  return {
    batchSize: 1000,
    parse: (line, header) =>
      readRecordLine(vehicleMarkFormSchema, ['markId', 'mark'], line, header),
    async check(lines) {
      const forms = lines.flatMap((line) => (line.form ? [line.form] : []));
      const [byId, byName] = await Promise.all([
        repo.marksByIds(db, distinct(forms.map((form) => form.markId || undefined))),
        repo.marksByNames(db, distinct(forms.map((form) => form.mark))),
      ]);
      return lines.map(({ line, form, error }) => {
        if (!form) return error ?? null;
        const name = form.mark.toLowerCase();
        const owner = byName.get(name);
        if (form.markId) {
          if (!byId.has(form.markId)) return markNotFound;
          if (owner !== undefined && owner !== form.markId) return nameTaken;
        }
        const target = form.markId || owner;
        return seen.repeated([target === undefined ? undefined : `#${target}`, name], line);
      });
    },
    async write(lines) {
      try {
        return await writeLines(lines);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // A name taken meanwhile: each line alone, so that only its own is refused.
      const refused = new Map<number, string>();
      for (const line of lines) {
        try {
          for (const [number, reason] of await writeLines([line])) refused.set(number, reason);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          refused.set(line.line, nameTaken);
        }
      }
      return refused;
    },
  };
}
