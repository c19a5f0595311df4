import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyColumn } from '../../platform/db/company-column.js';
import { trigramIndex } from '../../platform/db/list-indexes.js';

/**
 * The item master (DESIGN §9): one table per company, keyed by the item
 * number, which is stored upper-case and holds only A-Z and 0-9 (the check
 * below keeps every writer to it).
 */
export const items = pgTable(
  'items',
  {
    comId: companyColumn(),
    itemNo: text('item_no').notNull(),
    description: text('description').notNull().default(''),
    searchDescription: text('search_description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    groupCode: text('group_code').notNull().default(''),
    subGroupCode: text('sub_group_code').notNull().default(''),
    analyst: text('analyst').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /**
     * The languages the item has a translation in, sorted; kept by the
     * translation writes in their transaction, so that the list shows the
     * language codes and filters "missing translation" without a join.
     */
    translatedLangs: text('translated_langs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search looks in, lower-cased once on write (as users'
     * search_text): the number, the description and the search description,
     * joined by a line break, which no search box sends.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(item_no || chr(10) || description || chr(10) || search_description)`,
    ),
  },
  (t) => [
    primaryKey({ name: 'items_pkey', columns: [t.comId, t.itemNo] }),
    check('items_item_no_check', sql`${t.itemNo} ~ '^[0-9A-Z]{1,20}$'`),
    // The list sorts by ItemNo (the key) or Description, each with the number as tie-breaker.
    index('items_company_description_idx').on(t.comId, t.description, t.itemNo),
    // The list's search: substring of number, description and search description.
    trigramIndex('items_search_trgm_idx', t.searchText),
    // SearchItems: a prefix pattern ('OC%') walks this index; one starting with '%' the trigram one.
    index('items_company_item_no_pattern_idx').on(t.comId, sql`${t.itemNo} text_pattern_ops`),
    trigramIndex('items_item_no_trgm_idx', t.itemNo),
    // "Missing translation in {lang}": the items without it, in ItemNo order, per language.
    index('items_missing_uk_idx')
      .on(t.comId, t.itemNo)
      .where(sql`NOT ('uk' = ANY (translated_langs))`),
    index('items_missing_ru_idx')
      .on(t.comId, t.itemNo)
      .where(sql`NOT ('ru' = ANY (translated_langs))`),
    index('items_missing_en_idx')
      .on(t.comId, t.itemNo)
      .where(sql`NOT ('en' = ANY (translated_langs))`),
    // The product list (C§2.7) filters by these. Its order: a page is one walk of the
    // first (per brand when several are chosen), and the brands, groups and subgroups of
    // the filters are skip scans over it and the second.
    index('items_product_order_idx').on(
      t.comId,
      t.brand,
      t.groupCode,
      t.subGroupCode,
      t.description,
      t.itemNo,
    ),
    index('items_company_group_idx').on(t.comId, t.groupCode, t.subGroupCode, t.itemNo),
    // The product list's Analyst filter and its choices narrowed by brand, group and subgroup.
    index('items_company_analyst_idx').on(t.comId, t.analyst, t.brand, t.groupCode, t.subGroupCode),
  ],
);

/** Brands of the item master, filled by the import (DESIGN §9). */
export const itemBrands = pgTable(
  'item_brands',
  {
    comId: companyColumn(),
    brand: text('brand').notNull(),
  },
  (t) => [primaryKey({ name: 'item_brands_pkey', columns: [t.comId, t.brand] })],
);

/** Item groups (`groupCode`, name). */
export const itemGroups = pgTable(
  'item_groups',
  {
    comId: companyColumn(),
    groupCode: text('group_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'item_groups_pkey', columns: [t.comId, t.groupCode] })],
);

/** Item subgroups (`groupCode`, `subGroupCode`, name), each under its group. */
export const itemSubGroups = pgTable(
  'item_sub_groups',
  {
    comId: integer('com_id').notNull(),
    groupCode: text('group_code').notNull(),
    subGroupCode: text('sub_group_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'item_sub_groups_pkey', columns: [t.comId, t.groupCode, t.subGroupCode] }),
    foreignKey({
      name: 'item_sub_groups_group_fk',
      columns: [t.comId, t.groupCode],
      foreignColumns: [itemGroups.comId, itemGroups.groupCode],
    }).onDelete('cascade'),
  ],
);

/** The company and item of a row that belongs to one item (its translations, criteria, files). */
const itemRowColumns = () => ({
  comId: integer('com_id').notNull(),
  itemNo: text('item_no').notNull(),
});

/** An item row's key to its item: deleting the item deletes the row. */
const itemRowKey = (name: string, row: { comId: AnyPgColumn; itemNo: AnyPgColumn }) =>
  foreignKey({
    name,
    columns: [row.comId, row.itemNo],
    foreignColumns: [items.comId, items.itemNo],
  }).onDelete('cascade');

/** An item's translation into one interface language (A§3 Item translation). */
export const itemTranslations = pgTable(
  'item_translations',
  {
    ...itemRowColumns(),
    lang: text('lang').notNull(),
    description: text('description').notNull().default(''),
    searchDescription: text('search_description').notNull().default(''),
    shortText: text('short_text').notNull().default(''),
    /** Sanitised HTML; '' when it held no text and no picture (C§2.2). */
    longText: text('long_text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'item_translations_pkey', columns: [t.comId, t.itemNo, t.lang] }),
    itemRowKey('item_translations_item_fk', t),
  ],
);

/** The criteria of C§2.1: name/value rows of an item, one per name. */
export const itemCriteria = pgTable(
  'item_criteria',
  {
    id: serial('id').primaryKey(),
    ...itemRowColumns(),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [
    uniqueIndex('item_criteria_item_name_idx').on(t.comId, t.itemNo, t.name),
    itemRowKey('item_criteria_item_fk', t),
  ],
);

/** Item files (C§3 Item file, DESIGN §9): pictures, PDFs and links. */
export const itemFiles = pgTable(
  'item_files',
  {
    id: serial('id').primaryKey(),
    ...itemRowColumns(),
    /** The stored name, or for a link or a supplier's address the address itself. */
    fileName: text('file_name').notNull(),
    /** The name of the file the user uploaded, shown instead of the stored name; '' when unknown. */
    originalName: text('original_name').notNull().default(''),
    /** The storage folder of a stored file; '' when `url` is the address. */
    pathName: text('path_name').notNull().default(''),
    /** The address of a link or of a supplier's remote file; '' for a stored file. */
    url: text('url').notNull().default(''),
    fileType: integer('file_type').notNull(),
    fileDescript: integer('file_descript').notNull(),
    sourceType: integer('source_type').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** True exactly for files added in the back office. */
    manual: boolean('manual').notNull().default(false),
    mainPic: boolean('main_pic').notNull().default(false),
    sort: integer('sort').notNull().default(10),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A file is named once per item; the panels read an item's files through this index.
    uniqueIndex('item_files_item_name_idx').on(t.comId, t.itemNo, t.fileName),
    // One first picture per item.
    uniqueIndex('item_files_main_pic_idx')
      .on(t.comId, t.itemNo)
      .where(sql`main_pic`),
    itemRowKey('item_files_item_fk', t),
  ],
);
