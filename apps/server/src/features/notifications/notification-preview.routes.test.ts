import { describe, expect, it } from 'vitest';
import {
  maxTerms,
  messages,
  notificationApi,
  termFields,
  type ErrorAnswer,
  type NotificationPreviewRow,
  type NotificationTerm,
  type PagedAnswer,
} from '@bo/contract';
import { customers } from '../../schema.js';
import { seedDemoCustomers } from '../customers/index.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  allRows,
  firstPage,
  insertTermCustomers,
  term,
} from '../../test/factories/notifications.js';

let t: TestApp;
let manager: TestUser;

openTestApp({}, async (app) => {
  t = app;
  await seedDemoCustomers(t.deps.db);
  await insertTermCustomers(t);
  manager = await t.makeUser({ roles: ['NotificationManager'] });
});

async function preview(terms: NotificationTerm[], page = allRows, query = '') {
  const response = await t.post(
    `${notificationApi.preview}${query}`,
    { type: 1, contentTerms: terms, ...page },
    manager,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<NotificationPreviewRow>>();
}
const custNos = async (terms: NotificationTerm[]) =>
  (await preview(terms)).rows.map((row) => row.custNo);

describe('recipients (DESIGN §5)', () => {
  it('selects the customers of an include term that have a balance date', async () => {
    expect(await custNos([term({ respCenter: 'RC-KYIV' })])).toEqual(['M001', 'M002']);
  });

  it('leaves out the customers of an exclude term', async () => {
    expect(
      await custNos([
        term({ respCenter: 'RC-KYIV' }),
        term({ salespersonCode: 'SP-2', exclude: true }),
      ]),
    ).toEqual(['M001']);
  });

  it('needs every field a term sets (AND), any term (OR)', async () => {
    expect(await custNos([term({ respCenter: 'RC-LVIV', salespersonCode: 'SP-1' })])).toEqual([
      'M003',
    ]);
    expect(await custNos([term({ respCenter: 'RC-ODESA' }), term({ custNo: 'M004' })])).toEqual([
      'M004',
      'M006',
    ]);
    expect(
      await custNos([term({ area: 'AR-SOUTH', segment: 'SG-SHOP', legalEntity: 'LE-LLC' })]),
    ).toEqual(['M006']);
  });

  it('merges one-field terms of the same field without changing what they select', async () => {
    expect(
      await custNos([
        term({ custNo: 'M001' }),
        term({ custNo: 'M003' }),
        term({ custNo: 'M005' }),
        term({ respCenter: 'RC-ODESA', legalEntity: 'LE-LLC' }),
        term({ custNo: 'M003', exclude: true }),
        term({ custNo: 'M009', exclude: true }),
      ]),
    ).toEqual(['M001', 'M006']);
    expect(
      await custNos([
        term({ salespersonCode: 'SP-1' }),
        term({ salespersonCode: 'SP-2' }),
        term({ respCenter: 'RC-LVIV', exclude: true }),
        term({ respCenter: 'RC-ODESA', exclude: true }),
        term({ legalEntity: 'LE-PE', respCenter: 'RC-KYIV', exclude: true }),
      ]),
    ).toEqual(['M001']);
  });

  it('selects nobody with exclude terms only', async () => {
    const answer = await preview([term({ respCenter: 'RC-KYIV', exclude: true })]);
    expect(answer).toEqual({ rows: [], total: 0, pageCount: 0, capped: false });
  });

  it("ignores blank fields and a term's company: always the caller's", async () => {
    expect(
      await custNos([term({ respCenter: '  RC-KYIV ', area: '   ', segment: null, comId: 2 })]),
    ).toEqual(['M001', 'M002']);
  });

  it("never selects another company's customers", async () => {
    const rows = (await preview([term({ custNo: 'Z001' })])).rows;
    expect(rows).toEqual([]);
    const other = await t.makeUser({ roles: ['NotificationManager'], comId: 2 });
    const response = await t.post(
      notificationApi.preview,
      { type: 1, contentTerms: [term({ respCenter: 'RC-KYIV' })], ...allRows },
      other,
    );
    expect(response.json<PagedAnswer<NotificationPreviewRow>>().rows).toMatchObject([
      { custNo: 'M001', custName: 'Company 2 Alpha' },
      { custNo: 'Z001' },
    ]);
  });
});

describe('preview rows (A§2, A§3)', () => {
  it('shows the balance date, the balance with 2 decimals and the message', async () => {
    const answer = await preview([term({ legalEntity: 'LE-LLC' }), term({ legalEntity: 'LE-PE' })]);
    expect(answer.rows).toEqual([
      {
        custNo: 'M001',
        custName: 'Alpha Motors',
        created: '2026-10-31',
        balance: '1234.50',
        message: 'Your debt for 31/10/2026 is 1234.50. Do you agree with this?',
      },
      {
        custNo: 'M002',
        custName: 'Beta Parts',
        created: '2026-10-31',
        balance: '100.00',
        message: 'Your debt for 31/10/2026 is 100.00. Do you agree with this?',
      },
      {
        custNo: 'M003',
        custName: 'Gamma Garage',
        created: '2026-09-30',
        balance: '-45.50',
        message: 'Your debt for 30/09/2026 is -45.50. Do you agree with this?',
      },
      {
        custNo: 'M004',
        custName: 'Delta Trade',
        created: '2026-10-31',
        balance: '0.00',
        message: 'Your debt for 31/10/2026 is 0.00. Do you agree with this?',
      },
      {
        custNo: 'M006',
        custName: 'Zeta Service',
        created: '2026-10-31',
        balance: '99.99',
        message: 'Your debt for 31/10/2026 is 99.99. Do you agree with this?',
      },
    ]);
    expect(answer).toMatchObject({ total: 5, pageCount: 1, capped: false });
  });

  const allFive = [term({ legalEntity: 'LE-LLC' }), term({ legalEntity: 'LE-PE' })];

  it('pages and sorts by name or balance', async () => {
    const second = await preview(allFive, { size: 2, page: 1, desc: false });
    expect(second.rows.map((row) => row.custNo)).toEqual(['M003', 'M004']);
    expect(second).toMatchObject({ total: 5, pageCount: 3 });
    const byBalance = await preview(allFive, { size: 3, page: 0, desc: true }, '?orderBy=balance');
    expect(byBalance.rows.map((row) => row.balance)).toEqual(['1234.50', '100.00', '99.99']);
    const byName = await preview(allFive, { size: 2, page: 0, desc: true }, '?orderBy=custName');
    expect(byName.rows.map((row) => row.custName)).toEqual(['Zeta Service', 'Gamma Garage']);
  });

  it('searches the customer code and name in any letter case', async () => {
    const byName = await preview(allFive, firstPage, '?filter=ALPHA');
    expect(byName.rows.map((row) => row.custNo)).toEqual(['M001']);
    expect(byName.total).toBe(1);
    const byCode = await preview(allFive, firstPage, '?filter=m00&orderBy=balance');
    expect(byCode.rows.map((row) => row.custNo)).toEqual(['M003', 'M004', 'M006', 'M002', 'M001']);
    expect((await preview(allFive, firstPage, '?filter=%25')).total).toBe(0);
  });

  it('caps "All" at the configured number of rows', async () => {
    const broad = [term({ locationCode: 'MAIN' }), term({ locationCode: 'WEST' })];
    const capped = await t.post(
      notificationApi.preview,
      { type: 1, contentTerms: broad, ...allRows },
      manager,
    );
    const answer = capped.json<PagedAnswer<NotificationPreviewRow>>();
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.capped).toBe(answer.total > t.config.allRowsCap);
  });
});

