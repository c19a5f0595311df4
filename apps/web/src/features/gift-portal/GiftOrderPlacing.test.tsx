import { englishT, giftOrdersApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, clearAndType } from '../../test/pasteInto';
import { bodiesSentTo } from '../../test/stubApi';
import {
  addButton,
  fillContact,
  myOrdersTable,
  openSpring,
  placeOrderButton,
  quantityOf,
  renderPage,
  slow,
  testText,
} from './giftsPage.testing';

describe('GiftsPage', () => {
  it('places the order with the contract body, empties the basket and reloads points, stock and orders', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await waitFor(() => expect(within(myOrdersTable()).getAllByRole('row')).toHaveLength(2), slow);
    await user.click(addButton('A100 Torch'));
    await user.click(addButton('B200 Drill'));
    await clearAndType(user, quantityOf('A100 Torch'), '1');
    const person = screen.getByRole('textbox', { name: /Contact person/ });
    await clearAndPaste(user, person, '  Petro Bondar ');
    await fillContact(user, '+380 67 765 43 21');
    const catalogueLoads = bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue).length;
    const actionLoads = bodiesSentTo(fetchSpy, giftOrdersApi.giftActions).length;
    await user.click(placeOrderButton());

    expect(await screen.findByText(englishT('giftPortalOrderPlaced'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([
      {
        contentId: 7,
        items: [
          { itemNo: 'A100', sort: 1, quantity: 1 },
          { itemNo: 'B200', sort: 2, quantity: 1 },
        ],
        contactPerson: 'Petro Bondar',
        contactPhone: '+380 67 765 43 21',
      },
    ]);
    expect(screen.getByText(englishT('giftPortalBasketEmpty'))).toBeTruthy();
    // Points and stock are read again: the points dropped by what the server spent.
    await waitFor(() => expect(testText('gift-user-points')).toBe('400.50'));
    expect(screen.getByTestId('gift-action-points-7').textContent).toBe('400.50');
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue).length).toBeGreaterThan(
      catalogueLoads,
    );
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftActions).length).toBeGreaterThan(actionLoads);
    // The new orders are in My orders.
    await waitFor(() => expect(within(myOrdersTable()).getAllByRole('row')).toHaveLength(4));
    // The contacts stay for the next order.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Contact phone/ }).value).toBe(
      '+380 67 765 43 21',
    );
  });

  it("shows the server's refusal and keeps the basket", async () => {
    const refusal = 'Not enough stock of A100: 1 left';
    const { fetchSpy, user } = renderPage({
      answers: {
        [giftOrdersApi.placeOrder]: {
          status: 409,
          body: { code: 'conflict', message: refusal },
        },
      },
    });
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await user.click(addButton('A100 Torch'));
    await fillContact(user);
    await user.click(placeOrderButton());

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toHaveLength(1);
    expect(quantityOf('A100 Torch').value).toBe('2');
    expect(testText('gift-basket-total')).toBe('600.00');
    expect(testText('gift-user-points')).toBe('1000.50');
    await waitFor(() => expect(placeOrderButton().hasAttribute('disabled')).toBe(false));
  });

  it('keeps a basket per action while the customer looks at another', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await user.click(screen.getByRole('button', { name: /Summer gifts/ }));
    await waitFor(() => expect(testText('gift-user-points')).toBe('12.00'));
    expect(screen.getByText(englishT('giftPortalBasketEmpty'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Spring gifts/ }));
    await waitFor(() => expect(testText('gift-user-points')).toBe('1000.50'));
    expect(quantityOf('A100 Torch').value).toBe('1');
    // Coming back reads the catalogue again: points and stock may have changed.
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([7, 8, 7]);
  });
});
