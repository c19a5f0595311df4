import { giftOrdersApi, giftPortalPath, type Me } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGiftAction } from '../../test/factories/giftAction';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { GiftsHomeWidget } from './GiftsHomeWidget';

/** A customer's user; `custNo` null is a staff account holding the role without a customer. */
const me = (custNo: string | null): Me => ({
  login: 'olena',
  fullName: 'Olena Koval',
  custNo,
  comId: 1,
  lang: null,
  roles: ['CustomerUser', 'ContentManager'],
});

const renderWidget = (custNo: string | null) =>
  renderInApp(<GiftsHomeWidget />, { path: '/admin', me: me(custNo) });

const action = makeGiftAction(7, { title: 'Spring gifts', userPoints: 1234.5 });

describe('GiftsHomeWidget', () => {
  it("shows the customer's points in each open action and leads to the gifts page", async () => {
    stubApi({ [giftOrdersApi.giftActions]: { body: [action] } });
    const { user, router } = renderWidget('C0001');
    const widget = screen.getByRole('region', { name: 'Gifts for points' });
    await waitFor(() => expect(widget.textContent).toContain('Spring gifts: 1234.50 pts'));
    await user.click(screen.getByRole('link', { name: 'Order gifts' }));
    expect(router.state.location.pathname).toBe(giftPortalPath);
  });

  it('is absent for a user without a customer, and asks the server nothing', async () => {
    const fetchSpy = stubApi({ [giftOrdersApi.giftActions]: { status: 403, body: {} } });
    renderWidget(null);
    // Give a query the time to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Gifts for points' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Order gifts' })).toBeNull();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftActions)).toEqual([]);
  });
});
