import {
  customerImportColumns,
  custNoPattern,
  messages,
  type CustomerImportAnswer,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import type { FileSource } from '../../platform/excel/file-source.js';
import { runImport } from '../../platform/excel/run-import.js';
import type { SheetLine } from '../../platform/excel/sheet-line.js';
import { openSpreadsheet, type SpreadsheetKind } from '../../platform/excel/spreadsheet-rows.js';
import * as repo from './customers.repository.js';

type Failure = CustomerImportAnswer['failedItems'][number];
type ImportField = (typeof customerImportColumns)[number]['field'];
type ImportLine = Record<ImportField, string> & { line: number };

/** Rows per INSERT and transaction: 17 columns × 1,000 stays well under PostgreSQL's 65,535 parameters. */
const insertBatch = 1000;
const maxCellLength = 200;
/** At most 12 digits before the point: the balance column is numeric(14, 2). */
const balancePattern = /^[+-]?\d{1,12}(?:\.\d{1,2})?$/;
/** A number cell holding a binary fraction, as 0.1 + 0.2 reads: 0.30000000000000004. */
const numberCellPattern = /^[+-]?\d{1,12}\.\d{3,}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** A date cell read without its style is Excel's day number: days since 1899-12-30. */
const dayNumberPattern = /^\d{1,7}$/;
const excelEpoch = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;
/** How many customer codes the audit row lists. */
const auditedCodes = 1000;

/** The balance as stored (a point, at most 2 decimals), or null when the text is not one. */
export function balanceValue(text: string): string | null {
  if (text === '') return '0';
  const normalised = text.replace(',', '.');
  if (balancePattern.test(normalised)) return normalised;
  if (!numberCellPattern.test(normalised)) return null;
  const cents = Number(normalised) * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? (Math.round(cents) / 100).toFixed(2) : null;
}

/** The balance date as YYYY-MM-DD (null when empty), or undefined when the text is not a date. */
export function balanceDateValue(text: string): string | null | undefined {
  if (text === '') return null;
  if (dayNumberPattern.test(text)) {
    const date = new Date(excelEpoch + Number(text) * dayMs);
    const year = date.getUTCFullYear();
    return year >= 1900 && year <= 9999 ? date.toISOString().slice(0, 10) : undefined;
  }
  if (!datePattern.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
    ? text
    : undefined;
}

function fieldsOf({ line, cells }: SheetLine): ImportLine {
  return {
    line,
    ...(Object.fromEntries(
      customerImportColumns.map(({ field }, index) => [field, cells[index] ?? '']),
    ) as Record<ImportField, string>),
  };
}

/** Why a line cannot be imported, or null when it can. */
function lineError(line: ImportLine, seen: Set<string>): string | null {
  if (!custNoPattern.test(line.custNo)) return messages.importCustNoInvalid;
  if (seen.has(line.custNo)) return messages.importDuplicateCustNo;
  if (line.name === '') return messages.importNameEmpty;
  const tooLong = customerImportColumns.find(({ field }) => line[field].length > maxCellLength);
  if (tooLong) return messages.importCellTooLong(tooLong.header);
  if (balanceValue(line.balance) === null) return messages.importBalanceInvalid;
  if (balanceDateValue(line.balanceDate) === undefined) return messages.importDateInvalid;
  return null;
}

function customerRow(comId: number, line: ImportLine): repo.NewCustomerRow {
  return {
    comId,
    custNo: line.custNo,
    name: line.name,
    eMail: line.eMail,
    phone: line.phone,
    mainCode: line.mainCode,
    respCenter: line.respCenter,
    locationCode: line.locationCode,
    discGroup: line.discGroup,
    loyaltyCode: line.loyaltyCode,
    area: line.area,
    segment: line.segment,
    salespersonCode: line.salespersonCode,
    salespersonName: line.salespersonName,
    legalEntity: line.legalEntity,
    paymentMethod: line.paymentMethod,
    balance: balanceValue(line.balance) ?? '0',
    balanceDate: balanceDateValue(line.balanceDate) ?? null,
  };
}

/**
 * Customer import from an .xlsx file with a header row (issue 4): every line
 * is checked first (`runImport`); the good ones are then inserted, or update
 * the customer of the same code, in the caller's company, a transaction (with
 * its audit row) per batch.
 */
export class CustomerImportService {
  /** `accept`: the kinds of file read; .xlsx as the import's description says (the benchmark feeds .csv too). */
  constructor(
    private readonly db: Database,
    private readonly maxLines: number,
    private readonly accept: readonly SpreadsheetKind[] = ['xlsx'],
  ) {}

  async import(actor: SignedInUser, file: FileSource): Promise<CustomerImportAnswer> {
    const sheet = await openSpreadsheet(file, { accept: this.accept, skipLines: 1 });
    const seen = new Set<string>();
    const { written, failed } = await runImport<ImportLine, Failure>({
      read: () => sheet.lines(),
      maxLines: this.maxLines,
      batchSize: insertBatch,
      parse: fieldsOf,
      check: (lines) =>
        lines.map((line) => {
          const error = lineError(line, seen);
          if (custNoPattern.test(line.custNo)) seen.add(line.custNo);
          return error ? { line: line.line, custNo: line.custNo, error } : null;
        }),
      write: async (lines, lineCount) => {
        await this.write(actor, lines, lineCount);
        return [];
      },
    });
    return { success: failed.length === 0, imported: written, failedItems: failed };
  }

  private async write(actor: SignedInUser, lines: ImportLine[], lineCount: number) {
    const rows = lines.map((line) => customerRow(actor.comId, line));
    await this.db.transaction(async (tx) => {
      await repo.upsertCustomers(tx, rows);
      await auditChange(tx, actor, 'customer', {
        entityId: 'import',
        action: 'update',
        after: {
          imported: rows.length,
          lines: lineCount,
          custNos: rows.slice(0, auditedCodes).map((row) => row.custNo),
        },
      });
    });
  }
}
