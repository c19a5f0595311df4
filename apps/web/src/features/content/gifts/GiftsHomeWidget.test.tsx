import { giftOrdersApi, giftPortalPath, type GiftAction } from '@bo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/renderInApp';
import { stubApi } from '../../../test/stubApi';
import { GiftsHomeWidget } from './GiftsHomeWidget';

const action: GiftAction = {
  contentId: 7,
  title: 'Spring gifts',
  description: '',
  thumbFile: '',
  orderFrom: '2026-03-01',
  orderTo: '2026-05-31',
  maxOrderItems: 0,
  costName: 'pts',
  userPoints: 1234.5,
};

describe('GiftsHomeWidget', () => {
  it("shows the customer's points in each open action and leads to the gifts page", async () => {
    stubApi({ [giftOrdersApi.giftActions]: { body: [action] } });
    const { user, router } = renderInApp(<GiftsHomeWidget />, { path: '/admin' });
    const widget = screen.getByRole('region', { name: 'Gifts for points' });
    await waitFor(() => expect(widget.textContent).toContain('Spring gifts: 1234.50 pts'));
    await user.click(screen.getByRole('link', { name: 'Order gifts' }));
    expect(router.state.location.pathname).toBe(giftPortalPath);
  });
});
