import { englishT, giftOrdersApi } from '@bo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../test/dialogSteps';
import { bodiesSentTo } from '../../test/stubApi';
import {
  addButton,
  gift,
  openSpring,
  renderPage,
  slow,
  spring,
  testText,
} from './giftsPage.testing';

describe('GiftsPage', () => {
  it('tells a user without CustomerUser the page is not theirs, and asks the server nothing', async () => {
    const { fetchSpy } = renderPage({ roles: ['ContentManager'] });
    expect(await screen.findByText(englishT('giftPortalNotCustomer'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Gifts for points' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tells a CustomerUser without a customer why, and asks the server nothing', async () => {
    const { fetchSpy } = renderPage({ custNo: null });
    expect(await screen.findByText(englishT('giftPortalNoCustomer'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Gift actions' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lists the open actions with the points in each (2 decimals) and their unit', async () => {
    const { fetchSpy } = renderPage();
    const springCard = await screen.findByRole('button', { name: /Spring gifts/ }, slow);
    expect(screen.getByTestId('gift-action-points-7').textContent).toBe('1000.50');
    expect(springCard.textContent).toContain('pts');
    expect(springCard.textContent).toContain('Orders from 01/03/2026 to 31/05/2026');
    expect(screen.getByTestId('gift-action-points-8').textContent).toBe('12.00');
    expect(screen.getByRole('button', { name: /Summer gifts/ }).textContent).toContain('stars');
    // Two actions: none is chosen until the customer chooses.
    expect(screen.getByText(englishT('giftPortalChooseAction'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([]);
  });

  it('says so when no action is open', async () => {
    renderPage({ actions: [] });
    expect(await screen.findByText(englishT('giftPortalNoActions'), {}, slow)).toBeTruthy();
  });

  it('opens the only open action without a choice', async () => {
    const { fetchSpy } = renderPage({ actions: [spring] });
    await screen.findByTestId('gift-user-points', {}, slow);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([7]);
  });

  it("shows the chosen action's gifts with cost, stock and limits, filtered by group", async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([7]);
    expect(screen.getByRole('button', { name: /Spring gifts/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(testText('gift-user-points')).toBe('1000.50');

    const torch = gift('A100 Torch');
    expect(within(torch).getByText('Cost: 300.00 pts')).toBeTruthy();
    expect(within(torch).getByText('In stock: 5')).toBeTruthy();
    expect(within(torch).getByRole('img', { name: 'A100 Torch' }).getAttribute('src')).toBe(
      '/uploads/content/1/items/torch.png',
    );
    const drill = gift('B200 Drill');
    expect(within(drill).getByText('Cost: 450.25 pts')).toBeTruthy();
    expect(within(drill).getByText('At most 3 per customer; ordered: 1')).toBeTruthy();
    const mug = gift('C300 Mug');
    expect(within(mug).getByText('Out of stock')).toBeTruthy();
    expect(addButton('C300 Mug').hasAttribute('disabled')).toBe(true);

    // A group shows its own gifts and those of its subgroups.
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All groups',
      'Tools',
      'Drills',
      'Mugs',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tools' }));
    expect(screen.queryByRole('listitem', { name: 'C300 Mug' })).toBeNull();
    expect(gift('A100 Torch')).toBeTruthy();
    expect(gift('B200 Drill')).toBeTruthy();
    await pickOption(user, document.body, 'Group', 'Drills');
    expect(screen.queryByRole('listitem', { name: 'A100 Torch' })).toBeNull();
    expect(gift('B200 Drill')).toBeTruthy();
  });
});
