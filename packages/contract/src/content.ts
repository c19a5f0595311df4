import { z } from 'zod';
import { maxDbInt, pagedAnswerSchema } from './api.js';
import { customerRuleFields, customerRuleShape, termValueSchema } from './customers.js';
import { isoDateSchema as isoDate, pagedRequestSchema } from './request-fields.js';
import { ruleAnswerFields, ruleInputFields } from './rule-fields.js';
import { fieldsNamed } from './shape-keys.js';
import type { TextKey } from './text/catalogue.js';
import { isOneOf } from './one-of.js';

/**
 * Content (B§1-B§9; DESIGN §5, §9): articles, news, actions (gift actions
 * with isGift), offers and bonus programmes, their targeting terms and
 * settings. Every call is for ContentManager (`screenRoles.content`); the
 * spec names few paths, the others follow `POST /api/Content/<Action>`
 * (matched case-insensitively).
 */
export const contentApi = {
  /** Body `{contentType, isGift, archived, actual, size, page, desc}`, query `filter`, `orderBy`: paged top-level rows, each with its `subOffers`. */
  list: '/api/Content/ContentList',
  /** Body the id as a JSON string (`"7"`) or a number: the article with `itemType`. */
  get: '/api/Content/GetContent',
  /** Multipart: every article field, files `picFile1`, `thumbFile1`, `slideFile1`: the new id (a number). */
  create: '/api/Content/CreateContent',
  /** The same multipart with `contentId`: the article. */
  update: '/api/Content/UpdateContent',
  /** Body the id: `{ok: true}`; its sub-offers become top-level, its terms go with it. */
  delete: '/api/Content/DeleteContent',
  /** Query `picFileType` picFile, thumbFile or slideFile; body the article (its `contentId` is read): the article without that picture. */
  deletePic: '/api/Content/DeletePic',
  /** Body `{filter, exceptId}`: at most 50 top-level contents `{contentId, title}` a content may hang under. */
  parentChoices: '/api/Content/ParentChoices',
  /** Body the content id: its terms, by id. */
  terms: '/api/Content/ContentTerms',
  /** Body the term (its `contentId`; `id` ignored): the stored term. */
  newTerm: '/api/Content/NewContentTerms',
  /** Body the term with its `id`: the stored term. */
  updateTerm: '/api/Content/UpdateContentTerms',
  /** Body the term (its `id` is read): `{ok: true}`. */
  deleteTerm: '/api/Content/DeleteContentTerms',
} as const;

/** Content type ids (DESIGN §5). */
const articleType = 1;
export const newsType = 2;
export const actionType = 3;
export const offerType = 4;
export const bonusProgrammeType = 6;

/** Content types (DESIGN §5); `nameKey` names each in the text catalogue. */
export const contentTypes = [
  { id: articleType, nameKey: 'contentTypeArticle' },
  { id: newsType, nameKey: 'contentTypeNews' },
  { id: actionType, nameKey: 'contentTypeAction' },
  { id: offerType, nameKey: 'contentTypeOffer' },
  { id: bonusProgrammeType, nameKey: 'contentTypeBonusProgramme' },
] as const satisfies readonly { id: number; nameKey: TextKey }[];
export type ContentType = (typeof contentTypes)[number]['id'];
const contentTypeIds = contentTypes.map((type) => type.id);
export const isContentType = (value: number): value is ContentType =>
  isOneOf(contentTypeIds, value);

/** B§2: the list filter's value for every type. */
export const allContentTypesFilter = 0;
/** B§2, B§9: the list filter's pseudo type for actions with gifts, and the route value for a new gift action. */
export const giftActionsFilter = 15;
export const giftActionRouteType = 5;

/** The type and gift flag a `/admin/cms/newcontent/{contentType}` route value stands for (5: type 3 with isGift). */
export function routeContentType(
  value: number,
): { contentType: ContentType; isGift: boolean } | undefined {
  if (value === giftActionRouteType) return { contentType: actionType, isGift: true };
  return isContentType(value) ? { contentType: value, isGift: false } : undefined;
}

/** B§4: the item types of a content: none, catalogue items, gift items. */
export const itemTypes = { none: 0, catalogue: 1, gift: 2 } as const;
type ItemType = (typeof itemTypes)[keyof typeof itemTypes];

/** B§4: catalogue items for an action without a gift or an offer, gift items for an action with a gift, else none. */
export function itemTypeOf(contentType: number, isGift: boolean): ItemType {
  if (contentType === actionType) return isGift ? itemTypes.gift : itemTypes.catalogue;
  return contentType === offerType ? itemTypes.catalogue : itemTypes.none;
}

export const contentScreens = {
  list: '/admin/cms',
  archive: '/admin/cms/archive',
  news: '/admin/cms/news',
  gifts: '/admin/cms/contentgift',
  newContent: '/admin/cms/newcontent',
  /** The spec's second address of the new-content form. */
  newContentAlt: '/admin/cms/new',
  /** `/admin/cms/{id}` and `/admin/cms/{id}/{tab}`. */
  editor: (contentId: number, tab?: string) =>
    tab ? `/admin/cms/${contentId}/${tab}` : `/admin/cms/${contentId}`,
} as const;

