import { englishT, giftOrdersApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMyGiftOrder } from '../../test/factories/myGiftOrder';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { cellTexts } from '../../test/tableTexts';
import { MyGiftOrders } from './MyGiftOrders';

const orders = [
  makeMyGiftOrder(3, {
    quantity: 2,
    points: 900.5,
    giftEntryStatus: 2,
    postingDate: '2026-04-02T08:00:00Z',
  }),
  makeMyGiftOrder(2, { itemNo: 'B200', itemName: 'Drill', giftEntryStatus: 5 }),
  makeMyGiftOrder(1, { giftEntryStatus: 4, postingDate: '2026-01-31T12:00:00Z' }),
];

describe('MyGiftOrders', () => {
  it("shows the customer's orders newest first, paged by the server, with the status names", async () => {
    const fetchSpy = stubApi({
      [giftOrdersApi.myOrders]: {
        body: { rows: orders, pageCount: 1, total: orders.length, capped: false },
      },
    });
    renderInApp(<MyGiftOrders />, { path: '/gifts' });
    const region = await screen.findByRole('region', { name: 'My orders' }, { timeout: 5000 });
    const table = within(region).getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Gift action', 'Item No', 'Gift', 'Quantity', 'Points', 'Status']);
    expect(within(table).getAllByRole('row').slice(1).map(cellTexts)).toEqual([
      ['02/04/2026', 'Spring gifts', 'A100', 'Torch', '2', '900.50', 'Processing'],
      ['10/03/2026', 'Spring gifts', 'B200', 'Drill', '1', '300.00', 'Canceled'],
      ['31/01/2026', 'Spring gifts', 'A100', 'Torch', '1', '300.00', 'Finished'],
    ]);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.myOrders)[0]).toEqual({
      size: 25,
      page: 0,
      desc: true,
    });
  });

  it("shows the server's message when the orders cannot be read", async () => {
    stubApi({
      [giftOrdersApi.myOrders]: {
        status: 403,
        body: { key: 'forbidden', message: englishT('forbidden') },
      },
    });
    renderInApp(<MyGiftOrders />, { path: '/gifts' });
    expect(await screen.findByText(englishT('forbidden'), {}, { timeout: 5000 })).toBeTruthy();
  });
});
