import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bannerDefaultSort } from '@bo/contract';
import { companyColumn } from '../../platform/db/company-column.js';
import { companySortIndexes, trigramIndex } from '../../platform/db/list-indexes.js';

export const banners = pgTable(
  'banners',
  {
    bannerId: serial('banner_id').primaryKey(),
    comId: companyColumn(),
    bannerType: integer('banner_type').notNull(),
    sort: integer('sort').notNull().default(bannerDefaultSort),
    active: boolean('active').notNull().default(true),
    title: text('title').notNull(),
    ref: text('ref').notNull(),
    /** Storage keys of the pictures, not URLs. */
    picFile: text('pic_file'),
    catalogPicFile: text('catalog_pic_file'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sortable column of the list (C§2.3), each ending in the tie-breaker.
    ...companySortIndexes('banners', t.comId, t.bannerId, {
      sort: t.sort,
      title: t.title,
      type: t.bannerType,
      created: t.created,
      active: t.active,
    }),
    trigramIndex('banners_title_trgm_idx', t.title),
  ],
);
