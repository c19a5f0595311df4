import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerImportColumns,
  importCustomersPath,
  messages,
  type CustomerImportAnswer,
  type ErrorAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { customers } from './customers.schema.js';
import { pngBytes, sharedStringsBombXlsx, xlsxBytes } from '../../test/factories/uploads.js';
import { fileForm } from '../../test/forms.js';
import { openTestApp, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;

const header = customerImportColumns.map((column) => column.header);

/** A file line of a code, a name and the balance or its date, the cells between them empty. */
function lineWith(custNo: string, name: string, field: 'balance' | 'balanceDate', value: string) {
  const at = customerImportColumns.findIndex((column) => column.field === field);
  return [custNo, name, ...Array<string>(at - 2).fill(''), value];
}

openTestApp({ uploadLimitBytes: 64 * 1024 }, async (app) => {
  t = app;
  await t.deps.db.insert(customers).values([
    { comId: 1, custNo: 'K001', name: 'Old name', eMail: 'old@example.com', balance: '5.00' },
    { comId: 2, custNo: 'K001', name: 'Company 2 customer', balance: '7.00' },
  ]);
  manager = await t.makeUser({ roles: ['CustomerManager'] });
  otherManager = await t.makeUser({ roles: ['CustomerManager'], comId: 2 });
});

function upload(data: Buffer, name = 'customers.xlsx', by: TestUser | null = manager) {
  return t.postForm(importCustomersPath, fileForm(data, name), by);
}

const customer = async (comId: number, custNo: string) =>
  (
    await t.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.comId, comId), eq(customers.custNo, custNo)))
  )[0];

/** A full line: every column, in the order of the contract. */
const fullLine = (custNo: string, name: string, balance: unknown, balanceDate: unknown) => [
  custNo,
  name,
  `${custNo.toLowerCase()}@example.com`,
  '+380 44 1234567',
  'MAIN-1',
  'KYIV',
  'WEST',
  'VIP',
  'GOLD',
  'CENTRAL',
  'SHOP',
  'SP01',
  'Olena Kovalenko',
  'LLC',
  'CARD',
  balance,
  balanceDate,
];

