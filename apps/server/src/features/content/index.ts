import type { ServerFeature } from '../../platform/feature.js';
import { registerArticleRoutes, seedDemoContent } from './article/index.js';
import { registerCatalogueRoutes, seedDemoGiftItems } from './catalogue/index.js';
import { registerGiftOrderRoutes, seedDemoGiftOrders } from './orders/index.js';
import { registerPointsModuleRoutes, seedDemoPoints } from './points/index.js';

// What the gift portal reads and writes of the actions, their points and orders.
export { cents, fromCents, userPointsOf } from './points/index.js';
export * as portalOrders from './orders/portal-orders.repository.js';

/**
 * Content (issues 12, 15 and 16; B§2-B§9), one sub-module each: the article
 * (the content list with sub-offers, the article's calls, its targeting
 * terms), the catalogue (the action's item groups and items), the points
 * (income rules, the sales import and accrual, the points tab and ledger)
 * and the orders (the results, orders and prizes list); and the demo data of
 * all of them. The portal that places the orders is features/gift-portal.
 */
export const contentFeature: ServerFeature = {
  name: 'content',
  register(app, deps) {
    registerArticleRoutes(app, deps);
    registerCatalogueRoutes(app, deps);
    registerPointsModuleRoutes(app, deps);
    registerGiftOrderRoutes(app, deps);
  },
  async seedDemo(deps) {
    await seedDemoContent(deps);
    await seedDemoGiftItems(deps);
    await seedDemoPoints(deps);
    await seedDemoGiftOrders(deps);
  },
};
