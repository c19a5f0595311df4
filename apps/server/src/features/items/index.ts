import type { ServerFeature } from '../../platform/feature.js';
import { ItemFilesService } from './item-files.service.js';
import { ItemImportService } from './item-import.service.js';
import { seedDemoItems } from './items.demo.js';
import { registerItemRoutes } from './items.routes.js';
import { ItemsService } from './items.service.js';
import { registerProductListRoutes } from './product-list.routes.js';
import { ProductListService } from './product-list.service.js';

/** The item texts vehicles and the points accrual join, and the item search of the vehicle editor. */
export { itemsByNumberPattern, itemTexts, type ItemTexts } from './item-lookups.repository.js';
/** The item master's brands, groups and subgroups by a skip scan (product list, points rules). */
export { productBrands, productGroups, productSubGroups } from './product-list.repository.js';
/** The sales import's look-ups of item numbers (content's points). */
export { companyItems, itemNumberExists, knownItemNos } from './item-reads.js';
/** The catalogue tree's level-3 links to groups and subgroups (issue 14). */
export {
  groupLinks,
  subGroupDictionary,
  type GroupLink,
  type GroupLinkKey,
} from './items.repository.js';

/**
 * The item master and item cards (issue 10): the analytics list, the card with
 * translations and file panels, the translate screen's calls, the item page
 * and the item import.
 */
export const itemsFeature: ServerFeature = {
  name: 'items',
  register(app, { db, storage, config }) {
    registerItemRoutes(app, {
      items: new ItemsService(db, storage, config.allRowsCap),
      files: new ItemFilesService(db, storage),
      import: new ItemImportService(db),
    });
    // The product catalogue list (C§2.7) reads the item master's own tables.
    registerProductListRoutes(app, new ProductListService(db, config.allRowsCap));
  },
  seedDemo: seedDemoItems,
};
