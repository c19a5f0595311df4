import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoCatalog } from './catalog.demo.js';
import { registerCatalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';

/** The catalogue tree editor's calls (issue 14; C§2.4, C§4.4, C§7), and its demo tree. */
export const catalogFeature: ServerFeature = {
  name: 'catalog',
  register(app, { db, storage }) {
    registerCatalogRoutes(app, new CatalogService(db, storage), storage);
  },
  seedDemo: seedDemoCatalog,
};