/** B§9 and DESIGN §9. */
export const contentLimits = {
  descriptionMax: 250,
  titleMax: 300,
  aliasMax: 300,
  textMax: 200_000,
  costNameMax: 20,
  /** The orders limit's mask: 4 digits. */
  maxOrderItemsMax: 9999,
  listDescriptionCut: 80,
} as const;
/** B§9: the 14-day offset and the auto-shipment window. */
export const fourteenDaysMs = 1_209_600_000;
export const autoShipmentWindowDays = 90;
/** B§3: the unit of points by default, the Ukrainian word for points. */
export const defaultCostName = 'балів';
/** DESIGN §9: recommended picture sizes (hints, not refusals). */
export const contentPictureSizes = {
  picFile: { width: 900, height: 1260 },
  thumbFile: { width: 570, height: 270 },
  slideFile: { width: 1572, height: 350 },
} as const;
export const contentPictureFields = ['picFile', 'thumbFile', 'slideFile'] as const;
export type ContentPictureField = (typeof contentPictureFields)[number];
/** The multipart file part of each picture (B§7). */
export const contentPictureParts = {
  picFile: 'picFile1',
  thumbFile: 'thumbFile1',
  slideFile: 'slideFile1',
} as const satisfies Record<ContentPictureField, string>;

/** The article as GetContent and UpdateContent answer it (B§3). Dates are `YYYY-MM-DD`; pictures are public URLs. */
export const articleSchema = z.object({
  comId: z.number().int(),
  contentId: z.number().int(),
  contentType: z.number().int(),
  /** 0 for a top-level content; else the content it is a sub-offer of. */
  parentContentId: z.number().int(),
  title: z.string(),
  alias: z.string(),
  description: z.string(),
  /** Sanitised rich text (HTML). */
  text: z.string(),
  active: z.boolean(),
  isGift: z.boolean(),
  incomeStop: z.boolean(),
  isFinished: z.boolean(),
  add14Days: z.boolean(),
  autoShipment: z.boolean(),
  showRating: z.boolean(),
  hideGifts: z.boolean(),
  hideOrderButton: z.boolean(),
  allowOrder: z.boolean(),
  maxOrderItems: z.number().int(),
  costName: z.string(),
  dateFrom: isoDate,
  dateTo: isoDate,
  orderFrom: isoDate,
  orderTo: isoDate,
  ...fieldsNamed(contentPictureFields, () => z.string().nullable()),
  itemType: z.number().int(),
});
export type Article = z.infer<typeof articleSchema>;
/** The fields an editor sets: the article without its company, id, pictures and derived item type. */
export type ArticleFields = Omit<Article, 'comId' | 'contentId' | ContentPictureField | 'itemType'>;

/** A row of the content list (B§3), with its sub-offers (sorted by contentId) on a top-level row. */
export interface ContentListRow {
  contentId: number;
  parentContentId: number;
  contentType: number;
  active: boolean;
  isGift: boolean;
  title: string;
  description: string;
  dateFrom: string;
  dateTo: string;
  subOffers: ContentListRow[];
}
const listRowFields = {
  contentId: z.number().int(),
  parentContentId: z.number().int(),
  contentType: z.number().int(),
  active: z.boolean(),
  isGift: z.boolean(),
  title: z.string(),
  description: z.string(),
  dateFrom: isoDate,
  dateTo: isoDate,
};
const contentListRowSchema: z.ZodType<ContentListRow> = z.object({
  ...listRowFields,
  subOffers: z.array(z.object({ ...listRowFields, subOffers: z.array(z.never()) })),
});
export const contentListAnswerSchema = pagedAnswerSchema(contentListRowSchema);

/**
 * Body of ContentList (B§7 "contentType, isGift, archived, actual"). contentType
 * 0 is every type, 15 the gift actions; `archived`: only contents whose order
 * window has ended; `actual` ("Relevant content"): only active ones whose
 * window has not. Both false: every content.
 */
export const contentListRequestSchema = pagedRequestSchema(true, {
  contentType: z.number().int().min(0).max(giftActionsFilter).default(0),
  isGift: z.boolean().default(false),
  archived: z.boolean().default(false),
  actual: z.boolean().default(false),
});
export type ContentListRequest = z.input<typeof contentListRequestSchema>;
/** Columns the content list may be sorted by (query `orderBy`); contentId by default, newest first. */
export const contentOrderBy = [
  'contentId',
  'contentType',
  'title',
  'dateFrom',
  'dateTo',
  'active',
] as const;

export const parentChoicesRequestSchema = z.object({
  filter: z.string().max(200).default(''),
  exceptId: z.number().int().min(0).max(maxDbInt).default(0),
});
export const parentChoiceSchema = z.object({ contentId: z.number().int(), title: z.string() });
export type ParentChoice = z.infer<typeof parentChoiceSchema>;

/** The term fields of B§3: the customer fields CustomerRules lists. */
export const contentTermFields = customerRuleFields;

/**
 * A targeting term (B§3). A new term is active and not an exclude (B§5). A
 * term names at least one field; a field the schema does not know is refused.
 */
export const contentTermSchema = z.strictObject({
  ...ruleInputFields,
  ...customerRuleShape(termValueSchema),
});
export type ContentTermInput = z.input<typeof contentTermSchema>;
/** A stored term as the calls answer it: every field present, empty ones null. */
export const contentTermAnswerSchema = z.object({
  ...ruleAnswerFields,
  ...customerRuleShape(z.string().nullable()),
});
export type ContentTerm = z.infer<typeof contentTermAnswerSchema>;

/** A new content before its type is chosen: the form's empty choice (no content type is 0). */
export const noContentType = 0;
