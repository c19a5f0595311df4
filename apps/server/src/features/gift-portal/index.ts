import type { ServerFeature } from '../../platform/feature.js';
import { registerGiftPortalRoutes } from './gift-portal.routes.js';

/**
 * The gift portal (issue 16; DESIGN §9): a customer's user sees the gift
 * actions meant for its customer, their catalogue and its points, places
 * orders and lists its own. It reads the actions' catalogue, points and
 * orders through the content feature's index.
 */
export const giftPortalFeature: ServerFeature = {
  name: 'gift-portal',
  register(app, deps) {
    registerGiftPortalRoutes(app, deps);
  },
};
