import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type ErrorAnswer } from '@bo/contract';
import { customers } from '../../schema.js';
import type { Database } from '../db/database.js';
import { rolesAccess } from '../http/access.js';
import { currentUser } from '../http/current-user.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { downloadDisposition, sendSpreadsheet } from './spreadsheet-download.js';
import { keysetBatches, type SpreadsheetColumn } from './spreadsheet-export.js';
import { readRows, type SpreadsheetKind } from './spreadsheet-rows.js';
import { loadWorkbook } from '../../test/workbooks.js';

type CustomerRow = typeof customers.$inferSelect;

const exportPath = '/api/test/ExportCustomers';
const columns: SpreadsheetColumn<CustomerRow>[] = [
  { header: 'Customer No', value: (row) => row.custNo },
  { header: 'Name', value: (row) => row.name, width: 30 },
  { header: 'Balance', value: (row) => Number(row.balance), numFmt: '#,##0.00' },
];

/** The customers of a company in code order, a keyset page at a time, as a repository would read them. */
const customersAfter =
  (db: Database, comId: number, fail: boolean) => (after: string | undefined, limit: number) => {
    if (fail) return Promise.reject(new Error('the query failed'));
    return db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.comId, comId),
          after === undefined ? undefined : gt(customers.custNo, after),
        ),
      )
      .orderBy(customers.custNo)
      .limit(limit);
  };

/** A test-only export route, as a feature of the second wave will declare one. */
function exportRoute(db: () => Database) {
  return (app: FastifyInstance) => {
    app.get(
      exportPath,
      { config: { access: rolesAccess('CustomerManager') } },
      (request, reply) => {
        const query = request.query as { kind: SpreadsheetKind; fail?: string };
        const fetch = customersAfter(db(), currentUser(request).comId, query.fail === '1');
        return sendSpreadsheet(reply, {
          fileName: 'Клієнти: всі',
          kind: query.kind,
          sheetName: 'Customers',
          columns,
          batches: keysetBatches(fetch, (row) => row.custNo, 1000),
        });
      },
    );
  };
}

let t: TestApp;
let manager: TestUser;
const count = 2500;

beforeAll(async () => {
  t = await createTestApp(
    {},
    exportRoute(() => t.deps.db),
  );
  const rows = Array.from({ length: count }, (_, i) => ({
    comId: 1,
    custNo: `E${String(i).padStart(5, '0')}`,
    name: `Покупець ${i}`,
    balance: `${i}.25`,
  }));
  for (let start = 0; start < rows.length; start += 1000)
    await t.deps.db.insert(customers).values(rows.slice(start, start + 1000));
  await t.deps.db.insert(customers).values({ comId: 2, custNo: 'E99999', name: 'Other company' });
  manager = await t.makeUser({ roles: ['CustomerManager'] });
});
afterAll(() => t.close());

const download = (kind: SpreadsheetKind, user: TestUser | null = manager, fail = false) =>
  t.app.inject({
    url: `${exportPath}?kind=${kind}${fail ? '&fail=1' : ''}`,
    headers: user ? { cookie: user.cookie } : {},
  });

describe('sendSpreadsheet: an export streamed as a download', () => {
  it('streams every row of the caller company as .xlsx, a keyset batch at a time', async () => {
    const response = await download('xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      downloadDisposition('Клієнти: всі', 'xlsx'),
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Customers');
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Customer No', 'Name', 'Balance']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'E00000', 'Покупець 0', 0.25]);
    expect(sheet.getRow(count + 1).values).toEqual([undefined, 'E02499', 'Покупець 2499', 2499.25]);
  });

  it('streams the same rows as .csv, which the import reader reads back', async () => {
    const response = await download('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.csv');
    const lines = [];
    for await (const line of readRows(response.rawPayload, 'csv')) lines.push(line);
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toEqual({ line: 1, cells: ['Customer No', 'Name', 'Balance'] });
    expect(lines[1000]).toEqual({ line: 1001, cells: ['E00999', 'Покупець 999', '999.25'] });
    expect(lines.at(-1)?.cells[0]).toBe('E02499');
  });

  it('answers a failing first read with the ordinary error answer, and keeps its roles', async () => {
    const failed = await download('xlsx', manager, true);
    expect(failed.statusCode).toBe(500);
    expect(failed.json<ErrorAnswer>().message).toBe(messages.serverError);

    expect((await download('csv', null)).statusCode).toBe(401);
    const other = await t.makeUser({ roles: ['ContentManager'] });
    expect((await download('csv', other)).statusCode).toBe(403);
  });
});

describe('downloadDisposition', () => {
  it('names the file safely, in UTF-8 and in ASCII, with the extension of its kind', () => {
    expect(downloadDisposition('Клієнти: всі', 'xlsx')).toBe(
      `attachment; filename="________ ___.xlsx"; filename*=UTF-8''${encodeURIComponent('Клієнти_ всі.xlsx')}`,
    );
    expect(downloadDisposition('../../etc/passwd', 'csv')).toBe(
      `attachment; filename="passwd.csv"; filename*=UTF-8''passwd.csv`,
    );
    expect(downloadDisposition('a"b;c\r\nd.xlsx', 'xlsx')).toBe(
      `attachment; filename="a_b_c d.xlsx"; filename*=UTF-8''a_b%3Bc%20d.xlsx`,
    );
  });
});
