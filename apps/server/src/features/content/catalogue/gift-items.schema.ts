import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { contentRowColumns, contentRowKey } from '../article/content.schema.js';
import { pointsColumn as points } from '../points/points-column.js';

// Keys between rows of one content are NO ACTION, not RESTRICT: deleting the
// content cascades to all of them in one statement, checked at its end.

/**
 * Item groups of an action (B§3 Item group): a tree within the content;
 * `parent_group_id` null is the API's parent 0 (a root group).
 */
export const contentGroups = pgTable(
  'content_groups',
  {
    groupId: serial('group_id').primaryKey(),
    ...contentRowColumns(),
    parentGroupId: integer('parent_group_id'),
    giftGroup: text('gift_group').notNull(),
    sort: integer('sort').notNull().default(1),
    maxOrderItems: integer('max_order_items').notNull().default(0),
    /** Storage key of the picture, not a URL. */
    picFile: text('pic_file'),
  },
  (t) => [
    unique('content_groups_content_group_key').on(t.comId, t.contentId, t.groupId),
    contentRowKey('content_groups_content_fk', t),
    // A parent is a group of the same content; one with subgroups is not deleted (B§4).
    foreignKey({
      name: 'content_groups_parent_fk',
      columns: [t.comId, t.contentId, t.parentGroupId],
      foreignColumns: [t.comId, t.contentId, t.groupId],
    }),
    index('content_groups_content_idx').on(t.comId, t.contentId, t.sort, t.groupId),
    index('content_groups_parent_idx').on(t.comId, t.contentId, t.parentGroupId),
    check('content_groups_name_check', sql`length(${t.giftGroup}) between 1 and 100`),
    check('content_groups_sort_check', sql`${t.sort} >= 0`),
    check('content_groups_max_order_items_check', sql`${t.maxOrderItems} between 0 and 9999`),
  ],
);

/**
 * Items of an action (B§3 Item) of one item type (B§4: 1 catalogue items,
 * 2 gifts). The spec's key is content, itemNo and sort (update sends prevItemNo
 * and prevSort); `id` is what gift orders point at.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    ...contentRowColumns(),
    itemType: smallint('item_type').notNull(),
    sort: integer('sort').notNull().default(1),
    itemNo: text('item_no').notNull(),
    navItemNo: text('nav_item_no').notNull(),
    groupId: integer('group_id'),
    active: boolean('active').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    description: text('description').notNull().default(''),
    costPoints: points('cost_points').notNull().default(0),
    /** Storage key of the picture, not a URL; a copy shares it (the key is deleted with its last holder). */
    firstPic: text('first_pic'),
    maxOrderItems: integer('max_order_items').notNull().default(0),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
  },
  (t) => [
    unique('content_items_key').on(t.comId, t.contentId, t.itemType, t.itemNo, t.sort),
    unique('content_items_company_id_key').on(t.comId, t.contentId, t.id),
    contentRowKey('content_items_content_fk', t),
    // A group with items is not deleted (B§4).
    foreignKey({
      name: 'content_items_group_fk',
      columns: [t.comId, t.contentId, t.groupId],
      foreignColumns: [contentGroups.comId, contentGroups.contentId, contentGroups.groupId],
    }),
    index('content_items_list_idx').on(t.comId, t.contentId, t.itemType, t.sort, t.itemNo),
    index('content_items_group_idx').on(t.comId, t.contentId, t.groupId),
    check('content_items_type_check', sql`${t.itemType} in (1, 2)`),
    check('content_items_item_no_check', sql`length(${t.itemNo}) between 1 and 20`),
    check('content_items_nav_item_no_check', sql`length(${t.navItemNo}) between 1 and 20`),
    check(
      'content_items_numbers_check',
      sql`${t.sort} >= 0 and ${t.quantity} >= 0 and ${t.costPoints} >= 0 and ${t.maxOrderItems} between 0 and 9999`,
    ),
  ],
);
