import { prizesPath } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { articleDrawerPaths, articleEditRoutes, articleListRoutes } from './article/article.routes';
import { ordersRoutes } from './orders/orders.routes';
import { pointsHomeWidgets } from './points/points.routes';

/**
 * Content (B§2), for ContentManager, in four sub-modules: the article (lists,
 * new-content form, editor, settings), the gift catalogue (groups and items),
 * the points (rules, ledger, sales import) and the gift orders.
 */
export const contentFeature: Feature = {
  drawerPaths: [...articleDrawerPaths, prizesPath],
  homeWidgets: pointsHomeWidgets,
  routes: [...articleListRoutes, ...ordersRoutes, ...articleEditRoutes],
};

/** For the gift portal: how points and a gift order's status read. */
export { giftEntryStatusName } from './orders/giftEntryStatusName';
export { formatPoints } from './points/pointsFormat';
