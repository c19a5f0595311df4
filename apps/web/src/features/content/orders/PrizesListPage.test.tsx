import { actionType, contentApi, giftOrdersApi, uk, type ContentListRow } from '@bo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n';
import { pickOption } from '../../../test/dialogSteps';
import { renderInApp } from '../../../test/renderInApp';
import { firstTable, rowWithBox } from '../../../test/tableTexts';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../../test/stubApi';
import { ordersAnswer, makeGiftOrder } from '../../../test/factories/giftOrder';
import { PrizesListPage } from './PrizesListPage';

function action(
  contentId: number,
  title: string,
  subOffers: ContentListRow[] = [],
): ContentListRow {
  return {
    contentId,
    parentContentId: 0,
    contentType: actionType,
    active: true,
    isGift: true,
    title,
    description: '',
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
    subOffers,
  };
}

const actions = [
  action(12, 'Spring gifts for the best partners of 2026'),
  action(9, 'Winter', [
    { ...action(10, 'Winter: tyres and batteries campaign'), parentContentId: 9 },
  ]),
];
const rows = [
  makeGiftOrder(201, {
    contentId: 12,
    title: 'Spring gifts for the best partners of 2026',
    giftEntryStatus: 5,
    quantity: 3,
    postingDate: '2026-03-05T10:15:00Z',
    comId: 4,
  }),
  makeGiftOrder(202, {
    contentId: 10,
    parentContentId: 9,
    title: 'Winter: tyres',
    giftEntryStatus: 3,
  }),
];

function renderPage(path = '/admin/cms/prizes') {
  const fetchSpy = stubApi({
    [giftOrdersApi.orders]: { body: ordersAnswer(rows) },
    [contentApi.list]: {
      body: { rows: actions, pageCount: 1, total: actions.length, capped: false },
    },
    [giftOrdersApi.orderDetails]: (body) => ({
      body: rows.find((row) => row.id === (body as { id: number }).id),
    }),
  });
  const rendered = renderInApp(<PrizesListPage />, { path });
  return { ...rendered, fetchSpy };
}

const table = firstTable;
const rowsShown = () => screen.findByText('Customer 201', {}, { timeout: 5000 });
const rowOf = (id: number) => rowWithBox(table(), id);
const changeStatus = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Change status' });

