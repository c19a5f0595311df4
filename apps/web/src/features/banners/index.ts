import { screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';
import { bannerPaths } from './bannerPaths';

/** Banners: ContentManager, CatalogManager or Admin (DESIGN §4, A§6). */
const roles = screenRoles.banners;

export const bannersFeature: Feature = {
  drawerPaths: [bannerPaths.list],
  routes: [
    screenRoute({
      path: bannerPaths.list,
      title: 'banners',
      roles,
      load: async () => (await import('./BannerListPage')).BannerListPage,
    }),
    screenRoute({
      path: bannerPaths.editRoute,
      title: 'banner',
      roles,
      load: async () => (await import('./BannerEditPage')).BannerEditPage,
    }),
  ],
};
