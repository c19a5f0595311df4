import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { contentLimits, defaultCostName } from '@bo/contract';
import { companyColumn } from '../../../platform/db/company-column.js';
import { trigramIndex } from '../../../platform/db/list-indexes.js';

/** Top-level rows only: the content list's every index is partial on it. */
const topLevel = sql`parent_content_id is null`;

/**
 * Contents (B§3 Article, DESIGN §5 and §9): articles, news, actions (gift
 * actions with isGift), offers and bonus programmes. A top-level content has
 * no parent (the API calls it parent 0); a sub-offer hangs under a top-level
 * one of its company, one level deep.
 */
export const contents = pgTable(
  'contents',
  {
    contentId: serial('content_id').primaryKey(),
    comId: companyColumn(),
    contentType: smallint('content_type').notNull(),
    parentContentId: integer('parent_content_id'),
    title: text('title').notNull(),
    /** Unique in the company: the title transliterated (DESIGN §9), '-2', '-3' … on a clash. */
    alias: text('alias').notNull(),
    description: text('description').notNull(),
    /** Sanitised rich text. */
    text: text('text').notNull().default(''),
    active: boolean('active').notNull().default(true),
    isGift: boolean('is_gift').notNull().default(false),
    incomeStop: boolean('income_stop').notNull().default(false),
    /** When income stop was set: sales imported later earn nothing (DESIGN §9 Points). */
    incomeStoppedAt: timestamp('income_stopped_at', { withTimezone: true }),
    isFinished: boolean('is_finished').notNull().default(false),
    add14Days: boolean('add14_days').notNull().default(false),
    autoShipment: boolean('auto_shipment').notNull().default(false),
    showRating: boolean('show_rating').notNull().default(false),
    hideGifts: boolean('hide_gifts').notNull().default(false),
    hideOrderButton: boolean('hide_order_button').notNull().default(false),
    allowOrder: boolean('allow_order').notNull().default(false),
    maxOrderItems: integer('max_order_items').notNull().default(0),
    costName: text('cost_name').notNull().default(defaultCostName),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    orderFrom: date('order_from').notNull(),
    orderTo: date('order_to').notNull(),
    /** Storage keys of the pictures, not URLs. */
    picFile: text('pic_file'),
    thumbFile: text('thumb_file'),
    slideFile: text('slide_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search looks in, lower-cased once on write (as items' search_text). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || chr(10) || description)`),
  },
  (t) => [
    // The target of the parent key and of the terms' key, which keep both in the content's company.
    unique('contents_company_id_key').on(t.comId, t.contentId),
    unique('contents_company_alias_key').on(t.comId, t.alias),
    // The service makes the sub-offers top-level before it deletes their parent.
    foreignKey({
      name: 'contents_parent_fk',
      columns: [t.comId, t.parentContentId],
      foreignColumns: [t.comId, t.contentId],
    }).onDelete('restrict'),
    // The list: one company's top-level rows in each order it offers, filtered by type or window.
    index('contents_top_id_idx').on(t.comId, t.contentId).where(topLevel),
    index('contents_top_type_idx').on(t.comId, t.contentType, t.contentId).where(topLevel),
    index('contents_top_title_idx').on(t.comId, t.title, t.contentId).where(topLevel),
    index('contents_top_date_from_idx').on(t.comId, t.dateFrom, t.contentId).where(topLevel),
    index('contents_top_date_to_idx').on(t.comId, t.dateTo, t.contentId).where(topLevel),
    index('contents_top_active_idx').on(t.comId, t.active, t.contentId).where(topLevel),
    // Archived (order window ended) and relevant (not ended).
    index('contents_top_order_to_idx').on(t.comId, t.orderTo, t.contentId).where(topLevel),
    // The total of /admin/cms's default list (relevant: active, window not ended), counted from the index.
    index('contents_top_relevant_idx')
      .on(t.comId, t.orderTo)
      .where(sql`parent_content_id is null and active`),
    // The sub-offers of a page's parents, in contentId order.
    index('contents_sub_offers_idx')
      .on(t.comId, t.parentContentId, t.contentId)
      .where(sql`parent_content_id is not null`),
    // The search: substring of title and description.
    trigramIndex('contents_search_trgm_idx', t.searchText),
    check('contents_type_check', sql`${t.contentType} in (1, 2, 3, 4, 6)`),
    check('contents_parent_check', sql`${t.parentContentId} <> ${t.contentId}`),
    check(
      'contents_title_check',
      sql`length(${t.title}) between 1 and ${sql.raw(String(contentLimits.titleMax))}`,
    ),
    check(
      'contents_alias_check',
      sql`${t.alias} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.alias}) <= ${sql.raw(String(contentLimits.aliasMax))}`,
    ),
    check(
      'contents_description_check',
      sql`length(${t.description}) between 1 and ${sql.raw(String(contentLimits.descriptionMax))}`,
    ),
    check(
      'contents_text_check',
      sql`length(${t.text}) <= ${sql.raw(String(contentLimits.textMax))}`,
    ),
    check(
      'contents_cost_name_check',
      sql`length(${t.costName}) <= ${sql.raw(String(contentLimits.costNameMax))}`,
    ),
    check(
      'contents_max_order_items_check',
      sql`${t.maxOrderItems} between 0 and ${sql.raw(String(contentLimits.maxOrderItemsMax))}`,
    ),
    // B§4: is gift only on an action; income stop and is finished only for gift items (item type 2).
    check('contents_gift_check', sql`not ${t.isGift} or ${t.contentType} = 3`),
    check(
      'contents_gift_flags_check',
      sql`not (${t.incomeStop} or ${t.isFinished}) or ${t.isGift}`,
    ),
    // B§5's date rules in their weakest reading (the +14 days is the service's, with add14Days).
    check(
      'contents_dates_check',
      sql`${t.dateTo} > ${t.dateFrom} and ${t.orderTo} > ${t.orderFrom} and ${t.orderFrom} >= ${t.dateFrom}`,
    ),
  ],
);

/** The company and content of a row that belongs to one content (its terms, groups, items, rules…). */
export const contentRowColumns = () => ({
  comId: integer('com_id').notNull(),
  contentId: integer('content_id').notNull(),
});

/** A content row's key to its content: deleting the content deletes the row. */
export const contentRowKey = (name: string, row: { comId: AnyPgColumn; contentId: AnyPgColumn }) =>
  foreignKey({
    name,
    columns: [row.comId, row.contentId],
    foreignColumns: [contents.comId, contents.contentId],
  }).onDelete('cascade');

/**
 * The columns a content's rule row starts with (its terms, its points income
 * rules): the row's id and content, and whether it is on and excludes what it matches.
 */
export const contentRuleColumns = () => ({
  id: serial('id').primaryKey(),
  ...contentRowColumns(),
  active: boolean('active').notNull().default(true),
  exclude: boolean('exclude').notNull().default(false),
});

/**
 * Targeting terms of a content (B§3 Term): each names customer field values
 * matched by equality; an exclude term removes the customers it matches.
 */
export const contentTerms = pgTable(
  'content_terms',
  {
    ...contentRuleColumns(),
    custNo: text('cust_no'),
    mainCode: text('main_code'),
    respCenter: text('resp_center'),
    locationCode: text('location_code'),
    discGroup: text('disc_group'),
    loyaltyCode: text('loyalty_code'),
    area: text('area'),
    segment: text('segment'),
    salespersonCode: text('salesperson_code'),
    legalEntity: text('legal_entity'),
    paymentMethod: text('payment_method'),
  },
  (t) => {
    const values = [
      t.custNo,
      t.mainCode,
      t.respCenter,
      t.locationCode,
      t.discGroup,
      t.loyaltyCode,
      t.area,
      t.segment,
      t.salespersonCode,
      t.legalEntity,
      t.paymentMethod,
    ];
    return [
      contentRowKey('content_terms_content_fk', t),
      // A content's terms in id order.
      index('content_terms_content_idx').on(t.comId, t.contentId, t.id),
      // A term names at least one value, each of 1 to 100 characters (the contract's limit).
      check('content_terms_some_value_check', sql`num_nonnulls(${sql.join(values, sql`, `)}) > 0`),
      check(
        'content_terms_value_length_check',
        sql.join(
          values.map((value) => sql`coalesce(length(${value}) between 1 and 100, true)`),
          sql` and `,
        ),
      ),
    ];
  },
);
