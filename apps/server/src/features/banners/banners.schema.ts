import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bannerDefaultSort } from '@bo/contract';
import { companies } from '../../platform/db/platform.schema.js';

export const banners = pgTable(
  'banners',
  {
    bannerId: serial('banner_id').primaryKey(),
    comId: integer('com_id')
      .notNull()
      .references(() => companies.comId),
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
    index('banners_company_sort_idx').on(t.comId, t.sort, t.bannerId),
    index('banners_company_title_idx').on(t.comId, t.title, t.bannerId),
    index('banners_company_type_idx').on(t.comId, t.bannerType, t.bannerId),
    index('banners_company_created_idx').on(t.comId, t.created, t.bannerId),
    index('banners_company_active_idx').on(t.comId, t.active, t.bannerId),
    index('banners_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
