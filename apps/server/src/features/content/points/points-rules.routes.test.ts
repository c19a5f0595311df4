import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  englishT,
  pointsApi,
  type ErrorAnswer,
  type PointsIncomeRule,
  type RuleChoice,
  type TextKey,
} from '@bo/contract';
import { itemGroups, items, itemSubGroups } from '../../../schema.js';
import { openTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { createContent } from '../../../test/factories/content.js';
import { pointsIncomeRules } from './points.schema.js';
import { auditRowsOf } from '../../../test/factories/audit.js';

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let catalogManager: TestUser;
let actionId: number;
let bonusId: number;
let otherActionId: number;

openTestApp({}, async (app) => {
  t = app;
  manager = await t.makeUser({ roles: ['ContentManager'] });
  otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
  catalogManager = await t.makeUser({ roles: ['CatalogManager', 'NotificationManager'] });
  actionId = await createContent(t, manager, { isGift: 'false' });
  bonusId = await createContent(t, manager, {
    contentType: '6',
    isGift: 'false',
    title: 'Бонусна програма',
  });
  otherActionId = await createContent(t, otherManager, { title: 'Акція компанії 2' });

  // The item master the lists read: BOSCH in G1 (S1, S2) and G2 (S1), MAHLE in G1 (S1).
  await t.deps.db.insert(itemGroups).values([
    { comId: 1, groupCode: 'G1', name: 'Filters' },
    { comId: 1, groupCode: 'G2', name: 'Brakes' },
    { comId: 1, groupCode: 'G9', name: 'Empty group' },
  ]);
  await t.deps.db.insert(itemSubGroups).values([
    { comId: 1, groupCode: 'G1', subGroupCode: 'S1', name: 'Oil filters' },
    { comId: 1, groupCode: 'G1', subGroupCode: 'S2', name: 'Air filters' },
    { comId: 1, groupCode: 'G2', subGroupCode: 'S1', name: 'Pads' },
  ]);
  const item = (itemNo: string, brand: string, groupCode: string, subGroupCode: string) => ({
    comId: 1,
    itemNo,
    brand,
    groupCode,
    subGroupCode,
  });
  await t.deps.db
    .insert(items)
    .values([
      item('R1', 'BOSCH', 'G1', 'S1'),
      item('R2', 'BOSCH', 'G1', 'S2'),
      item('R3', 'BOSCH', 'G2', 'S1'),
      item('R4', 'MAHLE', 'G1', 'S1'),
      item('R5', 'MAHLE', 'G1', 'S1'),
      { ...item('R6', 'KNECHT', 'G7', 'S7'), comId: 2 },
    ]);
});

const keyOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().key;

function refused(response: LightMyRequestResponse, status: number, key?: TextKey) {
  expect(response.statusCode, response.body).toBe(status);
  if (key) {
    expect(keyOf(response)).toBe(key);
    expect(response.json<ErrorAnswer>().message).toBe(englishT(key));
  }
}

async function post<T>(url: string, body: unknown, user = manager): Promise<T> {
  const response = await t.post(url, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const storedRules = (contentId: number) =>
  t.deps.db
    .select()
    .from(pointsIncomeRules)
    .where(eq(pointsIncomeRules.contentId, contentId))
    .orderBy(asc(pointsIncomeRules.id));

describe('points income rules', () => {
  it('adds, lists, changes and deletes rules, their lists normalised', async () => {
    const created = await post<PointsIncomeRule>(pointsApi.newRule, {
      id: 77,
      comId: 2,
      contentId: actionId,
      brands: ' BOSCH , MAHLE,BOSCH,',
      groups: 'G1',
      subGroups: 'S1, S2,',
      items: ' r1; r2,,r3|| ',
    });
    expect(created).toMatchObject({
      comId: 1,
      contentId: actionId,
      active: true,
      exclude: false,
      brands: 'BOSCH,MAHLE',
      groups: 'G1',
      subGroups: 'S1,S2',
      items: 'R1|R2|R3',
    });
    expect(created.id).not.toBe(77);
    const excluded = await post<PointsIncomeRule>(pointsApi.newRule, {
      contentId: actionId,
      exclude: true,
      items: 'R2;',
    });
    expect(excluded).toMatchObject({ exclude: true, brands: '', groups: '', items: 'R2' });

    expect(await post<PointsIncomeRule[]>(pointsApi.rules, actionId)).toEqual([created, excluded]);
    expect(await post<PointsIncomeRule[]>(pointsApi.rules, String(actionId))).toHaveLength(2);
    expect(await post<PointsIncomeRule[]>(pointsApi.rules, { contentId: actionId })).toHaveLength(
      2,
    );

    const updated = await post<PointsIncomeRule>(pointsApi.updateRule, {
      ...created,
      active: false,
      items: 'r4;;r5,',
      subGroups: '',
    });
    expect(updated).toEqual({ ...created, active: false, items: 'R4|R5', subGroups: '' });
    expect((await storedRules(actionId))[0]).toMatchObject({ items: 'R4|R5', active: false });

    expect(await post(pointsApi.deleteRule, excluded)).toEqual({ ok: true });
    expect(await post(pointsApi.deleteRule, String(created.id))).toEqual({ ok: true });
    expect(await post<PointsIncomeRule[]>(pointsApi.rules, actionId)).toEqual([]);

    const audit = await auditRowsOf(t.deps.db, 'pointsIncomeRule', created.id);
    expect(audit.map((row) => [row.action, row.actorLogin])).toEqual([
      ['create', manager.login],
      ['update', manager.login],
      ['delete', manager.login],
    ]);
    expect(audit[1]?.before).toMatchObject({ items: 'R1|R2|R3' });
    expect(audit[1]?.after).toMatchObject({ items: 'R4|R5' });
  });

  it('takes rules on bonus programmes and refuses them on other content types', async () => {
    expect(await post<PointsIncomeRule>(pointsApi.newRule, { contentId: bonusId })).toMatchObject({
      contentId: bonusId,
      brands: '',
      items: '',
    });
    const article = await createContent(t, manager, {
      contentType: '1',
      isGift: 'false',
      title: 'Стаття',
    });
    refused(
      await t.post(pointsApi.newRule, { contentId: article, brands: 'BOSCH' }, manager),
      400,
      'pointsRuleContentType',
    );
    expect(await storedRules(article)).toEqual([]);
    expect(await post<PointsIncomeRule[]>(pointsApi.rules, article)).toEqual([]);
  });

  it('answers 404 for another company, an unknown rule or a rule of another content', async () => {
    const own = await post<PointsIncomeRule>(pointsApi.newRule, { contentId: actionId });
    const theirs = await post<PointsIncomeRule>(
      pointsApi.newRule,
      { contentId: otherActionId, brands: 'KNECHT' },
      otherManager,
    );
    refused(await t.post(pointsApi.rules, otherActionId, manager), 404, 'contentNotFound');
    refused(
      await t.post(pointsApi.newRule, { contentId: otherActionId }, manager),
      404,
      'contentNotFound',
    );
    refused(
      await t.post(pointsApi.updateRule, { ...theirs, brands: 'MINE' }, manager),
      404,
      'pointsRuleNotFound',
    );
    refused(await t.post(pointsApi.deleteRule, theirs.id, manager), 404, 'pointsRuleNotFound');
    refused(
      await t.post(pointsApi.updateRule, { ...own, id: 999_999 }, manager),
      404,
      'pointsRuleNotFound',
    );
    refused(
      await t.post(pointsApi.updateRule, { ...own, contentId: bonusId }, manager),
      404,
      'pointsRuleNotFound',
    );
    refused(await t.post(pointsApi.deleteRule, 0, manager), 404, 'pointsRuleNotFound');
    expect(await storedRules(otherActionId)).toMatchObject([{ id: theirs.id, brands: 'KNECHT' }]);
    await post(pointsApi.deleteRule, own.id);
  });

  it('refuses a body the contract does not allow', async () => {
    refused(await t.post(pointsApi.newRule, { contentId: actionId, colour: 'red' }, manager), 400);
    refused(await t.post(pointsApi.newRule, { brands: 'BOSCH' }, manager), 400);
    refused(
      await t.post(pointsApi.newRule, { contentId: actionId, items: 'X'.repeat(4001) }, manager),
      400,
    );
    refused(await t.post(pointsApi.rules, 'seven', manager), 400);
    expect(await storedRules(actionId)).toEqual([]);
  });

  it('is for ContentManager only', async () => {
    const calls: [string, unknown][] = [
      [pointsApi.rules, actionId],
      [pointsApi.newRule, { contentId: actionId }],
      [pointsApi.updateRule, { id: 1, contentId: actionId }],
      [pointsApi.deleteRule, 1],
      [pointsApi.ruleBrands, undefined],
      [pointsApi.ruleGroups, 'BOSCH'],
      [pointsApi.ruleSubGroups, { brand: 'BOSCH', groupCode: 'G1' }],
    ];
    for (const [url, body] of calls) {
      refused(await t.post(url, body, catalogManager), 403);
      refused(await t.post(url, body, null), 401);
    }
    expect(await storedRules(actionId)).toEqual([]);
  });
});

describe('the rule dialog lists', () => {
  const choices = (url: string, body: unknown, user = manager) =>
    post<RuleChoice[]>(url, body, user);

  it('lists the brands of the company item master', async () => {
    expect(await choices(pointsApi.ruleBrands, undefined)).toEqual([
      { code: 'BOSCH', name: 'BOSCH' },
      { code: 'MAHLE', name: 'MAHLE' },
    ]);
    expect(await choices(pointsApi.ruleBrands, undefined, otherManager)).toEqual([
      { code: 'KNECHT', name: 'KNECHT' },
    ]);
  });

  it('narrows the groups by the brand', async () => {
    const all = [
      { code: 'G1', name: 'Filters' },
      { code: 'G2', name: 'Brakes' },
    ];
    expect(await choices(pointsApi.ruleGroups, '')).toEqual(all);
    expect(await choices(pointsApi.ruleGroups, undefined)).toEqual(all);
    expect(await choices(pointsApi.ruleGroups, 'BOSCH')).toEqual(all);
    expect(await choices(pointsApi.ruleGroups, { brand: 'MAHLE' })).toEqual([all[0]]);
    expect(await choices(pointsApi.ruleGroups, 'MAHLE,BOSCH')).toEqual(all);
    expect(await choices(pointsApi.ruleGroups, 'NOBRAND')).toEqual([]);
    // Another company's brand is not this company's.
    expect(await choices(pointsApi.ruleGroups, 'KNECHT')).toEqual([]);
    expect(await choices(pointsApi.ruleGroups, 'KNECHT', otherManager)).toEqual([
      { code: 'G7', name: '' },
    ]);
  });

  it('narrows the subgroups by the brand and the group', async () => {
    expect(await choices(pointsApi.ruleSubGroups, { brand: 'BOSCH', groupCode: 'G1' })).toEqual([
      { code: 'S1', name: 'Oil filters' },
      { code: 'S2', name: 'Air filters' },
    ]);
    expect(await choices(pointsApi.ruleSubGroups, { brand: 'MAHLE', groupCode: 'G1' })).toEqual([
      { code: 'S1', name: 'Oil filters' },
    ]);
    expect(await choices(pointsApi.ruleSubGroups, { brand: '', groupCode: 'G2' })).toEqual([
      { code: 'S1', name: 'Pads' },
    ]);
    expect(await choices(pointsApi.ruleSubGroups, { brand: 'MAHLE', groupCode: 'G2' })).toEqual([]);
    expect(await choices(pointsApi.ruleSubGroups, { brand: 'BOSCH', groupCode: '' })).toEqual([]);
    // Several groups: each code once.
    expect(await choices(pointsApi.ruleSubGroups, { brand: 'BOSCH', groupCode: 'G1,G2' })).toEqual([
      { code: 'S1', name: 'Oil filters' },
      { code: 'S2', name: 'Air filters' },
    ]);
  });
});
