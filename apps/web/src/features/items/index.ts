import { screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { lazyRoute } from '../../platform/shell/lazyRoute';
import { screenRoute } from '../../platform/shell/screenRoute';
import { itemPaths } from './itemPaths';

/** Item cards and translation: TranslateManager or Admin (DESIGN §4, A§6). */
const roles = screenRoles.itemCards;

const translatePage = async () => (await import('./translate/TranslatePage')).TranslatePage;

export const itemsFeature: Feature = {
  drawerPaths: [itemPaths.list],
  routes: [
    screenRoute({
      path: itemPaths.list,
      title: 'itemCards',
      roles,
      load: async () => (await import('./ItemListPage')).ItemListPage,
    }),
    screenRoute({
      path: itemPaths.cardRoute,
      title: 'itemCard',
      roles,
      load: async () => (await import('./ItemCardPage')).ItemCardPage,
    }),
    screenRoute({
      path: itemPaths.translateRoute,
      title: 'itemTranslate',
      roles,
      load: translatePage,
    }),
    screenRoute({
      path: itemPaths.translateStart,
      title: 'itemTranslate',
      roles,
      load: translatePage,
    }),
  ],
  // The item page is for every signed-in user (issue 10), outside the admin shell like /journals.
  portalRoutes: [
    lazyRoute(
      itemPaths.viewRoute,
      'itemCard',
      async () => (await import('./portal/ItemPage')).ItemPage,
    ),
  ],
};
