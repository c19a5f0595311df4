import { giftOrdersApi, type ResultsRow } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodyRowsOf, cellTexts } from '../../../test/tableTexts';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { makeArticle } from '../../../test/factories/article';
import { ResultsTab } from './ResultsTab';

const contentId = 7;

function resultsRow(itemNo: string, values: Partial<ResultsRow> = {}): ResultsRow {
  return {
    itemNo,
    description: `Gift ${itemNo}`,
    quantity: 10,
    createdOrders: 0,
    processingOrders: 0,
    shippedOrders: 0,
    finishedOrders: 0,
    canceledOrders: 0,
    balance: 10,
    ...values,
  };
}

const rows = [
  resultsRow('MUG', {
    quantity: 20,
    createdOrders: 3,
    processingOrders: 2,
    shippedOrders: 4,
    finishedOrders: 1,
    canceledOrders: 5,
    balance: 10,
  }),
  resultsRow('CAP', { quantity: 5, createdOrders: 4, shippedOrders: 3, balance: -2 }),
  // An item number may repeat (B§5's duplicates): each row shows.
  resultsRow('CAP', { description: 'Cap, second row', quantity: 1, balance: 1 }),
];

function renderTab() {
  const fetchSpy = stubApi({ [giftOrdersApi.results]: { body: rows } });
  const rendered = renderInApp(<ResultsTab article={makeArticle({ contentId })} />, {
    path: `/admin/cms/${contentId}/tab-5`,
  });
  return { ...rendered, fetchSpy };
}

const table = () => screen.getByRole('table');
const bodyRows = () => bodyRowsOf(table());

describe('ResultsTab', () => {
  it('shows each Results row of the content with its values, in the order of B§3', async () => {
    const { fetchSpy } = renderTab();
    await screen.findByText('Gift MUG', {}, { timeout: 5000 });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Item No',
      'Description',
      'Quantity',
      'Created',
      'Processing',
      'Shipped',
      'Finished',
      'Canceled',
      'Balance',
    ]);
    expect(bodyRows().map(cellTexts)).toEqual([
      ['MUG', 'Gift MUG', '20', '3', '2', '4', '1', '5', '10'],
      ['CAP', 'Gift CAP', '5', '4', '0', '3', '0', '0', '-2'],
      ['CAP', 'Cap, second row', '1', '0', '0', '0', '0', '0', '1'],
    ]);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.results)).toEqual([contentId]);
  });

  it('marks a negative balance, and only that one', async () => {
    renderTab();
    await screen.findByText('Gift MUG', {}, { timeout: 5000 });
    const marked = table().querySelectorAll('.negative-balance');
    expect([...marked].map((mark) => mark.textContent)).toEqual(['-2']);
    expect(marked[0]?.getAttribute('title')).toBe('More is ordered than the stock holds');
  });

  it('sorts and searches the rows in the browser', async () => {
    const { fetchSpy, user } = renderTab();
    await screen.findByText('Gift MUG', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row).at(-1))).toEqual(['-2', '1', '10']),
    );
    await pasteInto(user, screen.getByRole('textbox', { name: 'Search' }), 'second');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['Cap, second row']),
    );
    // The rows are read once: sorting and searching ask nothing more.
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.results)).toHaveLength(1);
  });
});
