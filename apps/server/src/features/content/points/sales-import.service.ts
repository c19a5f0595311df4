import { createHash } from 'node:crypto';
import { englishT, salesImportMaxLines, type SalesImportAnswer } from '@bo/contract';
import type { SignedInUser } from '../../../platform/auth/account-store.js';
import { auditChange } from '../../../platform/audit.js';
import type { Database } from '../../../platform/db/database.js';
import { conflict } from '../../../platform/http/errors.js';
import { sourceStream, type FileSource } from '../../../platform/excel/file-source.js';
import { runImport, type ImportOutcome } from '../../../platform/excel/run-import.js';
import type { SheetLine } from '../../../platform/excel/sheet-line.js';
import { openSpreadsheet, type SpreadsheetKind } from '../../../platform/excel/spreadsheet-rows.js';
import { accrueSalesLines, lockSalesActions } from './points-accrual.js';
import {
  parseSalesLine,
  readSalesHeader,
  type SalesHeader,
  type SalesLine,
} from './sales-import.lines.js';
import { claimSalesFile, insertSalesLines, releaseSalesFile } from './sales-import.repository.js';
import { knownCustNos } from '../../customers/index.js';
import { knownItemNos } from '../../items/index.js';

type Failure = SalesImportAnswer['failedItems'][number];

/** Lines per look-up and per write (one transaction, one JSON parameter). */
const batchSize = 5000;
/** Tries of a batch's transaction that a deadlock ended. */
const deadlockAttempts = 3;

/** Whether a database error is a deadlock (SQLSTATE 40P01), as pg raises it or drizzle wraps it. */
function isDeadlock(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const cause = 'cause' in error ? error.cause : undefined;
  return code === '40P01' || (cause !== error && isDeadlock(cause));
}
/** The longest file name the audit row keeps. */
const fileNameMax = 200;

/** The posting dates the written lines span, for the accruals to recompute. */
interface Span {
  from?: string;
  to?: string;
}
function widen(span: Span, lines: readonly SalesLine[]): void {
  for (const { postingDate } of lines) {
    if (span.from === undefined || postingDate < span.from) span.from = postingDate;
    if (span.to === undefined || postingDate > span.to) span.to = postingDate;
  }
}

/** The hex SHA-256 of the file's bytes. */
async function fileHashOf(source: FileSource): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of sourceStream(source)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The kinds a file is read as (issue 32): one named .xlsx must be a workbook
 * (else 'The file is not a valid .xlsx workbook', as the .xlsx imports
 * answer); any other name is told by its content, .xlsx or .csv.
 */
function acceptedKinds(fileName: string): SpreadsheetKind[] {
  return /\.xlsx$/i.test(fileName.trim()) ? ['xlsx'] : ['xlsx', 'csv'];
}

/** When a file was first imported, as the refusal names it: the server's local date and time. */
export function importDateText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * The sales import, `POST /api/Sales/ImportSales` (DESIGN §9 Points): an
 * .xlsx or .csv file whose first line names postingDate, custNo, itemNo,
 * quantity and amount. Through `runImport`: every line is checked first (its
 * values, its customer among the company's and its item in the item master,
 * a batch looked up at once), a file refused whole writes nothing; then the
 * good lines are written a batch per transaction. Each import adds its lines
 * (a sale has no key of its own to upsert by), so a file whose bytes the
 * company imported before is refused (409, naming the date; issue 31): its
 * hash is kept once the import wrote a line. Each batch adds what its lines
 * earn to the accrual of the actions their posting dates meet, in the batch's
 * transaction (issue 32; the full recompute is for rule, term and date
 * changes), and one audit row tells what the import did.
 */
export class SalesImportService {
  constructor(
    private readonly db: Database,
    private readonly maxLines = salesImportMaxLines,
  ) {}

