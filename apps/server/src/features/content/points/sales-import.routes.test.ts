import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  pointsApi,
  salesImportMaxLines,
  type ErrorAnswer,
  type PointsIncomeRule,
  type SalesImportAnswer,
  type TextKey,
  type TextParams,
} from '@bo/contract';
import { auditLog } from '../../../platform/db/platform.schema.js';
import { customers, items } from '../../../schema.js';
import { pngBytes, xlsxBytes } from '../../../test/factories/uploads.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { createContent } from '../../../test/factories/content.js';
import { csvText, storedAccrual, uploadSales } from '../../../test/factories/points.js';
import { registerSalesImportRoute } from './points-rules.routes.js';
import { salesImportFiles, salesLines } from './points.schema.js';
import { importDateText, SalesImportService } from './sales-import.service.js';

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let stranger: TestUser;
/** The import with a limit of 3 lines, behind its own path. */
const smallPath = '/api/test/ImportSalesSmall';
let small: SalesImportService | undefined;

const header = ['postingDate', 'custNo', 'itemNo', 'quantity', 'amount'];

beforeAll(async () => {
  // A file of 1,000,001 lines is about 35 MB.
  t = await createTestApp({ uploadLimitBytes: 60 * 1024 * 1024 }, (app) => {
    const service = {
      import: (...args: Parameters<SalesImportService['import']>) => {
        if (!small) throw new Error('the small import is not ready');
        return small.import(...args);
      },
    };
    registerSalesImportRoute(app, service, smallPath);
  });
  small = new SalesImportService(t.deps.db, 3);
  manager = await t.makeUser({ roles: ['ContentManager'] });
  otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
  stranger = await t.makeUser({ roles: ['CatalogManager', 'NotificationManager'] });
  await t.deps.db.insert(customers).values([
    { comId: 1, custNo: 'SC1', name: 'Customer 1', mainCode: 'SM1' },
    { comId: 1, custNo: 'SC2', name: 'Customer 2', mainCode: 'SM1' },
    { comId: 2, custNo: 'SC9', name: 'Customer of 2', mainCode: 'SM9' },
  ]);
  await t.deps.db.insert(items).values([
    { comId: 1, itemNo: 'SX1', brand: 'BOSCH' },
    { comId: 1, itemNo: 'SX2', brand: 'MAHLE' },
    { comId: 2, itemNo: 'SX9', brand: 'BOSCH' },
  ]);
});
afterAll(() => t.close());

async function imported(
  data: Buffer | string,
  name?: string,
  user = manager,
): Promise<SalesImportAnswer> {
  const response = await uploadSales(t, user, data, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesImportAnswer>();
}

function refused(response: LightMyRequestResponse, key: TextKey, params?: TextParams) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json<ErrorAnswer>();
  expect(answer.key).toBe(key);
  expect(answer.message).toBe(englishT(key, params));
}

const lineCount = async () => (await t.deps.db.select({ n: count() }).from(salesLines))[0]?.n ?? 0;

/** The stored lines of a customer, oldest id first. */
const linesOf = (comId: number, custNo: string) =>
  t.deps.db
    .select({
      postingDate: salesLines.postingDate,
      itemNo: salesLines.itemNo,
      quantity: salesLines.quantity,
      amount: salesLines.amount,
    })
    .from(salesLines)
    .where(and(eq(salesLines.comId, comId), eq(salesLines.custNo, custNo)))
    .orderBy(asc(salesLines.id));

const salesAudits = () =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.entity, 'sales')).orderBy(asc(auditLog.id));

