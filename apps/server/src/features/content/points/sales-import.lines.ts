import { englishT, normaliseItemNo, salesImportColumns, type TextKey } from '@bo/contract';
import type { SheetLine } from '../../../platform/excel/sheet-line.js';
import { badRequest } from '../../../platform/http/errors.js';

/**
 * Reading the lines of a sales file (DESIGN §9 Points): a header line naming
 * postingDate, custNo, itemNo, quantity and amount (any order and letter
 * case; other columns are left alone), then one sale per line. Pure: the
 * import reads every line twice.
 */

type Column = (typeof salesImportColumns)[number];
export type SalesHeader = Record<Column, number>;

/** A header cell as compared: lower case, without spaces, underscores and dashes. */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_-]/g, '');

/** The header line's columns; one missing is a 400 naming every one missing. */
export function readSalesHeader(line: SheetLine): SalesHeader {
  const indexes = new Map<string, number>();
  line.cells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key !== '' && !indexes.has(key)) indexes.set(key, index);
  });
  const missing = salesImportColumns.filter((column) => !indexes.has(headerKey(column)));
  if (missing.length > 0)
    throw badRequest('salesImportColumnsMissing', { columns: missing.join(', ') });
  return Object.fromEntries(
    salesImportColumns.map((column) => [column, indexes.get(headerKey(column)) ?? 0]),
  ) as SalesHeader;
}

/** A sales line as read: its values as stored, or the first reason it cannot be. */
export interface SalesLine {
  line: number;
  postingDate: string;
  custNo: string;
  itemNo: string;
  /** Decimal texts, exact: numeric columns take them as they are. */
  quantity: string;
  amount: string;
  error?: string;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMonthYear = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
/** A date cell read without its style is Excel's day number: days since 1899-12-30. */
const dayNumber = /^\d{1,7}(?:\.0+)?$/;
const excelEpoch = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

/** YYYY-MM-DD of a real day from 1900 to 9999, or undefined. */
function dayOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 9999) return undefined;
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The posting date as YYYY-MM-DD: from YYYY-MM-DD, dd/mm/yyyy (or dd.mm.yyyy) or an Excel day number. */
function postingDateValue(text: string): string | undefined {
  const iso = isoDate.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = dayMonthYear.exec(text);
  if (dmy) return dayOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  if (!dayNumber.test(text)) return undefined;
  const date = new Date(excelEpoch + Number(text) * dayMs);
  return dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A number of 0 or more with at most `decimals` decimals and `digits` digits
 * before the point, as a decimal text; a decimal comma is read as a point,
 * and a cell holding a binary fraction (0.1 + 0.2 reads 0.30000000000000004)
 * is rounded when it is that close to one. Undefined when it is none.
 */
function decimalValue(text: string, decimals: number, digits: number): string | undefined {
  const normalised = text.replace(',', '.');
  const exact = new RegExp(`^\\d{1,${digits}}(?:\\.\\d{1,${decimals}})?$`);
  if (exact.test(normalised)) return normalised;
  if (!new RegExp(`^\\d{1,${digits}}\\.\\d{${decimals + 1},}$`).test(normalised)) return undefined;
  const scale = 10 ** decimals;
  const scaled = Number(normalised) * scale;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
    ? (Math.round(scaled) / scale).toFixed(decimals)
    : undefined;
}

/** quantity numeric(14, 3), amount numeric(14, 2). */
const quantityValue = (text: string) => decimalValue(text, 3, 11);
const amountValue = (text: string) => decimalValue(text, 2, 12);

/** The line read under the header: values as stored, or its first error but the look-ups'. */
export function parseSalesLine({ line, cells }: SheetLine, header: SalesHeader): SalesLine {
  const cell = (column: Column) => cells[header[column]] ?? '';
  const custNo = cell('custNo');
  const itemNo = normaliseItemNo(cell('itemNo'));
  const postingDate = postingDateValue(cell('postingDate'));
  const quantity = quantityValue(cell('quantity'));
  const amount = amountValue(cell('amount'));
  const refusals: [boolean, TextKey][] = [
    [postingDate === undefined, 'salesImportDateInvalid'],
    [custNo === '', 'salesImportCustNoEmpty'],
    [itemNo === '', 'salesImportItemNoEmpty'],
    [quantity === undefined, 'salesImportQuantityInvalid'],
    [amount === undefined, 'salesImportAmountInvalid'],
  ];
  const refused = refusals.find(([broken]) => broken);
  const error = refused ? englishT(refused[1]) : undefined;
  return {
    line,
    postingDate: postingDate ?? '',
    custNo,
    itemNo,
    quantity: quantity ?? '0',
    amount: amount ?? '0',
    ...(error === undefined ? {} : { error }),
  };
}
