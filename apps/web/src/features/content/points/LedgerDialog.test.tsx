import {
  englishT,
  pointsApi,
  type PointsAdjustment,
  type PointsLedger,
  type PointsRow,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../platform/format';
import { snackbarText as snackbar } from '../../../test/dialogSteps';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { bodyRowTexts } from '../../../test/tableTexts';
import { PointsTab } from './PointsTab';

const contentId = 7;

const row: PointsRow = {
  rating: 1,
  mainCode: 'M100',
  custName: 'Moto Trade',
  pointsAccrued: 300,
  pointsAdjusted: 15,
  pointsSpent: 120,
  userPoints: 195,
  respCenter: 'KYIV',
  salespersonName: 'Olena Shevchenko',
};

function adjustment(id: number, values: Partial<PointsAdjustment>): PointsAdjustment {
  return {
    id,
    contentId,
    mainCode: 'M100',
    amount: 10,
    description: `Reason ${id}`,
    createdBy: 'manager',
    createdAt: '2026-03-05T10:00:00Z',
    reversesId: null,
    reversedById: null,
    ...values,
  };
}

const ledger: PointsLedger = {
  row,
  accruals: [
    {
      salesLineId: 901,
      postingDate: '2026-03-20',
      custNo: 'C100001',
      itemNo: 'OC90',
      quantity: 2,
      amount: 200,
      points: 200,
    },
    {
      salesLineId: 900,
      postingDate: '2026-03-02',
      custNo: 'C100002',
      itemNo: 'W712',
      quantity: 1,
      amount: 100,
      points: 100,
    },
  ],
  accrualLines: 1500,
  adjustments: [
    adjustment(12, { amount: 15, description: 'Fair bonus' }),
    adjustment(11, { amount: -20, description: 'Undo', reversesId: 10 }),
    adjustment(10, { amount: 20, description: 'Wrong customer', reversedById: 11 }),
  ],
  spending: [
    {
      orderId: 501,
      postingDate: '2026-04-02',
      custNo: 'C100001',
      itemNo: 'MUG',
      quantity: 2,
      points: 120,
      giftEntryStatus: 3,
    },
  ],
};

function renderLedger(answers: Parameters<typeof stubApi>[0] = {}) {
  let stored = ledger;
  const fetchSpy = stubApi({
    [pointsApi.points]: { body: { rows: [row], pageCount: 1, total: 1, capped: false } },
    [pointsApi.summary]: {
      body: { pointsAccrued: 300, pointsAdjusted: 15, pointsSpent: 120, userPoints: 195 },
    },
    [pointsApi.ledger]: () => ({ body: stored }),
    [pointsApi.reverse]: (body) => {
      const { id, description } = body as { id: number; description: string };
      const reversal = adjustment(13, { amount: -15, description, reversesId: id });
      stored = {
        ...stored,
        row: { ...row, pointsAdjusted: 0, userPoints: 180 },
        adjustments: [
          reversal,
          ...stored.adjustments.map((entry) =>
            entry.id === id ? { ...entry, reversedById: 13 } : entry,
          ),
        ],
      };
      return { body: reversal };
    },
    ...answers,
  });
  const rendered = renderInApp(<PointsTab article={makeArticle({ contentId })} />);
  return { ...rendered, fetchSpy };
}

async function openLedger(user: ReturnType<typeof renderLedger>['user']) {
  await user.click(await screen.findByRole('button', { name: 'M100' }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Points ledger: M100 Moto Trade' });
  await within(dialog).findByText('OC90');
  return dialog;
}

/** The body rows of the ledger's list under `heading`, as cell texts. */
function listRows(dialog: HTMLElement, heading: string) {
  const section = within(dialog).getByRole('heading', { name: heading }).closest('section');
  if (!section) throw new Error(`no list ${heading}`);
  return bodyRowTexts(section);
}

describe('LedgerDialog', () => {
  it("opens from a row's main code with the row's sums and the entries behind them", async () => {
    const { user, fetchSpy } = renderLedger();
    const dialog = await openLedger(user);
    expect(bodiesSentTo(fetchSpy, pointsApi.ledger)).toEqual([{ contentId, mainCode: 'M100' }]);
    const sums = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(sums).toEqual(['1', '300.00', '15.00', '120.00', '195.00']);

    expect(listRows(dialog, 'Accruals by sales line')).toEqual([
      ['20/03/2026', 'C100001', 'OC90', '2', '200.00', '200.00'],
      ['02/03/2026', 'C100002', 'W712', '1', '100.00', '100.00'],
    ]);
    expect(within(dialog).getByText('The newest 2 of 1500 sales lines')).toBeTruthy();

    const when = formatDateTime('2026-03-05T10:00:00Z');
    expect(listRows(dialog, 'Adjustments')).toEqual([
      [when, 'manager', '15.00', 'Fair bonus', '', 'Reverse'],
      [when, 'manager', '-20.00', 'Undo', 'Reversal', ''],
      [when, 'manager', '20.00', 'Wrong customer', 'Reversed', ''],
    ]);
    // Only an entry neither reversed nor a reversal can be reversed; none is edited or deleted.
    expect(within(dialog).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /edit|delete/i })).toBeNull();

    expect(listRows(dialog, 'Spending by order')).toEqual([
      ['02/04/2026', '501', 'MUG', '2', '120.00', 'Shipped'],
    ]);
  });

  it('reverses an adjustment with a reason through ReversePointsAdjustment, and shows the ledger again', async () => {
    const { user, fetchSpy } = renderLedger();
    const dialog = await openLedger(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Reverse adjustment 15.00: Fair bonus' }),
    );
    const reverse = screen.getByRole('dialog', { name: 'Reverse adjustment' });
    // The reason is required.
    await user.click(within(reverse).getByRole('button', { name: 'Reverse' }));
    await within(reverse).findByText(englishT('requiredField'));
    expect(bodiesSentTo(fetchSpy, pointsApi.reverse)).toEqual([]);

    await pasteInto(
      user,
      within(reverse).getByRole('textbox', { name: /Reason for the reversal/ }),
      'Given twice',
    );
    await user.click(within(reverse).getByRole('button', { name: 'Reverse' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reverse adjustment' })).toBeNull(),
    );
    expect(bodiesSentTo(fetchSpy, pointsApi.reverse)).toEqual([
      { id: 12, description: 'Given twice' },
    ]);
    expect(snackbar()).toBe('Adjustment reversed');

    await waitFor(() => expect(listRows(dialog, 'Adjustments')[0]?.[3]).toBe('Given twice'));
    expect(listRows(dialog, 'Adjustments').map((cells) => cells.slice(2, 5))).toEqual([
      ['-15.00', 'Given twice', 'Reversal'],
      ['15.00', 'Fair bonus', 'Reversed'],
      ['-20.00', 'Undo', 'Reversal'],
      ['20.00', 'Wrong customer', 'Reversed'],
    ]);
    expect(within(dialog).queryAllByRole('button', { name: /^Reverse/ })).toHaveLength(0);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1', '300.00', '0.00', '120.00', '180.00']);
  });

  it("shows the server's message when a reversal is refused, and keeps the reason", async () => {
    const message = englishT('pointsAdjustmentAlreadyReversed');
    const { user } = renderLedger({
      [pointsApi.reverse]: {
        status: 409,
        body: { key: 'pointsAdjustmentAlreadyReversed', message },
      },
    });
    const dialog = await openLedger(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Reverse adjustment 15.00: Fair bonus' }),
    );
    const reverse = screen.getByRole('dialog', { name: 'Reverse adjustment' });
    await pasteInto(user, within(reverse).getByRole('textbox', { name: /Reason/ }), 'Given twice');
    await user.click(within(reverse).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(snackbar()).toBe(message));
    expect(within(reverse).getByRole('textbox', { name: /Reason/ })).toHaveProperty(
      'value',
      'Given twice',
    );
  });
});
