import { englishT, giftOrdersApi, pointsApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickOption, snackbarText as snackbar } from '../../../test/dialogSteps';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { savedDownloads } from '../../../test/savedDownloads';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { ordersAnswer, makeGiftOrder } from '../../../test/factories/giftOrder';
import { firstTable, rowWithBox } from '../../../test/tableTexts';
import { OrdersTab } from './OrdersTab';

const contentId = 7;
const rows = [
  makeGiftOrder(101, { giftEntryStatus: 1, userPoints: -20 }),
  makeGiftOrder(102, { giftEntryStatus: 2, userPoints: -0.5 }),
  makeGiftOrder(103, { giftEntryStatus: 3, userPoints: -20 }),
  makeGiftOrder(104, { giftEntryStatus: 1, userPoints: 0 }),
  makeGiftOrder(105, { giftEntryStatus: 5, userPoints: -7 }),
];

type Answers = Parameters<typeof stubApi>[0];

function renderTab(answers: Answers = {}) {
  const fetchSpy = stubApi({
    [giftOrdersApi.orders]: { body: ordersAnswer(rows) },
    [giftOrdersApi.changeStatus]: (body) => ({ body }),
    [pointsApi.points]: { body: ordersAnswer([]) },
    ...answers,
  });
  const rendered = renderInApp(<OrdersTab article={makeArticle({ contentId })} />, {
    path: `/admin/cms/${contentId}/tab-6`,
  });
  return { ...rendered, fetchSpy };
}

const table = firstTable;
const rowsShown = () => screen.findByText('Customer 101', {}, { timeout: 5000 });
const rowOf = (id: number) => rowWithBox(table(), id);

describe('OrdersTab', () => {
  it("asks for the content's orders, any status, newest first, 25 a page", async () => {
    const { fetchSpy } = renderTab();
    await rowsShown();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders)[0]).toEqual({
      contentId,
      status: 0,
      size: 25,
      page: 0,
      desc: true,
    });
    expect(queriesSentTo(fetchSpy, giftOrdersApi.orders)[0]?.get('orderBy')).toBe('postingDate');
    // The tab is one content's: the prizes list's content columns are left out.
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).not.toContain('Content Id');
    expect(headers.filter(Boolean).slice(0, 2)).toEqual(['Order Id', 'Customer code']);
  });

  it('sends the chosen status, and the search text as the filter', async () => {
    const { fetchSpy, user } = renderTab();
    await rowsShown();
    await user.click(screen.getByRole('combobox', { name: 'Gift Entry Status' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Created', 'Processing', 'Shipped', 'Finished', 'Canceled']);
    await user.click(screen.getByRole('option', { name: 'Processing' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)).toMatchObject({
        contentId,
        status: 2,
      }),
    );
    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'petrenko');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)?.get('filter')).toBe('petrenko'),
    );
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)).toMatchObject({ status: 2 });
  });

  it('marks a negative balance only on Created and Processing orders with negative points', async () => {
    renderTab();
    await rowsShown();
    const marked = [101, 102, 103, 104, 105].filter(
      (id) => within(rowOf(id)).queryByText('Negative balance') !== null,
    );
    expect(marked).toEqual([101, 102]);
    expect(rowOf(101).classList.contains('negative-balance')).toBe(true);
    expect(rowOf(103).classList.contains('negative-balance')).toBe(false);
    expect(
      within(rowOf(102)).getByText('Negative balance').closest('[title]')?.getAttribute('title'),
    ).toBe("The customer's points left: -0.50");
  });

  it('sets the chosen status on the selected orders, after a confirmation, and reloads', async () => {
    const { fetchSpy, user } = renderTab();
    await rowsShown();
    const menu = screen.getByRole<HTMLButtonElement>('button', { name: 'Change status' });
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 101' }));
    expect(menu.disabled).toBe(true);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 103' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 104' }));
    expect(menu.disabled).toBe(false);
    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Shipped' }));

    const confirm = screen.getByRole('dialog', { name: 'Change status' });
    expect(
      within(confirm).getByText('Set the status "Shipped" on the 3 selected orders?'),
    ).toBeTruthy();
    const loadsBefore = bodiesSentTo(fetchSpy, giftOrdersApi.orders).length;
    await user.click(within(confirm).getByRole('button', { name: 'Change status' }));

    await waitFor(() => expect(snackbar()).toBe('Saved successfully!'));
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.changeStatus)).toEqual([
      [
        { id: 101, giftEntryStatus: 3 },
        { id: 103, giftEntryStatus: 3 },
        { id: 104, giftEntryStatus: 3 },
      ],
    ]);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders).length).toBeGreaterThan(loadsBefore);
    // The confirmation has a button of the same name: read the page's once it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection is done with: the menu waits for another.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change status' }).disabled).toBe(
      true,
    );
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { fetchSpy, user } = renderTab();
    await rowsShown();
    await user.click(within(table()).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(screen.getByRole('menuitem', { name: 'Canceled' }));
    const confirm = screen.getByRole('dialog', { name: 'Change status' });
    expect(
      within(confirm).getByText('Set the status "Canceled" on the 5 selected orders?'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.changeStatus)).toEqual([]);
  });

  it("shows the server's message when the bulk change is refused", async () => {
    const message = englishT('giftOrdersNotFound', { ids: '103' });
    const { user } = renderTab({
      [giftOrdersApi.changeStatus]: {
        status: 404,
        body: { key: 'giftOrdersNotFound', params: { ids: '103' }, message },
      },
    });
    await rowsShown();
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 101' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 103' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(screen.getByRole('menuitem', { name: 'Finished' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Change status' })).getByRole('button', {
        name: 'Change status',
      }),
    );
    await waitFor(() => expect(snackbar()).toBe(message));
  });

  describe('Export to Excel', () => {
    const saved = savedDownloads();

    it('sends the selected ids, or the search text when none is selected', async () => {
      const { fetchSpy, user } = renderTab({
        [giftOrdersApi.export(contentId, 0)]: { body: 'xlsx' },
        [giftOrdersApi.export(contentId, 1)]: { body: 'xlsx' },
      });
      await rowsShown();
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toEqual([`orders-${contentId}.xlsx`]));

      await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'mug');
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(queriesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)?.get('filter')).toBe('mug'),
      );
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveLength(2));

      await user.click(within(table()).getByRole('checkbox', { name: 'Select row 102' }));
      await user.click(within(table()).getByRole('checkbox', { name: 'Select row 105' }));
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveLength(3));
      expect(bodiesSentTo(fetchSpy, giftOrdersApi.export(contentId, 0))).toEqual([
        '',
        'mug',
        [102, 105],
      ]);

      // The status filter names the export's address.
      await pickOption(user, document.body, 'Gift Entry Status', 'Created');
      await waitFor(() =>
        expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)).toMatchObject({ status: 1 }),
      );
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveLength(4));
      // Another filter starts without a selection: the search text is sent.
      expect(bodiesSentTo(fetchSpy, giftOrdersApi.export(contentId, 1))).toEqual(['mug']);
    });

    it("shows the server's message when the export fails", async () => {
      const { user } = renderTab({
        [giftOrdersApi.export(contentId, 0)]: {
          status: 403,
          body: { key: 'forbidden', message: englishT('forbidden') },
        },
      });
      await rowsShown();
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(snackbar()).toBe(englishT('forbidden')));
      expect(saved).toEqual([]);
    });
  });
});
