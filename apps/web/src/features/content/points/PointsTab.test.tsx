import {
  englishT,
  pointsApi,
  type PointsAdjustment,
  type PointsRow,
  type PointsSummary,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { snackbarText as snackbar } from '../../../test/dialogSteps';
import { clearAndType, pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { savedDownloads } from '../../../test/savedDownloads';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { bodyRowsOf, cellTexts, firstTable } from '../../../test/tableTexts';
import { PointsTab } from './PointsTab';

const contentId = 7;
const article = makeArticle({ contentId });

function pointsRow(rating: number, mainCode: string, values: Partial<PointsRow> = {}): PointsRow {
  return {
    rating,
    mainCode,
    custName: `Customer ${mainCode}`,
    pointsAccrued: 0,
    pointsAdjusted: 0,
    pointsSpent: 0,
    userPoints: 0,
    respCenter: 'KYIV',
    salespersonName: 'Olena Shevchenko',
    ...values,
  };
}

const rows = [
  pointsRow(1, 'M100', {
    pointsAccrued: 1234.5,
    pointsAdjusted: -10.25,
    pointsSpent: 100,
    userPoints: 1124.25,
  }),
  pointsRow(2, 'M200', { pointsAccrued: 7, userPoints: 7, respCenter: 'LVIV' }),
];
const summary: PointsSummary = {
  pointsAccrued: 1241.5,
  pointsAdjusted: -10.25,
  pointsSpent: 100,
  userPoints: 1131.25,
};

type Answers = Parameters<typeof stubApi>[0];

function adjustmentOf(body: unknown): PointsAdjustment {
  const sent = body as { mainCode: string; amount: number; description: string };
  return {
    id: 50,
    contentId,
    ...sent,
    createdBy: 'manager',
    createdAt: '2026-03-10T09:30:00Z',
    reversesId: null,
    reversedById: null,
  };
}

function renderTab(answers: Answers = {}) {
  const fetchSpy = stubApi({
    [pointsApi.points]: { body: { rows, pageCount: 1, total: rows.length, capped: false } },
    [pointsApi.summary]: { body: summary },
    [pointsApi.adjust]: (body) => ({ body: adjustmentOf(body) }),
    [pointsApi.export(contentId)]: { body: 'xlsx' },
    ...answers,
  });
  const rendered = renderInApp(<PointsTab article={article} />, {
    path: `/admin/cms/${contentId}/tab-4`,
  });
  return { ...rendered, fetchSpy };
}

const bodyRows = () => bodyRowsOf(firstTable());
/** The first load imports the table's code too: it may take a few seconds on a busy machine. */
const rowsShown = () => screen.findByRole('button', { name: 'M100' }, { timeout: 5000 });
const totalRow = () => screen.getByRole('row', { name: 'Total' });

async function openAdjustment(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add adjustment' }));
  return screen.getByRole('dialog', { name: 'Add adjustment' });
}

/** Opens 'Add adjustment', fills it in and saves it. */
async function saveAdjustment(
  user: UserEvent,
  values: { mainCode: string; amount: string; description: string },
) {
  const dialog = await openAdjustment(user);
  await user.type(within(dialog).getByRole('combobox', { name: /Main code/ }), values.mainCode);
  await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), values.amount);
  await pasteInto(
    user,
    within(dialog).getByRole('textbox', { name: /Description/ }),
    values.description,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('PointsTab', () => {
  it('shows the columns of B§3 in order, the points with 2 decimals', async () => {
    const { fetchSpy } = renderTab();
    await rowsShown();
    const headers = within(screen.getAllByRole('table')[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Rating',
      'Main code',
      'Customer name',
      'Points accrued',
      'Points adjusted',
      'Points spent',
      'User points',
      'Responsibility center',
      'Salesperson name',
    ]);
    expect(bodyRows().map(cellTexts)).toEqual([
      [
        '1',
        'M100',
        'Customer M100',
        '1234.50',
        '-10.25',
        '100.00',
        '1124.25',
        'KYIV',
        'Olena Shevchenko',
      ],
      ['2', 'M200', 'Customer M200', '7.00', '0.00', '0.00', '7.00', 'LVIV', 'Olena Shevchenko'],
    ]);
    // Server paging, rating first (the highest balance on top).
    expect(bodiesSentTo(fetchSpy, pointsApi.points)[0]).toEqual({
      id: contentId,
      size: 25,
      page: 0,
      desc: false,
    });
    expect(queriesSentTo(fetchSpy, pointsApi.points)[0]?.get('orderBy')).toBe('rating');
  });

  it('shows the sums of the four point columns in a row named Total', async () => {
    const { fetchSpy } = renderTab();
    await rowsShown();
    await waitFor(() =>
      expect(
        within(totalRow())
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['1241.50', '-10.25', '100.00', '1131.25']),
    );
    expect(within(totalRow()).getByRole('rowheader').textContent).toBe('Total');
    expect(bodiesSentTo(fetchSpy, pointsApi.summary)).toEqual([contentId]);
  });

  it('totals what the search shows, as the export of the same search does (issue 31)', async () => {
    const searched: PointsSummary = {
      pointsAccrued: 1234.5,
      pointsAdjusted: -10.25,
      pointsSpent: 100,
      userPoints: 1124.25,
    };
    const { fetchSpy, user } = renderTab({
      [`${pointsApi.summary}?filter=M1`]: { body: searched },
    });
    await rowsShown();
    const totals = () =>
      within(totalRow())
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(totals()).toEqual(['1241.50', '-10.25', '100.00', '1131.25']));
    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'M1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(totals()).toEqual(['1234.50', '-10.25', '100.00', '1124.25']));
    expect(queriesSentTo(fetchSpy, pointsApi.summary).map((query) => query.get('filter'))).toEqual([
      null,
      'M1',
    ]);
    expect(bodiesSentTo(fetchSpy, pointsApi.summary)).toEqual([contentId, contentId]);
    // The file totals the same rows: the export sends the same search.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, pointsApi.export(contentId))).toEqual(['M1']),
    );
  });

  it('sorts, searches and pages on the server, 25, 50, 100 or All', async () => {
    const { fetchSpy, user } = renderTab();
    await rowsShown();
    await user.click(screen.getByRole('button', { name: 'Points spent' }));
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, pointsApi.points).at(-1)?.get('orderBy')).toBe('pointsSpent'),
    );
    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'kyiv');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, pointsApi.points).at(-1)?.get('filter')).toBe('kyiv'),
    );
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, pointsApi.points).at(-1)).toMatchObject({ size: 0, page: 0 }),
    );
  });

  describe('Export to Excel', () => {
    const saved = savedDownloads();

    it('sends the search text the table shows, and saves the workbook', async () => {
      const { fetchSpy, user } = renderTab();
      await rowsShown();
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toEqual([`points-${contentId}.xlsx`]));
      await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'M1');
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(queriesSentTo(fetchSpy, pointsApi.points).at(-1)?.get('filter')).toBe('M1'),
      );
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(bodiesSentTo(fetchSpy, pointsApi.export(contentId))).toEqual(['', 'M1']);
    });

    it("shows the server's message when the export fails", async () => {
      const { user } = renderTab({
        [pointsApi.export(contentId)]: {
          status: 403,
          body: { key: 'forbidden', message: englishT('forbidden') },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(snackbar()).toBe(englishT('forbidden')));
      expect(saved).toEqual([]);
    });
  });

  describe('the adjustment dialog', () => {
    it('refuses an amount of 0, a non-number, 3 decimals and an empty reason', async () => {
      const { fetchSpy, user } = renderTab();
      const dialog = await openAdjustment(user);
      const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
      await user.type(within(dialog).getByRole('combobox', { name: /Main code/ }), 'M100');
      await user.type(amount, '0');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByText(englishT('pointsAmountZero'));
      expect(within(dialog).getByText(englishT('requiredField'))).toBeTruthy();

      for (const wrong of ['ten', '1.005', '0.00']) {
        await clearAndType(user, amount, wrong);
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        await within(dialog).findByText(
          wrong === '0.00' ? englishT('pointsAmountZero') : englishT('pointsFormAmountInvalid'),
        );
      }
      await clearAndType(user, amount, '12.5');
      await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByText(englishT('requiredField'));
      expect(bodiesSentTo(fetchSpy, pointsApi.adjust)).toEqual([]);
    });

    it('offers the main codes of the rows, sends the adjustment, then reloads the rows and sums', async () => {
      const { fetchSpy, user } = renderTab();
      await rowsShown();
      const dialog = await openAdjustment(user);
      const mainCode = within(dialog).getByRole('combobox', { name: /Main code/ });
      await user.click(mainCode);
      expect(
        within(await screen.findByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['M100', 'M200']);
      await user.click(screen.getByRole('option', { name: 'M200' }));
      await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '-3,5');
      await pasteInto(
        user,
        within(dialog).getByRole('textbox', { name: /Description/ }),
        'Returned goods',
      );
      const loadsBefore = bodiesSentTo(fetchSpy, pointsApi.points).length;
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodiesSentTo(fetchSpy, pointsApi.adjust)).toEqual([
        { mainCode: 'M200', amount: -3.5, description: 'Returned goods', contentId },
      ]);
      expect(snackbar()).toBe('Saved successfully!');
      await waitFor(() =>
        expect(bodiesSentTo(fetchSpy, pointsApi.points).length).toBeGreaterThan(loadsBefore),
      );
      expect(bodiesSentTo(fetchSpy, pointsApi.summary).length).toBe(2);
    });

    it('takes a main code no row shows', async () => {
      const { fetchSpy, user } = renderTab();
      await saveAdjustment(user, { mainCode: 'M999', amount: '40', description: 'Welcome' });
      await waitFor(() =>
        expect(bodiesSentTo(fetchSpy, pointsApi.adjust)).toEqual([
          { mainCode: 'M999', amount: 40, description: 'Welcome', contentId },
        ]),
      );
    });

    it("shows the server's message when the adjustment fails, and keeps the dialog", async () => {
      const message = englishT('pointsMainCodeUnknown', { mainCode: 'M999' });
      const { user } = renderTab({
        [pointsApi.adjust]: {
          status: 400,
          body: { key: 'pointsMainCodeUnknown', params: { mainCode: 'M999' }, message },
        },
      });
      await saveAdjustment(user, { mainCode: 'M999', amount: '40', description: 'Welcome' });
      await waitFor(() => expect(snackbar()).toBe(message));
      expect(screen.getByRole('dialog', { name: 'Add adjustment' })).toBeTruthy();
    });
  });
});