describe('customer import', () => {
  it('inserts new customers and updates a known code, all columns', async () => {
    const response = await upload(
      await xlsxBytes([
        header,
        fullLine('N001', 'New customer', 1234.5, new Date(Date.UTC(2026, 9, 31))),
        fullLine('N002', 'Comma balance', '-12,3', '2026-09-30'),
        ['N003', 'Only the required columns'],
        fullLine('K001', 'New name', '', ''),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerImportAnswer>()).toEqual({
      success: true,
      imported: 4,
      failedItems: [],
    });
    expect(await customer(1, 'N001')).toMatchObject({
      name: 'New customer',
      eMail: 'n001@example.com',
      phone: '+380 44 1234567',
      mainCode: 'MAIN-1',
      respCenter: 'KYIV',
      locationCode: 'WEST',
      discGroup: 'VIP',
      loyaltyCode: 'GOLD',
      area: 'CENTRAL',
      segment: 'SHOP',
      salespersonCode: 'SP01',
      salespersonName: 'Olena Kovalenko',
      legalEntity: 'LLC',
      paymentMethod: 'CARD',
      balance: '1234.50',
      balanceDate: '2026-10-31',
    });
    expect(await customer(1, 'N002')).toMatchObject({
      balance: '-12.30',
      balanceDate: '2026-09-30',
    });
    expect(await customer(1, 'N003')).toMatchObject({
      name: 'Only the required columns',
      eMail: '',
      balance: '0.00',
      balanceDate: null,
    });
    // The file is the source of the whole record: the known code takes every column of its line.
    expect(await customer(1, 'K001')).toMatchObject({
      name: 'New name',
      eMail: 'k001@example.com',
      balance: '0.00',
      balanceDate: null,
    });
    // The same code in company 2 is another customer and stays as it was.
    expect(await customer(2, 'K001')).toMatchObject({
      name: 'Company 2 customer',
      balance: '7.00',
    });

    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.actorLogin, manager.login)));
    expect(audit).toMatchObject({ comId: 1, action: 'update' });
    expect(audit?.after).toEqual({
      imported: 4,
      lines: 4,
      custNos: ['N001', 'N002', 'N003', 'K001'],
    });
  });

  it('writes the good lines and lists each bad one with its reason', async () => {
    const long = 'x'.repeat(201);
    const response = await upload(
      await xlsxBytes([
        header,
        lineWith('G001', 'Good one', 'balance', '10.25'),
        ['', 'No code'],
        ['bad code!', 'Spaces and a mark'],
        ['G002', ''],
        ['G001', 'Same code again'],
        lineWith('G003', 'Three decimals', 'balance', '1.234'),
        lineWith('G004', 'Not a number', 'balance', '12a'),
        lineWith('G005', 'Bad date', 'balanceDate', '31/10/2026'),
        lineWith('G006', 'No such day', 'balanceDate', '2026-02-30'),
        ['G007', 'Long e-mail', long],
        lineWith('G008', 'Good two', 'balance', '-0,5'),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerImportAnswer>()).toEqual({
      success: false,
      imported: 2,
      failedItems: [
        { line: 3, custNo: '', error: messages.importCustNoInvalid },
        { line: 4, custNo: 'bad code!', error: messages.importCustNoInvalid },
        { line: 5, custNo: 'G002', error: messages.importNameEmpty },
        { line: 6, custNo: 'G001', error: messages.importDuplicateCustNo },
        { line: 7, custNo: 'G003', error: messages.importBalanceInvalid },
        { line: 8, custNo: 'G004', error: messages.importBalanceInvalid },
        { line: 9, custNo: 'G005', error: messages.importDateInvalid },
        { line: 10, custNo: 'G006', error: messages.importDateInvalid },
        { line: 11, custNo: 'G007', error: messages.importCellTooLong('E-mail') },
      ],
    });
    expect(await customer(1, 'G001')).toMatchObject({ name: 'Good one', balance: '10.25' });
    expect(await customer(1, 'G008')).toMatchObject({ balance: '-0.50' });
    for (const custNo of ['G002', 'G003', 'G004', 'G005', 'G006', 'G007'])
      expect(await customer(1, custNo)).toBeUndefined();
  });

  it('refuses a file whose every line is bad without writing anything', async () => {
    const before = await t.deps.db.select().from(customers);
    const response = await upload(await xlsxBytes([header, ['', 'x'], ['Z1', '']]));
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerImportAnswer>()).toMatchObject({ success: false, imported: 0 });
    expect(await t.deps.db.select().from(customers)).toHaveLength(before.length);
  });

  it('imports into the caller company only', async () => {
    const response = await upload(
      await xlsxBytes([header, ['K001', 'Renamed in 2']]),
      undefined,
      otherManager,
    );
    expect(response.json<CustomerImportAnswer>().imported).toBe(1);
    expect(await customer(2, 'K001')).toMatchObject({ name: 'Renamed in 2' });
    expect(await customer(1, 'K001')).toMatchObject({ name: 'New name' });
  });

  it('refuses a file with only the header, a broken workbook and a renamed picture', async () => {
    const onlyHeader = await upload(await xlsxBytes([header]));
    expect(onlyHeader.statusCode).toBe(400);
    expect(onlyHeader.json<ErrorAnswer>().message).toBe(messages.importNoLines);

    const broken = (await xlsxBytes([header, ['B001', 'Broken']])).subarray(0, 600);
    const cut = await upload(broken);
    expect(cut.statusCode).toBe(400);
    expect(cut.json<ErrorAnswer>().message).toBe(messages.importNotXlsx);

    const renamed = await upload(pngBytes().subarray(0, 4000), 'customers.xlsx');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<ErrorAnswer>().message).toBe(messages.importNotXlsx);
    expect(await customer(1, 'B001')).toBeUndefined();
  });

  it('refuses a request without the file, and a file over the upload limit', async () => {
    const empty = await t.postForm(importCustomersPath, new FormData(), manager);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorAnswer>().message).toBe(messages.chooseFile);

    const tooLarge = await upload(Buffer.alloc(65 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is for customer managers only', async () => {
    const file = await xlsxBytes([header, ['R001', 'Refused']]);
    const other = await t.makeUser({ roles: ['NotificationManager', 'ContentManager'] });
    expect((await upload(file, undefined, other)).statusCode).toBe(403);
    expect((await upload(file, undefined, null)).statusCode).toBe(401);
    expect(await customer(1, 'R001')).toBeUndefined();
  });

  describe('under the default upload limit', () => {
    let roomy: TestApp;
    beforeAll(async () => {
      roomy = await createTestApp();
    });
    afterAll(() => roomy.close());

    it('refuses at once a 4 MB workbook that unpacks to 4 GB, and keeps answering', async () => {
      const roomyManager = await roomy.makeUser({ roles: ['CustomerManager'] });
      const form = fileForm(sharedStringsBombXlsx(), 'customers.xlsx'); // 4,000 strings of 1 MiB
      const started = Date.now();
      const response = await roomy.postForm(importCustomersPath, form, roomyManager);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().message).toBe(messages.importWorkbookCellTooLong(32_767));
      expect(Date.now() - started).toBeLessThan(5000);
      const health = await roomy.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const next = fileForm(await xlsxBytes([header, ['H001', 'After the bomb']]), 'c.xlsx');
      const after = await roomy.postForm(importCustomersPath, next, roomyManager);
      expect(after.json<CustomerImportAnswer>().imported).toBe(1);
    });
  });
});
