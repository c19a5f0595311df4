import { catalogScreens, screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';

/** Catalogue and product list: CatalogManager (DESIGN §4, C§2.4, C§2.7). */
const roles = screenRoles.catalog;

export const catalogFeature: Feature = {
  drawerPaths: [catalogScreens.tree],
  routes: [
    screenRoute({
      path: catalogScreens.tree,
      title: 'catalogRoot',
      roles,
      load: async () => (await import('./CatalogPage')).CatalogPage,
    }),
    screenRoute({
      path: catalogScreens.products,
      title: 'products',
      roles,
      load: async () => (await import('./products/ProductListPage')).ProductListPage,
    }),
  ],
};
