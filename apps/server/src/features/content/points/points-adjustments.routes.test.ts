import { describe, expect, it } from 'vitest';
import { englishT, pointsApi, pointsLimits, type PointsAdjustment } from '@bo/contract';
import { row } from '../../../test/factories/points.js';
import {
  t,
  manager,
  otherManager,
  makeContent,
  errorOf,
  points,
  adjustmentCount,
  adjust,
  openPointsApp,
} from '../../../test/scenes/points.js';
import { auditRowsOf } from '../../../test/factories/audit.js';

openPointsApp();

const reverse = (id: number, description: string, user = manager) =>
  t.post(pointsApi.reverse, { id, description }, user);

/** A new action with one adjustment of PTB1. */
async function actionWithEntry(amount: number, description: string) {
  const content = await makeContent();
  const entry = await adjust({
    contentId: content.contentId,
    mainCode: 'PTB1',
    amount,
    description,
  });
  return { content, entry };
}

describe('points: adjustments', () => {
  it('adds an entry that keeps who and when, audited, and counts it in the row', async () => {
    const content = await makeContent({ contentType: 6 });
    const before = Date.now();
    const entry = await adjust({
      contentId: content.contentId,
      mainCode: ' PTF1 ',
      amount: 12.34,
      description: '  Goodwill  ',
    });
    expect(entry).toMatchObject({
      contentId: content.contentId,
      mainCode: 'PTF1',
      amount: 12.34,
      description: 'Goodwill',
      createdBy: manager.login,
      reversesId: null,
      reversedById: null,
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const audit = await auditRowsOf(t.deps.db, 'pointsAdjustment', entry.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorLogin: manager.login, comId: 1 });
    expect((await points({ id: content.contentId })).rows).toEqual([
      row(1, 'PTF1', 'Foxtrot Without Entries', 0, 12.34, 0, 12.34, '', ''),
    ]);
    const negative = await adjust({
      contentId: content.contentId,
      mainCode: 'PTF1',
      amount: -20,
      description: 'Correction',
    });
    expect(negative.amount).toBe(-20);
    expect((await points({ id: content.contentId })).rows[0]?.userPoints).toBe(-7.66);
  });

  it('refuses a bad adjustment with a clear 4xx and stores nothing', async () => {
    const content = await makeContent();
    const valid = { contentId: content.contentId, mainCode: 'PTA1', amount: 5, description: 'Why' };
    const stored = await adjustmentCount();
    const refusals: [object, number, string?][] = [
      [{ ...valid, amount: 0 }, 400],
      [{ ...valid, amount: '5' }, 400],
      [{ ...valid, amount: 'abc' }, 400],
      [{ ...valid, amount: null }, 400],
      [{ ...valid, amount: 1.234 }, 400],
      [{ ...valid, amount: pointsLimits.amountMax + 1 }, 400],
      [{ ...valid, description: undefined }, 400],
      [{ ...valid, description: '   ' }, 400],
      [{ ...valid, description: 'x'.repeat(pointsLimits.descriptionMax + 1) }, 400],
      [{ ...valid, mainCode: '' }, 400],
      [
        { ...valid, mainCode: 'NOSUCH' },
        400,
        englishT('pointsMainCodeUnknown', { mainCode: 'NOSUCH' }),
      ],
      [
        { ...valid, contentId: (await makeContent({ contentType: 1 })).contentId },
        400,
        englishT('pointsContentWithoutPoints'),
      ],
      [{ ...valid, contentId: (await makeContent({ contentType: 4 })).contentId }, 400],
      [
        { ...valid, contentId: (await makeContent({ comId: 2 })).contentId },
        404,
        englishT('contentNotFound'),
      ],
      [{ ...valid, contentId: 999_999 }, 404],
    ];
    for (const [body, status, message] of refusals) {
      const response = await t.post(pointsApi.adjust, body, manager);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(errorOf(response).message).toBe(message);
    }
    const zero = await t.post(pointsApi.adjust, { ...valid, amount: 0 }, manager);
    expect(errorOf(zero).errors?.amount).toEqual([englishT('pointsAmountZero')]);
    // Company 2 has a customer PTB1 but not PTA1: the mainCode is looked up in the caller's company.
    const foreign = await makeContent({ comId: 2 });
    const other = await t.post(
      pointsApi.adjust,
      { ...valid, contentId: foreign.contentId },
      otherManager,
    );
    expect(other.statusCode).toBe(400);
    expect(await adjustmentCount()).toBe(stored);
    expect(
      (await adjust({ ...valid, contentId: foreign.contentId, mainCode: 'PTB1' }, otherManager))
        .mainCode,
    ).toBe('PTB1');
  });

  it('refuses an amount that is 0 once stored with 2 decimals, as 0 (issue 31)', async () => {
    const content = await makeContent();
    const valid = { contentId: content.contentId, mainCode: 'PTA1', amount: 5, description: 'Why' };
    const stored = await adjustmentCount();
    for (const amount of [1e-21, -1e-21, 5e-324, -5e-324, 1e-300]) {
      const response = await t.post(pointsApi.adjust, { ...valid, amount }, manager);
      expect(response.statusCode, `${amount}: ${response.body}`).toBe(400);
      expect(errorOf(response).errors?.amount).toEqual([englishT('pointsAmountZero')]);
    }
    expect(await adjustmentCount()).toBe(stored);
    // An amount a float cannot hold exactly is stored as its cents.
    expect((await adjust({ ...valid, amount: 0.07 })).amount).toBe(0.07);
    expect((await adjust({ ...valid, amount: -1.1 })).amount).toBe(-1.1);
  });

  it('reverses an entry once, never a reversing entry, and only of the caller', async () => {
    const { content, entry } = await actionWithEntry(40.5, 'Campaign bonus');
    const response = await reverse(entry.id, 'Given twice');
    expect(response.statusCode, response.body).toBe(200);
    const reversal = response.json<PointsAdjustment>();
    expect(reversal).toMatchObject({
      contentId: content.contentId,
      mainCode: 'PTB1',
      amount: -40.5,
      description: 'Given twice',
      createdBy: manager.login,
      reversesId: entry.id,
      reversedById: null,
    });
    const stored = await adjustmentCount();
    const again = await reverse(entry.id, 'Again');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(englishT('pointsAdjustmentAlreadyReversed'));
    const ofReversal = await reverse(reversal.id, 'Undo the undo');
    expect(ofReversal.statusCode).toBe(409);
    expect(errorOf(ofReversal).message).toBe(englishT('pointsAdjustmentIsReversal'));
    const foreign = await reverse(entry.id, 'x', otherManager);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.post(pointsApi.reverse, { id: 999_999, description: 'x' }, manager)).statusCode,
    ).toBe(404);
    for (const body of [
      { id: entry.id },
      { id: entry.id, description: ' ' },
      { id: 0, description: 'x' },
    ])
      expect((await t.post(pointsApi.reverse, body, manager)).statusCode).toBe(400);
    expect(await adjustmentCount()).toBe(stored);
    expect((await points({ id: content.contentId })).rows).toEqual([
      row(1, 'PTB1', 'Bravo Service', 0, 0, 0, 0, 'LVIV', 'Ivan'),
    ]);
  });

  it('lets one of two reversals at once through', async () => {
    const { entry } = await actionWithEntry(3, 'Twice');
    const answers = await Promise.all([1, 2].map(() => reverse(entry.id, 'x')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