describe('PrizesListPage', () => {
  it('names the content id in Ukrainian as the content list does', async () => {
    await act(() => i18n.changeLanguage('uk'));
    renderPage();
    await rowsShown();
    expect(within(table()).getByRole('columnheader', { name: uk.contentColId })).toBeTruthy();
  });

  it('shows every column of B§2 in order, with the row values', async () => {
    const { fetchSpy } = renderPage();
    await rowsShown();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      // The select-all checkbox.
      '',
      'Content Id',
      'ParentId',
      'Title',
      'Order Id',
      'Customer code',
      'Login',
      'Customer Name',
      'MainCode',
      'Item No',
      'ItemName',
      'Quantity',
      'RespCenter',
      'Location Code',
      'Loyalty Code',
      'Salesperson Name',
      'Gift Entry Status',
      'Order Posting Date',
      'Contact Person',
      'Contact Phone',
      // The pencil.
      '',
    ]);
    const cells = within(rowOf(201)).getAllByRole('cell');
    expect(cells.slice(1, -1).map((cell) => cell.textContent)).toEqual([
      '12',
      '0',
      'Spring gifts for the best partners of 2026',
      '201',
      'C201',
      'user201',
      'Customer 201',
      'M201',
      'GIFT-1',
      'Thermos mug',
      '3 pcs',
      'KYIV',
      'MAIN',
      'GOLD',
      'Olena Shevchenko',
      'Canceled',
      '05/03/2026',
      'Ivan Petrenko',
      '+380501234567',
    ]);
    // The hidden ComId cell.
    const comId = cells.at(-1)?.querySelector('[data-field="comId"]') as HTMLElement;
    expect(comId.hidden).toBe(true);
    expect(comId.textContent).toBe('4');
    // Every action, any status, newest first, 25 a page.
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders)[0]).toEqual({
      contentId: 0,
      status: 0,
      size: 25,
      page: 0,
      desc: true,
    });
    expect(queriesSentTo(fetchSpy, giftOrdersApi.orders)[0]?.get('orderBy')).toBe('postingDate');
  });

  it('pins the status, the posting date and the pencil to the right edge, so they stay in view', async () => {
    renderPage();
    await rowsShown();
    const header = (name: string) => within(table()).getByRole('columnheader', { name });
    const right = (name: string) => getComputedStyle(header(name)).right;
    for (const name of ['Gift Entry Status', 'Order Posting Date']) {
      expect(getComputedStyle(header(name)).position).toBe('sticky');
    }
    // Side by side, in their order: each as far from the edge as the pinned columns after it.
    expect(parseFloat(right('Gift Entry Status'))).toBeGreaterThan(
      parseFloat(right('Order Posting Date')),
    );
    expect(parseFloat(right('Order Posting Date'))).toBeGreaterThan(0);
    expect(right('Contact Person')).not.toMatch(/px$/);
  });

  it('names the status in a class of its own, and links the content to its editor', async () => {
    renderPage();
    await rowsShown();
    expect(rowOf(201).classList.contains('canceled')).toBe(true);
    expect(rowOf(202).classList.contains('shipped')).toBe(true);
    expect(rowOf(202).classList.contains('canceled')).toBe(false);
    for (const name of ['12', 'Spring gifts for the best partners of 2026']) {
      expect(within(rowOf(201)).getByRole('link', { name }).getAttribute('href')).toBe(
        '/admin/cms/12',
      );
    }
    expect(within(rowOf(202)).getByRole('link', { name: '10' }).getAttribute('href')).toBe(
      '/admin/cms/10',
    );
  });

  it("filters by content: 'Offer' (every action) first, then 'contentId - title' cut to 23", async () => {
    const { fetchSpy, user } = renderPage();
    await rowsShown();
    const filter = screen.getByRole('combobox', { name: 'Action' });
    expect(filter.textContent).toBe('Offer');
    await user.click(filter);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Offer',
      '12 - Spring gifts for the be',
      '10 - Winter: tyres and batte',
      '9 - Winter',
    ]);
    // The gift actions, as the content list's gift filter gives them: archived too, all at once.
    expect(bodiesSentTo(fetchSpy, contentApi.list)).toEqual([
      {
        contentType: 15,
        isGift: true,
        archived: false,
        actual: false,
        size: 0,
        page: 0,
        desc: true,
      },
    ]);
    await user.click(screen.getByRole('option', { name: '10 - Winter: tyres and batte' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)).toMatchObject({
        contentId: 10,
        status: 0,
      }),
    );
    await pickOption(user, document.body, 'Gift Entry Status', 'Finished');
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)).toMatchObject({
        contentId: 10,
        status: 4,
      }),
    );
  });

  it('keeps the filters in the address', async () => {
    const { fetchSpy } = renderPage('/admin/cms/prizes?content=9&status=2');
    await rowsShown();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orders)[0]).toMatchObject({
      contentId: 9,
      status: 2,
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Action' }).textContent).toBe('9 - Winter'),
    );
    expect(screen.getByRole('combobox', { name: 'Gift Entry Status' }).textContent).toBe(
      'Processing',
    );
  });

  it('enables Change status only with 2 or more selected rows', async () => {
    const { user } = renderPage();
    await rowsShown();
    expect(changeStatus().disabled).toBe(true);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 201' }));
    expect(changeStatus().disabled).toBe(true);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 202' }));
    expect(changeStatus().disabled).toBe(false);
    await user.click(within(table()).getByRole('checkbox', { name: 'Select row 202' }));
    expect(changeStatus().disabled).toBe(true);
    // Select all takes the page's rows.
    await user.click(within(table()).getByRole('checkbox', { name: 'Select all rows' }));
    expect(changeStatus().disabled).toBe(false);
  });

  it('searches on Enter, and pages by 25, 50, 100 or All', async () => {
    const { fetchSpy, user } = renderPage();
    await rowsShown();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'thermos');
    expect(queriesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)?.get('filter')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, giftOrdersApi.orders).at(-1)?.get('filter')).toBe('thermos'),
    );
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', 'All']);
  });

  it("opens the order's status dialog from its pencil", async () => {
    const { fetchSpy, user } = renderPage();
    await rowsShown();
    await user.click(screen.getByRole('button', { name: 'Change the status of order 202' }));
    // A dialog with a spinner until the order has loaded, then the form's own dialog.
    await screen.findByDisplayValue('Customer 202');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(within(dialog).getByDisplayValue('Customer 202')).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orderDetails)).toEqual([
      { id: 202, custNo: 'C202' },
    ]);
  });
});
