import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoContent } from './content.demo.js';
import { registerContentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';
import { seedDemoGiftItems } from './gift-items.demo.js';
import { seedDemoGiftOrders } from './gift-orders.demo.js';
import { registerGiftOrderRoutes } from './gift-orders.routes.js';
import { registerGiftPortalRoutes } from './gift-portal.routes.js';
import { registerGiftItemRoutes } from './gift-items.routes.js';
import { seedDemoPoints } from './points.demo.js';
import { registerPointsRuleRoutes } from './points-rules.routes.js';
import { registerPointsRoutes } from './points.routes.js';

/**
 * Content (issues 12, 15 and 16; B§2-B§9): the content list with sub-offers,
 * the article's calls (multipart with pictures, sanitised rich text, B§5's
 * validation), its targeting terms; the action's item groups and items, its
 * points income rules, the sales import and accrual, the points tab and
 * ledger; gift orders from the portal, the results, orders and prizes list;
 * and the demo data of all of them.
 */
export const contentFeature: ServerFeature = {
  name: 'content',
  register(app, deps) {
    const { db, storage, config } = deps;
    registerContentRoutes(app, new ContentService(db, storage, config.allRowsCap), storage);
    registerGiftItemRoutes(app, deps);
    registerPointsRuleRoutes(app, deps);
    registerPointsRoutes(app, deps);
    registerGiftPortalRoutes(app, deps);
    registerGiftOrderRoutes(app, deps);
  },
  async seedDemo(deps) {
    await seedDemoContent(deps);
    await seedDemoGiftItems(deps);
    await seedDemoPoints(deps);
    await seedDemoGiftOrders(deps);
  },
};
