import { describe, expect, it } from 'vitest';
import {
  customerRuleFields,
  customerRulesPath,
  totalCustomersPath,
  type CustomerRules,
} from '@bo/contract';
import { makeCompany } from '../../test/factories/companies.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let notificationManager: TestUser;
let contentManager: TestUser;
let customerManager: TestUser;
let otherCompanyManager: TestUser;

openTestApp({}, async (app) => {
  t = app;
  // Two companies of their own: the rules and totals are exactly these customers'.
  const { comId } = await makeCompany(t.deps.db);
  const otherComId = (await makeCompany(t.deps.db)).comId;
  for (const customer of [
    {
      comId,
      custNo: 'b-200',
      name: 'Lower b',
      mainCode: 'MAIN-B',
      respCenter: 'lviv',
      locationCode: 'WEST',
      discGroup: 'VIP',
      loyaltyCode: 'GOLD',
      area: 'Ärea',
      segment: 'SHOP',
      salespersonCode: 'SP02',
      legalEntity: 'LLC',
      paymentMethod: 'CARD',
    },
    {
      comId,
      custNo: 'B-100',
      name: 'Upper B',
      mainCode: 'MAIN-B',
      respCenter: 'KYIV',
      locationCode: 'MAIN',
      discGroup: 'RETAIL',
      loyaltyCode: '',
      area: 'Zone',
      segment: 'SHOP',
      salespersonCode: 'SP01',
      legalEntity: 'PE',
      paymentMethod: '',
    },
    { comId, custNo: '_A-1', name: 'Underscore', respCenter: 'Odesa', area: '_under' },
    { comId, custNo: 'A-1', name: 'Plain A', respCenter: 'KYIV', area: 'area' },
    {
      comId: otherComId,
      custNo: 'X-900',
      name: 'Other company',
      mainCode: 'FOREIGN',
      respCenter: 'FOREIGN',
      locationCode: 'FOREIGN',
      discGroup: 'FOREIGN',
      loyaltyCode: 'FOREIGN',
      area: 'FOREIGN',
      segment: 'FOREIGN',
      salespersonCode: 'FOREIGN',
      legalEntity: 'FOREIGN',
      paymentMethod: 'FOREIGN',
    },
  ])
    await makeCustomer(t.deps.db, customer);
  notificationManager = await t.makeUser({ roles: ['NotificationManager'], comId });
  contentManager = await t.makeUser({ roles: ['ContentManager'], comId });
  customerManager = await t.makeUser({ roles: ['CustomerManager'], comId });
  otherCompanyManager = await t.makeUser({ roles: ['NotificationManager'], comId: otherComId });
});

describe('customer rules (A§7, B§7)', () => {
  it('answers every distinct non-empty value of the company, each in byte order', async () => {
    const response = await t.post(customerRulesPath, undefined, notificationManager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerRules>()).toEqual({
      custNo: ['A-1', 'B-100', '_A-1', 'b-200'],
      mainCode: ['MAIN-B'],
      respCenter: ['KYIV', 'Odesa', 'lviv'],
      locationCode: ['MAIN', 'WEST'],
      discGroup: ['RETAIL', 'VIP'],
      loyaltyCode: ['GOLD'],
      area: ['Zone', '_under', 'area', 'Ärea'],
      segment: ['SHOP'],
      salespersonCode: ['SP01', 'SP02'],
      legalEntity: ['LLC', 'PE'],
      paymentMethod: ['CARD'],
      custNames: ['Plain A', 'Upper B', 'Underscore', 'Lower b'],
    });
  });

  it("names each customer code's customer, at the code's index", async () => {
    const rules = (
      await t.post(customerRulesPath, undefined, notificationManager)
    ).json<CustomerRules>();
    expect(rules.custNames).toHaveLength(rules.custNo.length);
    const named = rules.custNo.map((code, index) => [code, rules.custNames?.[index]]);
    expect(named).toEqual([
      ['A-1', 'Plain A'],
      ['B-100', 'Upper B'],
      ['_A-1', 'Underscore'],
      ['b-200', 'Lower b'],
    ]);
    const theirs = (
      await t.post(customerRulesPath, undefined, otherCompanyManager)
    ).json<CustomerRules>();
    expect(theirs.custNames).toEqual(['Other company']);
  });

  it('is open to a content manager too', async () => {
    const response = await t.post(customerRulesPath, undefined, contentManager);
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerRules>().custNo).toHaveLength(4);
  });

  it("never shows another company's values", async () => {
    const mine = (
      await t.post(customerRulesPath, undefined, notificationManager)
    ).json<CustomerRules>();
    for (const field of customerRuleFields) expect(mine[field]).not.toContain('FOREIGN');
    const theirs = (
      await t.post(customerRulesPath, undefined, otherCompanyManager)
    ).json<CustomerRules>();
    expect(theirs.custNo).toEqual(['X-900']);
    expect(theirs.respCenter).toEqual(['FOREIGN']);
  });

  it('answers empty lists for a company without customers', async () => {
    const { comId } = await makeCompany(t.deps.db);
    const empty = await t.makeUser({ roles: ['ContentManager'], comId });
    const rules = (await t.post(customerRulesPath, undefined, empty)).json<CustomerRules>();
    for (const field of customerRuleFields) expect(rules[field]).toEqual([]);
    expect(rules.custNames).toEqual([]);
  });

  it('refuses other roles (403) and the signed-out (401)', async () => {
    expect((await t.post(customerRulesPath, undefined, customerManager)).statusCode).toBe(403);
    expect((await t.post(customerRulesPath, undefined, null)).statusCode).toBe(401);
  });
});

describe('total customers', () => {
  it("counts the caller's company only", async () => {
    const response = await t.post(totalCustomersPath, undefined, customerManager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 4 });
  });

  it('is for customer managers only', async () => {
    expect((await t.post(totalCustomersPath, undefined, notificationManager)).statusCode).toBe(403);
    expect((await t.post(totalCustomersPath, undefined, null)).statusCode).toBe(401);
  });
});
