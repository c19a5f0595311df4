import {
  contentPictureFields,
  contentTermFields,
  itemTypeOf,
  type Article,
  type ContentListRow,
  type ContentTerm,
} from '@bo/contract';
import type { Storage } from '../../../platform/storage/storage.js';
import { articleFlags, type ArticleFormText } from './content.form.js';
import type * as repo from './content.repository.js';

/** The article as GetContent and UpdateContent answer it (B§3), pictures as public URLs. */
export function presentArticle(row: repo.ContentRow, storage: Storage): Article {
  const pictures = Object.fromEntries(
    contentPictureFields.map((field) => {
      const key = row[field];
      return [field, key ? storage.publicUrl(key) : null];
    }),
  ) as Pick<Article, (typeof contentPictureFields)[number]>;
  return {
    comId: row.comId,
    contentId: row.contentId,
    contentType: row.contentType,
    parentContentId: row.parentContentId ?? 0,
    title: row.title,
    alias: row.alias,
    description: row.description,
    text: row.text,
    active: row.active,
    isGift: row.isGift,
    incomeStop: row.incomeStop,
    isFinished: row.isFinished,
    add14Days: row.add14Days,
    autoShipment: row.autoShipment,
    showRating: row.showRating,
    hideGifts: row.hideGifts,
    hideOrderButton: row.hideOrderButton,
    allowOrder: row.allowOrder,
    maxOrderItems: row.maxOrderItems,
    costName: row.costName,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    orderFrom: row.orderFrom,
    orderTo: row.orderTo,
    ...pictures,
    itemType: itemTypeOf(row.contentType, row.isGift),
  };
}

/** The stored article as the text of its form: what an update leaves as it is when it does not send it. */
export function articleFormTextOf(row: repo.ContentRow): ArticleFormText {
  const flags = Object.fromEntries(articleFlags.map((flag) => [flag, String(row[flag])]));
  return {
    ...flags,
    contentType: String(row.contentType),
    parentContentId: String(row.parentContentId ?? 0),
    title: row.title,
    alias: row.alias,
    description: row.description,
    text: row.text,
    maxOrderItems: String(row.maxOrderItems),
    costName: row.costName,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    orderFrom: row.orderFrom,
    orderTo: row.orderTo,
  };
}

const listRow = (row: repo.ContentListRow): ContentListRow => ({
  contentId: row.contentId,
  parentContentId: row.parentContentId ?? 0,
  contentType: row.contentType,
  active: row.active,
  isGift: row.isGift,
  title: row.title,
  description: row.description,
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  subOffers: [],
});

/** The page's top-level rows, each holding its sub-offers (which come by parent, in contentId order). */
export function presentListRows(
  rows: readonly repo.ContentListRow[],
  subOffers: readonly repo.ContentListRow[],
): ContentListRow[] {
  const byParent = new Map<number, ContentListRow[]>();
  for (const sub of subOffers) {
    const parentId = sub.parentContentId ?? 0;
    const list = byParent.get(parentId) ?? [];
    list.push(listRow(sub));
    byParent.set(parentId, list);
  }
  return rows.map((row) => ({ ...listRow(row), subOffers: byParent.get(row.contentId) ?? [] }));
}

/** A stored term: every field present, the empty ones null. */
export function presentTerm(row: repo.ContentTermRow): ContentTerm {
  const values = Object.fromEntries(contentTermFields.map((field) => [field, row[field]]));
  return {
    id: row.id,
    comId: row.comId,
    contentId: row.contentId,
    active: row.active,
    exclude: row.exclude,
    ...(values as Pick<ContentTerm, (typeof contentTermFields)[number]>),
  };
}
