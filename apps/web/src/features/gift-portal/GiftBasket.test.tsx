import { englishT, giftOrdersApi } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGiftAction } from '../../test/factories/giftAction';
import { clearAndPaste, clearAndType } from '../../test/pasteInto';
import { bodiesSentTo } from '../../test/stubApi';
import {
  addButton,
  fillContact,
  openSpring,
  placeOrderButton,
  quantityOf,
  renderPage,
  slow,
  testText,
} from './giftsPage.testing';

describe('GiftsPage', () => {
  it('adds gifts to the basket and shows the total and the points left after it', async () => {
    const { user } = renderPage();
    await openSpring(user);
    expect(screen.getByText(englishT('giftPortalBasketEmpty'))).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);

    await user.click(addButton('A100 Torch'));
    expect(quantityOf('A100 Torch').value).toBe('1');
    expect(testText('gift-basket-total')).toBe('300.00');
    expect(testText('gift-points-left')).toBe('700.50');

    await user.click(addButton('A100 Torch'));
    expect(quantityOf('A100 Torch').value).toBe('2');
    await user.click(addButton('B200 Drill'));
    expect(testText('gift-basket-total')).toBe('1050.25');
    // 1000.50 - 1050.25: over the points.
    expect(testText('gift-points-left')).toBe('-49.75');

    await user.click(screen.getByRole('button', { name: 'Remove B200 Drill from the basket' }));
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of B200 Drill' })).toBeNull();
    expect(testText('gift-basket-total')).toBe('600.00');
    expect(testText('gift-points-left')).toBe('400.50');

    await clearAndType(user, quantityOf('A100 Torch'), '3');
    expect(testText('gift-basket-total')).toBe('900.00');
    expect(testText('gift-points-left')).toBe('100.50');
    expect(placeOrderButton().hasAttribute('disabled')).toBe(false);
  });

  it('keeps the basket table within its card: a fixed layout, a long name cut to two lines, whole on hover', async () => {
    const { user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    const basket = screen.getByRole('region', { name: 'Basket' });
    const table = within(basket).getByRole('table');
    expect(getComputedStyle(table)).toMatchObject({ tableLayout: 'fixed', width: '100%' });
    const name = within(table).getByTitle('A100 Torch');
    expect(name.textContent).toBe('A100 Torch');
    expect(getComputedStyle(name)).toMatchObject({ overflow: 'hidden', wordBreak: 'break-word' });
    // A refusal is told on a row of its own beneath the line, the width of the table.
    await clearAndType(user, quantityOf('A100 Torch'), '6');
    const problem = within(table).getByText('Only 5 left in stock');
    expect(problem.closest('td')?.getAttribute('colspan')).toBe('5');
    expect(quantityOf('A100 Torch').getAttribute('aria-describedby')).toBe(problem.id);
  });

  it('refuses locally more than the stock, the per-customer limit or a blank quantity', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await clearAndType(user, quantityOf('A100 Torch'), '6');
    expect(screen.getByText('Only 5 left in stock')).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    await user.clear(quantityOf('A100 Torch'));
    expect(screen.getByText('Enter a whole number from 1 to 5')).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    await user.type(quantityOf('A100 Torch'), '1');

    // B200: at most 3 per customer, 1 ordered already: 2 more, and Add stops there.
    await user.click(addButton('B200 Drill'));
    await user.click(addButton('B200 Drill'));
    expect(quantityOf('B200 Drill').value).toBe('2');
    expect(addButton('B200 Drill').hasAttribute('disabled')).toBe(true);
    await clearAndType(user, quantityOf('B200 Drill'), '3');
    expect(screen.getByText('At most 2 more of this gift')).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    await fillContact(user);
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([]);
  });

  it('blocks an order costing more than the points, saying what it costs', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await clearAndType(user, quantityOf('A100 Torch'), '4');
    expect(testText('gift-points-left')).toBe('-199.50');
    expect(
      screen.getByText(englishT('giftPortalOverPoints', { total: '1200.00', points: '1000.50' })),
    ).toBeTruthy();
    await fillContact(user);
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([]);
    // Back within the points: the order may go.
    await clearAndType(user, quantityOf('A100 Torch'), '3');
    expect(placeOrderButton().hasAttribute('disabled')).toBe(false);
  });

  it("blocks more gifts than the action's limit per customer leaves", async () => {
    const limited = makeGiftAction(7, {
      title: 'Spring gifts',
      userPoints: 5000,
      maxOrderItems: 3,
    });
    const { user } = renderPage({ actions: [limited] });
    await screen.findByTestId('gift-user-points', {}, slow);
    expect(screen.getByText('At most 3 gifts per customer; ordered so far: 1')).toBeTruthy();
    await user.click(addButton('A100 Torch'));
    await user.click(addButton('A100 Torch'));
    expect(placeOrderButton().hasAttribute('disabled')).toBe(false);
    await user.click(addButton('A100 Torch'));
    expect(screen.getByText(englishT('giftPortalOverActionLimit', { max: 2 }))).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
  });

  it('asks for the contact person and phone before sending', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    const person = screen.getByRole<HTMLInputElement>('textbox', { name: /Contact person/ });
    // The signed-in user's name is offered.
    expect(person.value).toBe('Olena Koval');
    expect(person.getAttribute('maxlength')).toBe('100');
    expect(screen.getByRole('textbox', { name: /Contact phone/ }).getAttribute('maxlength')).toBe(
      '30',
    );
    await clearAndPaste(user, person, '   ');
    await user.click(placeOrderButton());
    expect(screen.getAllByText(englishT('requiredField'))).toHaveLength(2);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([]);
  });
});
