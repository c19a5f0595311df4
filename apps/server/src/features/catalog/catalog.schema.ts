import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { catalogDefaultCol, catalogDefaultSort } from '@bo/contract';
import { companyColumn } from '../../platform/db/company-column.js';

/**
 * The catalogue tree (C§3 Catalogue node, DESIGN §9): three levels under a
 * virtual root. A top-level node has no parent (the API calls it parent 0).
 * `level` is stored: a node keeps it for life (a move goes only under a node of
 * its parent's level, C§4.4), so the rules and the tree's load need no walk up.
 */
export const catalogNodes = pgTable(
  'catalog_nodes',
  {
    id: serial('id').primaryKey(),
    comId: companyColumn(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    title: text('title').notNull(),
    /** Storage key of the picture, not a URL. */
    img: text('img'),
    sort: integer('sort').notNull().default(catalogDefaultSort),
    col: smallint('col').notNull().default(catalogDefaultCol),
    active: boolean('active').notNull().default(true),
    /** Level 3 only: the item master's group and (optionally) subgroup. */
    itemGroup: text('item_group'),
    itemSubGroup: text('item_sub_group'),
  },
  (t) => [
    // The target of the parent key, which keeps a parent in its child's company.
    unique('catalog_nodes_company_id_key').on(t.comId, t.id),
    // A parent with children cannot go (the service answers 409 before this says so).
    foreignKey({
      name: 'catalog_nodes_parent_fk',
      columns: [t.comId, t.parentId],
      foreignColumns: [t.comId, t.id],
    }).onDelete('restrict'),
    // The tree's load (one company, in order) and each node's children in their order.
    index('catalog_nodes_company_parent_sort_idx').on(t.comId, t.parentId, t.sort, t.id),
    check('catalog_nodes_level_check', sql`${t.level} between 1 and 3`),
    check('catalog_nodes_top_level_check', sql`(${t.parentId} is null) = (${t.level} = 1)`),
    check('catalog_nodes_sort_check', sql`${t.sort} >= 0`),
    check('catalog_nodes_col_check', sql`${t.col} between 1 and 4`),
    check('catalog_nodes_title_check', sql`length(${t.title}) between 1 and 200`),
    check(
      'catalog_nodes_item_group_check',
      sql`(${t.level} = 3 or (${t.itemGroup} is null and ${t.itemSubGroup} is null)) and (${t.itemSubGroup} is null or ${t.itemGroup} is not null)`,
    ),
  ],
);