  async import(actor: SignedInUser, source: FileSource, fileName = ''): Promise<SalesImportAnswer> {
    const { comId } = actor;
    const sheet = await openSpreadsheet(source, { accept: acceptedKinds(fileName) });
    const claim = await claimSalesFile(this.db, {
      comId,
      fileHash: await fileHashOf(source),
      fileName: fileName.slice(0, fileNameMax),
      importedBy: actor.login,
    });
    if ('importedAt' in claim)
      throw conflict('salesImportAlreadyImported', { date: importDateText(claim.importedAt) });
    let header: SalesHeader | undefined;
    /** The lines after the header (a 400 when it lacks a column). */
    async function* dataLines(): AsyncGenerator<SheetLine> {
      let first = true;
      for await (const line of sheet.lines()) {
        if (first) {
          header ??= readSalesHeader(line);
          first = false;
        } else yield line;
      }
    }
    const span: Span = {};
    const accrued = new Set<number>();
    let written = 0;
    let outcome: ImportOutcome<Failure> | undefined;
    try {
      outcome = await runImport<SalesLine, Failure>({
        read: dataLines,
        maxLines: this.maxLines,
        batchSize,
        parse: (line) => {
          if (!header) throw new Error('a line before the header');
          return parseSalesLine(line, header);
        },
        check: async (lines) => {
          const refusals = await this.lookUp(comId, lines);
          return lines.map((line) => {
            const error = line.error ?? refusals(line);
            return error === undefined ? null : { line: line.line, error };
          });
        },
        write: async (lines) => {
          const batch = await this.writeBatch(comId, lines);
          const refused = new Set(batch.refused);
          const done = lines.filter((line) => !refused.has(line.line));
          written += done.length;
          widen(span, done);
          for (const contentId of batch.accrued) accrued.add(contentId);
          if (refused.size === 0) return [];
          // A customer or item removed since the check: say which.
          const notWritten = lines.filter((line) => refused.has(line.line));
          const refusal = await this.lookUp(comId, notWritten);
          return notWritten.map((line) => ({
            line: line.line,
            error: refusal(line) ?? englishT('salesImportCustomerUnknown', { custNo: line.custNo }),
          }));
        },
      });
    } finally {
      // Even an import cut short leaves its written lines accrued and audited, and its file kept.
      if (written > 0) await this.afterWrite(actor, fileName, span, accrued, outcome);
      else await releaseSalesFile(this.db, claim.claimed);
    }
    return {
      success: outcome.failed.length === 0,
      imported: outcome.written,
      failedItems: outcome.failed,
    };
  }

  /** Why each of these lines' customer or item is not the company's (undefined: both are), looked up at once. */
  private async lookUp(comId: number, lines: readonly SalesLine[]) {
    const good = lines.filter((line) => line.error === undefined);
    const [custNos, itemNos] = await Promise.all([
      knownCustNos(this.db, comId, distinct(good.map((line) => line.custNo))),
      knownItemNos(this.db, comId, distinct(good.map((line) => line.itemNo))),
    ]);
    return (line: SalesLine): string | undefined => {
      if (!custNos.has(line.custNo))
        return englishT('salesImportCustomerUnknown', { custNo: line.custNo });
      if (!itemNos.has(line.itemNo))
        return englishT('salesImportItemUnknown', { itemNo: line.itemNo });
      return undefined;
    };
  }

  /**
   * Writes a batch's lines and adds them to the accrual of the actions their
   * posting dates meet, in one transaction (issue 32: what the new lines add,
   * not a recompute of the actions). `lockSalesActions` orders it with the
   * recomputes and content changes; a deadlock with a content deleted at that
   * moment (which locks its sub-offers too) is retried, the batch rolled back.
   */
  private async writeBatch(
    comId: number,
    lines: readonly SalesLine[],
  ): Promise<{ refused: number[]; accrued: number[] }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const written = await insertSalesLines(tx, comId, lines);
          if (written.ids.length === 0) return { refused: written.refused, accrued: [] };
          const dates = [...written.postingDates].sort();
          const actions = await lockSalesActions(tx, comId, dates[0] ?? '', dates.at(-1) ?? '');
          await accrueSalesLines(tx, comId, actions, written.ids);
          return { refused: written.refused, accrued: actions.map((action) => action.contentId) };
        });
      } catch (error) {
        if (attempt >= deadlockAttempts || !isDeadlock(error)) throw error;
      }
    }
  }

  private async afterWrite(
    actor: SignedInUser,
    fileName: string,
    span: Span,
    accrued: ReadonlySet<number>,
    outcome: ImportOutcome<Failure> | undefined,
  ): Promise<void> {
    await auditChange(this.db, actor, 'sales', {
      entityId: 'import',
      action: 'create',
      after: {
        fileName: fileName.slice(0, fileNameMax),
        ...(outcome
          ? { lines: outcome.lines, imported: outcome.written, failed: outcome.failed.length }
          : { interrupted: true }),
        postingDates: { from: span.from, to: span.to },
        // The actions the lines were added to (the name kept from when they were recomputed).
        recomputedContents: [...accrued].sort((a, b) => a - b),
      },
    });
  }
}

const distinct = (values: readonly string[]) => [...new Set(values)];
