import { bannerApi, messages, type Banner } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditRoute } from '../../test/renderRoutes';
import { stubApi } from '../../test/stubApi';
import { BannerEditPage } from './BannerEditPage';
import { bannerPaths } from './bannerPaths';

const stored: Banner = {
  bannerId: 7,
  bannerType: 1,
  sort: 100,
  active: true,
  title: 'Spring sale on filters',
  ref: '/catalog/filters',
  picFile: '/uploads/banners/1/main.png',
  catalogPicFile: '/uploads/banners/1/catalogue.png',
  created: '2026-03-01T10:00:00.000Z',
  comId: 1,
};

const renderAt = (path: string) =>
  renderEditRoute(bannerPaths, 'Banner list', <BannerEditPage />, path);

describe('BannerEditPage', () => {
  it("says 'Banner not found' back at the list for a missing banner's link (issue 21)", async () => {
    stubApi({ [bannerApi.banner]: { status: 404, body: {} } });
    const { router } = renderAt(bannerPaths.edit(99999));

    expect(await screen.findByText('Banner list')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.bannerNotFound),
    );
    expect(router.state.location.pathname).toBe(bannerPaths.list);
  });

  it('names what each delete button deletes: the two pictures and the banner (issue 21)', async () => {
    stubApi({ [bannerApi.banner]: { body: stored } });
    renderAt(bannerPaths.edit(stored.bannerId));
    const form = await screen.findByRole('form', { name: 'Edit banner' });

    const deleteButtons = within(form)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text.startsWith('Delete'));
    expect(deleteButtons).toEqual([
      'Delete banner',
      'Delete main picture',
      'Delete catalogue picture',
    ]);
    expect(within(form).getByRole('link', { name: 'Banners' }).getAttribute('href')).toBe(
      bannerPaths.list,
    );
  });
});
