import { giftPortalPath, screenRoles } from '@bo/contract';
import { homeWidget, type Feature } from '../../platform/feature';
import { lazyRoute } from '../../platform/shell/lazyRoute';

/**
 * The gift portal (issue 16): a customer's user orders gifts for points
 * outside the admin shell, on its own frame; the admin home shows the user's
 * gift actions.
 */
export const giftPortalFeature: Feature = {
  routes: [],
  drawerPaths: [],
  homeWidgets: [
    homeWidget({
      key: 'gifts-portal',
      roles: screenRoles.giftPortal,
      load: async () => (await import('./GiftsHomeWidget')).GiftsHomeWidget,
    }),
  ],
  portalRoutes: [
    lazyRoute(giftPortalPath, 'giftsPortal', async () => (await import('./GiftsPage')).GiftsPage),
  ],
};
