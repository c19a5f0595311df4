import { englishT, vehicleItemNoSchema } from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import * as repo from './vehicle-files.repository.js';
import {
  cellError,
  distinct,
  lineFields,
  noteKeys,
  readId,
  SeenKeys,
  type ImportedLine,
  type ImportTally,
  type TypeImport,
} from './vehicle-import.lines.js';

interface ItemLine extends ImportedLine {
  typeId?: number | undefined;
  itemNo?: string | undefined;
  error?: string;
}

/** Lines per check and write: three parameters a row keeps an INSERT far below 65,535. */
const itemBatchSize = 5000;

const keyOf = (line: ItemLine): repo.ItemKey => ({
  typeId: line.typeId ?? 0,
  itemNo: line.itemNo ?? '',
});

/**
 * The items file's lines, for type 4 (items) and type 5 (remove by list):
 * typeId and itemNo (cleaned as AddItems cleans it, C§5); the modification
 * must be there, and a key an earlier line named is refused.
 */
function itemLines(
  db: Database,
  alsoCheck?: (lines: ItemLine[]) => Promise<(line: ItemLine) => string | null>,
): Pick<TypeImport<ItemLine>, 'parse' | 'check' | 'batchSize'> {
  const seen = new SeenKeys<string>();
  const typeNotFound = englishT('vehicleNotFound');
  return {
    batchSize: itemBatchSize,
    parse(line, header) {
      const fields = lineFields(header, line);
      const keys = { typeId: fields.typeId ?? '', itemNo: fields.itemNo ?? '' };
      const type = readId('typeId', keys.typeId);
      if (type.error !== undefined) return { line: line.line, keys, error: type.error };
      const itemNo = vehicleItemNoSchema.safeParse(keys.itemNo);
      if (!itemNo.success)
        return {
          line: line.line,
          keys,
          error: cellError('itemNo', englishT('vehicleItemNoInvalid')),
        };
      return { line: line.line, keys, typeId: type.id, itemNo: itemNo.data };
    },
    async check(lines) {
      const types = await repo.existingTypeIds(db, distinct(lines.map((line) => line.typeId)));
      const more = alsoCheck ? await alsoCheck(lines) : () => null;
      return lines.map((line) => {
        if (line.error !== undefined) return line.error;
        if (line.typeId === undefined || !types.has(line.typeId)) return typeNotFound;
        const key = keyOf(line);
        return more(line) ?? seen.repeated([repo.itemKey(key.typeId, key.itemNo)], line.line);
      });
    },
  };
}

/**
 * Import type 4, items (.csv or .xlsx): each line adds the item number to the
 * modification (not manual); one already there stays as it is, so a file
 * imported twice adds nothing the second time.
 */
export function itemsImport(db: Database, tally: ImportTally): TypeImport<ItemLine> {
  const typeNotFound = englishT('vehicleNotFound');
  return {
    ...itemLines(db),
    async write(lines) {
      const written = await db.transaction(async (tx) => {
        const refused = new Map<number, string>();
        // Modifications deleted since the check are refused; the others stay until the commit.
        const types = await repo.existingTypeIds(
          tx,
          distinct(lines.map((line) => line.typeId)),
          true,
        );
        const keys = lines.flatMap((line) => {
          if (types.has(line.typeId ?? 0)) return [keyOf(line)];
          refused.set(line.line, typeNotFound);
          return [];
        });
        return { refused, keys, added: await repo.insertItems(tx, keys) };
      });
      tally.created += written.added;
      tally.updated += written.keys.length - written.added;
      noteKeys(
        tally,
        written.keys.map((key) => `${key.typeId}/${key.itemNo}`),
      );
      return written.refused;
    },
  };
}

/**
 * Import type 5, remove items by list (.csv or .xlsx, the items file's
 * columns; typeId and itemNo suffice): each line's item is removed from its
 * modification; a line whose item is not there is refused
 * ('This vehicle has no such item').
 */
export function removeItemsImport(db: Database, tally: ImportTally): TypeImport<ItemLine> {
  const notThere = englishT('vehicleItemNotFound');
  return {
    ...itemLines(db, async (lines) => {
      const present = await repo.existingItems(
        db,
        lines.filter((line) => line.error === undefined).map(keyOf),
      );
      return (line) => {
        const key = keyOf(line);
        return present.has(repo.itemKey(key.typeId, key.itemNo)) ? null : notThere;
      };
    }),
    async write(lines) {
      const keys = lines.map(keyOf);
      const removed = await db.transaction((tx) => repo.deleteItems(tx, keys));
      tally.removed += removed.size;
      const refused = new Map<number, string>();
      for (const line of lines) {
        const key = keyOf(line);
        if (removed.has(repo.itemKey(key.typeId, key.itemNo)))
          noteKeys(tally, [`${key.typeId}/${key.itemNo}`]);
        else refused.set(line.line, notThere);
      }
      return refused;
    },
  };
}
