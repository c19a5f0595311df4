import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../platform/db/database.js';
import { customerNumberExists } from '../../customers/index.js';
import { itemNumberExists } from '../../items/index.js';
import { salesImportFiles, salesLines } from './points.schema.js';
import type { SalesLine } from './sales-import.lines.js';

/**
 * The sales import's statements: a batch's customers and items looked up at
 * once, and its lines written by one INSERT ... SELECT from a JSON record set.
 */

/**
 * Claims a file's hash for the company (issue 31): its id, or the first
 * import of the same file when one holds it already (the unique key decides
 * between two imports of it at once).
 */
export async function claimSalesFile(
  db: Executor,
  file: { comId: number; fileHash: string; fileName: string; importedBy: string },
): Promise<{ claimed: number } | { importedAt: Date }> {
  const [claimed] = await db
    .insert(salesImportFiles)
    .values(file)
    .onConflictDoNothing()
    .returning({ id: salesImportFiles.id });
  if (claimed) return { claimed: claimed.id };
  const [first] = await db
    .select({ importedAt: salesImportFiles.importedAt })
    .from(salesImportFiles)
    .where(
      and(eq(salesImportFiles.comId, file.comId), eq(salesImportFiles.fileHash, file.fileHash)),
    );
  // Released meanwhile by an import that wrote nothing: claimed again.
  if (!first) return claimSalesFile(db, file);
  return { importedAt: first.importedAt };
}

/** Gives a claimed hash back: the import wrote no line, so the file may come again. */
export async function releaseSalesFile(db: Executor, id: number): Promise<void> {
  await db.delete(salesImportFiles).where(eq(salesImportFiles.id, id));
}

const writtenSchema = z.object({
  rows: z.array(
    z.object({
      line: z.coerce.number().nullable(),
      id: z.coerce.number().nullable(),
      posting_date: z.string().nullable(),
    }),
  ),
});

/** What `insertSalesLines` did: the ids and posting dates of the lines written, the line numbers left. */
interface WrittenLines {
  ids: number[];
  postingDates: string[];
  refused: number[];
}

/**
 * Writes the lines, in file order, whose customer and item are (still) the
 * company's; answers their ids and posting dates (for the accrual), and the
 * line numbers of those that are not, which it leaves.
 */
export async function insertSalesLines(
  db: Executor,
  comId: number,
  lines: readonly SalesLine[],
): Promise<WrittenLines> {
  if (lines.length === 0) return { ids: [], postingDates: [], refused: [] };
  const records = JSON.stringify(
    lines.map((line) => ({
      line: line.line,
      posting_date: line.postingDate,
      cust_no: line.custNo,
      item_no: line.itemNo,
      quantity: line.quantity,
      amount: line.amount,
    })),
  );
  const result = await db.execute(sql`
    with v as (
      select * from json_to_recordset(${records}::json)
        as v(line integer, posting_date date, cust_no text, item_no text, quantity numeric, amount numeric)),
    known as (
      select v.* from v
       where ${customerNumberExists(comId, sql`v.cust_no`)}
         and ${itemNumberExists(comId, sql`v.item_no`)}),
    written as (
      insert into ${salesLines} (com_id, posting_date, cust_no, item_no, quantity, amount)
      select ${comId}::int, posting_date, cust_no, item_no, quantity, amount from known order by line
      returning id, posting_date)
    select null::integer as line, id, posting_date::text as posting_date from written
    union all
    select v.line, null, null from v where not exists (select 1 from known where known.line = v.line)`);
  const written: WrittenLines = { ids: [], postingDates: [], refused: [] };
  for (const row of writtenSchema.parse(result).rows) {
    if (row.line !== null) written.refused.push(row.line);
    else if (row.id !== null && row.posting_date !== null) {
      written.ids.push(row.id);
      written.postingDates.push(row.posting_date);
    }
  }
  return written;
}