describe('sales import', () => {
  it('imports the lines of a .csv file, its columns in any order and letter case', async () => {
    const file = csvText([
      ['Amount', 'ITEMNO', 'custno', 'quantity', 'posting date', 'comment'],
      ['10.50', 'sx1', 'SC1', '2', '2030-01-05', 'first'],
      ['0', 'SX2', 'SC1', '0', '06/01/2030'],
      ['99999.99', 'SX1', 'SC1', '1.125', '7.1.2030'],
    ]);
    expect(await imported(file, 'January.csv')).toEqual({
      success: true,
      imported: 3,
      failedItems: [],
    });
    expect(await linesOf(1, 'SC1')).toEqual([
      { postingDate: '2030-01-05', itemNo: 'SX1', quantity: 2, amount: 10.5 },
      { postingDate: '2030-01-06', itemNo: 'SX2', quantity: 0, amount: 0 },
      { postingDate: '2030-01-07', itemNo: 'SX1', quantity: 1.125, amount: 99999.99 },
    ]);
  });

  it('reads a ; separated .csv with decimal commas', async () => {
    const file = ['postingDate;custNo;itemNo;quantity;amount', '2030-01-08;SC2;SX2;1,5;12,34'].join(
      '\n',
    );
    expect(await imported(file)).toMatchObject({ success: true, imported: 1 });
    expect(await linesOf(1, 'SC2')).toEqual([
      { postingDate: '2030-01-08', itemNo: 'SX2', quantity: 1.5, amount: 12.34 },
    ]);
  });

  it('imports an .xlsx file with date cells, day numbers and number cells', async () => {
    const dayNumber = 47_500;
    const fromDayNumber = new Date(Date.UTC(1899, 11, 30) + dayNumber * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const file = await xlsxBytes([
      header,
      [new Date(Date.UTC(2030, 1, 3)), 'SC2', 'SX1', 3, 0.1 + 0.2],
      [dayNumber, 'SC2', 'SX1', 1, 7],
    ]);
    expect(await imported(file, 'sales.xlsx')).toMatchObject({ success: true, imported: 2 });
    expect((await linesOf(1, 'SC2')).slice(1)).toEqual([
      { postingDate: '2030-02-03', itemNo: 'SX1', quantity: 3, amount: 0.3 },
      { postingDate: fromDayNumber, itemNo: 'SX1', quantity: 1, amount: 7 },
    ]);
  });

  it('lists the bad lines and writes the good ones', async () => {
    const before = await lineCount();
    const file = csvText([
      header,
      ['2030-02-30', 'SC1', 'SX1', '1', '1'],
      ['tomorrow', 'SC1', 'SX1', '1', '1'],
      ['2030-02-10', 'NOPE', 'SX1', '1', '1'],
      ['2030-02-10', 'SC9', 'SX1', '1', '1'],
      ['2030-02-10', 'SC1', 'NOITEM', '1', '1'],
      ['2030-02-10', 'SC1', 'SX9', '1', '1'],
      ['2030-02-10', 'SC1', 'SX1', '-1', '1'],
      ['2030-02-10', 'SC1', 'SX1', 'two', '1'],
      ['2030-02-10', 'SC1', 'SX1', '1', '10.123'],
      ['2030-02-10', 'SC1', 'SX1', '1', '-5'],
      ['2030-02-10', '', 'SX1', '1', '1'],
      ['2030-02-11', 'SC1', 'SX2', '4', '40.40'],
    ]);
    const answer = await imported(file);
    expect(answer).toEqual({
      success: false,
      imported: 1,
      failedItems: [
        { line: 2, error: englishT('salesImportDateInvalid') },
        { line: 3, error: englishT('salesImportDateInvalid') },
        { line: 4, error: englishT('salesImportCustomerUnknown', { custNo: 'NOPE' }) },
        { line: 5, error: englishT('salesImportCustomerUnknown', { custNo: 'SC9' }) },
        { line: 6, error: englishT('salesImportItemUnknown', { itemNo: 'NOITEM' }) },
        { line: 7, error: englishT('salesImportItemUnknown', { itemNo: 'SX9' }) },
        { line: 8, error: englishT('salesImportQuantityInvalid') },
        { line: 9, error: englishT('salesImportQuantityInvalid') },
        { line: 10, error: englishT('salesImportAmountInvalid') },
        { line: 11, error: englishT('salesImportAmountInvalid') },
        { line: 12, error: englishT('salesImportCustNoEmpty') },
      ],
    });
    expect(await lineCount()).toBe(before + 1);
    expect((await linesOf(1, 'SC1')).at(-1)).toEqual({
      postingDate: '2030-02-11',
      itemNo: 'SX2',
      quantity: 4,
      amount: 40.4,
    });
  });

  it('reads customers and items of the caller company only', async () => {
    const file = csvText([header, ['2030-02-12', 'SC9', 'SX9', '1', '9.99']]);
    expect(await imported(file, 'two.csv', otherManager)).toMatchObject({
      success: true,
      imported: 1,
    });
    expect(await linesOf(2, 'SC9')).toHaveLength(1);
    expect(await linesOf(1, 'SC9')).toHaveLength(0);
  });

  it('refuses a broken file, a wrong header or no lines, writing nothing', async () => {
    const before = await lineCount();
    const good = await xlsxBytes([header, ['2030-01-01', 'SC1', 'SX1', 1, 1]]);
    refused(await uploadSales(t, manager, good.subarray(0, 400), 'broken.xlsx'), 'importNotXlsx');
    refused(await uploadSales(t, manager, pngBytes(), 'sales.csv'), 'importNotSpreadsheet');
    refused(
      await uploadSales(
        t,
        manager,
        csvText([
          ['postingDate', 'custNo', 'item', 'qty', 'amount'],
          ['2030-01-01', 'SC1', 'SX1', '1', '1'],
        ]),
      ),
      'salesImportColumnsMissing',
      { columns: 'itemNo, quantity' },
    );
    refused(
      await uploadSales(
        t,
        manager,
        await xlsxBytes([['2030-01-01', 'SC1', 'SX1', 1, 1]]),
        'a.xlsx',
      ),
      'salesImportColumnsMissing',
      { columns: header.join(', ') },
    );
    refused(await uploadSales(t, manager, csvText([header])), 'importNoLines');
    refused(await uploadSales(t, manager, ''), 'importNoLines');
    expect(await lineCount()).toBe(before);
  });

  it('answers a text file named .xlsx as not a valid .xlsx workbook (issue 32)', async () => {
    const before = await lineCount();
    const text = csvText([header, ['2030-01-09', 'SC1', 'SX1', '1', '1']]);
    refused(await uploadSales(t, manager, text, 'sales.xlsx'), 'importNotXlsx');
    refused(await uploadSales(t, manager, text, 'SALES.XLSX'), 'importNotXlsx');
    refused(await uploadSales(t, manager, 'not a workbook', 'x.xlsx'), 'importNotXlsx');
    expect(await lineCount()).toBe(before);
    // A workbook under another name is read by its content; a .csv stays a .csv.
    const workbook = await xlsxBytes([header, ['2030-01-09', 'SC1', 'SX1', 1, 2]]);
    expect(await imported(workbook, 'sales.csv')).toMatchObject({ success: true, imported: 1 });
    expect(await imported(text, 'sales.csv')).toMatchObject({ success: true, imported: 1 });
    expect(await lineCount()).toBe(before + 2);
  });

  it('refuses a file over the line limit whole', async () => {
    const before = await lineCount();
    const line = ['2030-01-01', 'SC1', 'SX1', '1', '1'];
    refused(
      await uploadSales(
        t,
        manager,
        csvText([header, line, line, line, line]),
        'four.csv',
        smallPath,
      ),
      'importTooManyLines',
      { lines: 4, max: 3 },
    );
    expect(await lineCount()).toBe(before);
    const three = await uploadSales(
      t,
      manager,
      csvText([header, line, line, line]),
      'three.csv',
      smallPath,
    );
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json<SalesImportAnswer>().imported).toBe(3);
    expect(await lineCount()).toBe(before + 3);
  });

  it('refuses a file of 1,000,001 lines', { timeout: 120_000 }, async () => {
    const before = await lineCount();
    const text = `${header.join(',')}\n${'2030-01-01,SC1,SX1,1,1\n'.repeat(salesImportMaxLines + 1)}`;
    refused(await uploadSales(t, manager, text, 'huge.csv'), 'importTooManyLines', {
      lines: salesImportMaxLines + 1,
      max: salesImportMaxLines,
    });
    expect(await lineCount()).toBe(before);
  });

  it('adds the sales to the accrual of the actions they fall in, and audits the import once', async () => {
    const march = await createContent(t, manager, { title: 'Березень' });
    const later = await createContent(t, manager, {
      title: 'Наступного року',
      dateFrom: '2031-03-01',
      dateTo: '2031-04-01',
      orderFrom: '2031-03-01',
      orderTo: '2031-04-01',
    });
    for (const contentId of [march, later]) {
      const response = await t.post(pointsApi.newRule, { contentId, brands: 'BOSCH' }, manager);
      expect(response.statusCode).toBe(200);
      expect(response.json<PointsIncomeRule>().brands).toBe('BOSCH');
    }
    expect(await storedAccrual(t.deps.db, 1, march)).toEqual({});
    const auditsBefore = (await salesAudits()).length;
    const file = csvText([
      header,
      ['2030-03-05', 'SC1', 'SX1', '1', '100.00'],
      ['2030-03-06', 'SC2', 'SX1', '2', '0.50'],
      ['2030-03-06', 'SC2', 'SX2', '2', '70.00'],
      ['2030-03-07', 'SC1', 'BAD', '1', '1'],
    ]);
    expect(await imported(file, 'March.csv')).toMatchObject({ success: false, imported: 3 });
    expect(await storedAccrual(t.deps.db, 1, march)).toEqual({
      SM1: { points: '100.50', lines: 2 },
    });
    expect(await storedAccrual(t.deps.db, 1, later)).toEqual({});

    const audits = await salesAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      actorLogin: manager.login,
      comId: 1,
      action: 'create',
      after: {
        fileName: 'March.csv',
        lines: 4,
        imported: 3,
        failed: 1,
        postingDates: { from: '2030-03-05', to: '2030-03-06' },
      },
    });
    const recomputed = (audits.at(-1)?.after as { recomputedContents: number[] })
      .recomputedContents;
    expect(recomputed).toContain(march);
    expect(recomputed).not.toContain(later);
  });

  it('refuses a file already imported for the company, naming the date of the first import (issue 31)', async () => {
    const file = csvText([
      header,
      ['2030-05-02', 'SC2', 'SX2', '1', '12.34'],
      ['2030-05-03', 'SC2', 'SX1', '2', '0.66'],
    ]);
    const before = await lineCount();
    const auditsBefore = (await salesAudits()).length;
    expect(await imported(file, 'May.csv')).toMatchObject({ success: true, imported: 2 });
    // The same bytes under another name: the content decides.
    const again = await uploadSales(t, manager, file, 'May again.csv');
    expect(again.statusCode, again.body).toBe(409);
    const [first] = await t.deps.db
      .select()
      .from(salesImportFiles)
      .where(eq(salesImportFiles.comId, 1))
      .orderBy(desc(salesImportFiles.id))
      .limit(1);
    if (!first) throw new Error('the import kept no hash');
    expect(first).toMatchObject({ fileName: 'May.csv', importedBy: manager.login });
    const answer = again.json<ErrorAnswer>();
    expect(answer.key).toBe('salesImportAlreadyImported');
    expect(answer.message).toBe(
      englishT('salesImportAlreadyImported', { date: importDateText(first.importedAt) }),
    );
    expect(answer.message).toContain(importDateText(first.importedAt).slice(0, 10));
    expect(await lineCount()).toBe(before + 2);
    expect(await salesAudits()).toHaveLength(auditsBefore + 1);

    // Changed, it is another file; another company's import of the same bytes is its own.
    const changed = `${file}2030-05-04,SC2,SX1,1,1\n`;
    expect(await imported(changed, 'May.csv')).toMatchObject({ imported: 3 });
    expect(await imported(file, 'May.csv', otherManager)).toMatchObject({ imported: 0 });
    expect(await lineCount()).toBe(before + 5);

    // A file none of whose lines was written may be sent again (its customer added meanwhile).
    const unknown = csvText([header, ['2030-05-05', 'SC3', 'SX1', '1', '5']]);
    expect(await imported(unknown)).toMatchObject({ success: false, imported: 0 });
    await t.deps.db
      .insert(customers)
      .values({ comId: 1, custNo: 'SC3', name: 'Customer 3', mainCode: 'SM3' });
    expect(await imported(unknown)).toMatchObject({ success: true, imported: 1 });

    // Two of the same file at once: one is imported, the other refused.
    const twice = csvText([header, ['2030-05-06', 'SC3', 'SX2', '1', '7']]);
    const answers = await Promise.all([
      uploadSales(t, manager, twice, 'a.csv'),
      uploadSales(t, manager, twice, 'b.csv'),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await lineCount()).toBe(before + 7);
  });

  it('is for ContentManager only', async () => {
    const before = await lineCount();
    const file = csvText([header, ['2030-01-01', 'SC1', 'SX1', '1', '1']]);
    expect((await uploadSales(t, stranger, file)).statusCode).toBe(403);
    expect((await uploadSales(t, null, file)).statusCode).toBe(401);
    expect(await lineCount()).toBe(before);
  });
});