describe('many terms', () => {
  /** 40 terms over the demo customers' fields: single, double and triple fields, a quarter excluding. */
  function fortyTerms(values: Record<string, string[]>): NotificationTerm[] {
    const fields = [
      'respCenter',
      'locationCode',
      'discGroup',
      'loyaltyCode',
      'area',
      'segment',
    ] as const;
    return Array.from({ length: 40 }, (_, i) => {
      const set: Partial<NotificationTerm> = { exclude: i % 4 === 3 };
      for (let k = 0; k <= i % 3; k++) {
        const field = fields[(i + k * 2) % fields.length]!;
        const choices = values[field] ?? [];
        set[field] = choices[(i * 7 + k) % choices.length] ?? null;
      }
      return term(set);
    });
  }

  it('answers a preview with 40 terms with the total computed independently', async () => {
    const company = await t.deps.db.select().from(customers);
    const mine = company.filter((row) => row.comId === 1);
    const values: Record<string, string[]> = {};
    for (const field of termFields) {
      values[field] = [...new Set(mine.map((row) => row[field]).filter(Boolean))];
    }
    const terms = fortyTerms(values);
    const matches = (row: (typeof mine)[number], one: NotificationTerm) =>
      termFields.every((field) => !one[field] || one[field] === row[field]);
    const expected = mine.filter(
      (row) =>
        row.balanceDate !== null &&
        terms.some((one) => !one.exclude && matches(row, one)) &&
        !terms.some((one) => one.exclude && matches(row, one)),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(mine.length);
    const answer = await preview(terms, firstPage);
    expect(answer.total).toBe(expected.length);
    const all = await preview(terms);
    expect(all.rows.map((row) => row.custNo)).toEqual(
      expected.map((row) => row.custNo).sort((a, b) => (a < b ? -1 : 1)),
    );
  });

  it(`refuses more than ${maxTerms} terms`, async () => {
    const terms = Array.from({ length: maxTerms + 1 }, (_, i) => term({ custNo: `M${i}` }));
    const response = await t.post(
      notificationApi.preview,
      { type: 1, contentTerms: terms, ...firstPage },
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(messages.tooManyTerms(maxTerms));
    const exactly = Array.from({ length: maxTerms }, (_, i) => term({ custNo: `M00${i}` }));
    expect((await preview(exactly, firstPage)).total).toBe(5);
  });
});
