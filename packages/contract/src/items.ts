import { z } from 'zod';
import { maxSearchLength, pageQuerySchema, pagedAnswerSchema } from './api.js';
import { importAnswerSchema } from './import-answer.js';
import { itemFileSchema } from './item-files.js';
import { isOneOf } from './one-of.js';
import { keyMask } from './shape-keys.js';

/**
 * Item master and item cards (issue 10; C§2.1, C§2.2, C§3, C§4.1, C§7, A§2,
 * A§5). The spec shows none of these paths, so they follow
 * `POST /api/<Area>/<Action>` (matched case-insensitively). Every call is for
 * TranslateManager or Admin (`screenRoles.itemCards`) except `itemView`, which
 * any signed-in user may call (the item page `/item/{ITEMNO}`).
 */
export const itemApi = {
  /** Paged analytics list: body `{size, page, desc}`, query `filter`, `orderBy`, `missingLang`. */
  itemsPage: '/api/Items/ItemsPage',
  /** One item card; body the item number as a JSON string, e.g. "OC90". */
  getItem: '/api/Items/GetItem',
  /** The interface languages `[{lang, name}]`, uk first; no body. */
  languages: '/api/Items/Languages',
  /** Body `{itemNo, lang}`: the translation, or empty strings. */
  getTranslate: '/api/Items/GetTranslate',
  /** Body `{lang, itemNo, description, searchDescription, shortText, longText}`: the saved translation. */
  saveTranslate: '/api/Items/SaveTranslate',
  /** Body the cleaned pattern as a JSON string ("OC%"): at most 50 `{itemNo, description}`. */
  searchItems: '/api/Items/SearchItems',
  /** Multipart `itemNo`, `file`, `fileDescription`, `sort`, `fileType`; a link sends `URL` with fileType 4. */
  uploadItemFile: '/api/Items/UploadItemFile',
  /** Multipart: the file's fields, `oldFileName`, optional `file`, `FileDescription`, `Hidden` 1/0, `MainPic`. */
  updateItemFile: '/api/Items/UpdateItemFile',
  /** Multipart with the file's fields (`itemNo` and `id` or `fileName`): `{ok: true}`. */
  deleteItemFile: '/api/Items/DeleteItemFile',
  /** Multipart with the file's fields: shows a hidden file again, `{ok: true}`. */
  showItemFile: '/api/Items/ShowItemFile',
  /** Multipart `file` (.xlsx): `{success, imported, failedItems}`. */
  importItems: '/api/Items/ImportItems',
  /** Body the item number as a JSON string: what the item page shows (any signed-in user). */
  itemView: '/api/Items/ItemView',
} as const;

/** Screens of the item master (C§2.1, C§2.2, A§2) and the item page (issue 10). */
export const itemScreens = {
  list: '/admin/analytics',
  card: (itemNo: string) => `/admin/analytics/itemcard/${encodeURIComponent(itemNo)}`,
  translate: (itemNo: string) => `/admin/analytics/translate/${encodeURIComponent(itemNo)}`,
  /** The View button opens this upper-cased, in a new tab (C§2.2). */
  view: (itemNo: string) => `/item/${encodeURIComponent(itemNo.toUpperCase())}`,
} as const;

// ---------------------------------------------------------------------------
// Item numbers and the item search (DESIGN §9, A§5, C§5)

/** An item number holds at most 20 characters (DESIGN §9). */
export const itemNoMaxLength = 20;

/**
 * A stored item number: 1 to 20 of A-Z and 0-9. Stored upper-case (DESIGN §9);
 * any other character is one the item search removes (A§5, C§5), so an item
 * number holding it could never be found and is refused.
 */
export const itemNoPattern = /^[0-9A-Z]{1,20}$/;

/** The item number as stored: trimmed and upper-cased (it may still be invalid). */
export const normaliseItemNo = (text: string): string => text.trim().toUpperCase();

/** Whether `text`, once normalised, is a valid item number. */
export const isValidItemNo = (text: string): boolean => itemNoPattern.test(normaliseItemNo(text));

/**
 * The item search's cleaning (A§5, C§5): upper-cased, '*' becomes '%', and
 * everything but 0-9, A-Z and '%' removed. An empty result means the search is
 * skipped. The server cleans again whatever it is sent.
 */
export function cleanItemSearch(input: string): string {
  return input
    .toUpperCase()
    .replaceAll('*', '%')
    .replace(/[^0-9A-Z%]/g, '');
}

/** Most rows `SearchItems` answers. */
export const itemSearchLimit = 50;

// ---------------------------------------------------------------------------
// Languages (DESIGN §5, §9)

/** The interface languages of item cards, Ukrainian first; `nameKey` names them in the catalogue. */
export const itemLanguages = [
  { lang: 'uk', name: 'Ukrainian', nameKey: 'languageUk' },
  { lang: 'ru', name: 'Russian', nameKey: 'languageRu' },
  { lang: 'en', name: 'English', nameKey: 'languageEn' },
] as const;
export const itemLanguageCodes = ['uk', 'ru', 'en'] as const;
export type ItemLanguage = (typeof itemLanguageCodes)[number];
export const isItemLanguage = (lang: string): lang is ItemLanguage =>
  isOneOf(itemLanguageCodes, lang);

export const languagesAnswerSchema = z.array(z.object({ lang: z.string(), name: z.string() }));

// ---------------------------------------------------------------------------
// Translations (C§2.2, A§2, A§3 Item translation)

export const itemTextLimits = {
  description: 250,
  searchDescription: 250,
  shortText: 2000,
  /** Rich text (HTML), sanitised on the server. */
  longText: 100_000,
} as const;

const translationFieldsSchema = z.object({
  description: z.string(),
  searchDescription: z.string(),
  shortText: z.string(),
  longText: z.string(),
});
export type TranslationFields = z.infer<typeof translationFieldsSchema>;

/** A translation (A§3 Item translation). */
export const itemTranslationSchema = translationFieldsSchema.extend({
  itemNo: z.string(),
  lang: z.string(),
});
export type ItemTranslation = z.infer<typeof itemTranslationSchema>;

/** Body of GetTranslate. The language and item number are checked by the server's own rules. */
export const getTranslateBodySchema = z.object({
  itemNo: z.string().max(100),
  lang: z.string().max(20),
});
export type GetTranslateBody = z.infer<typeof getTranslateBodySchema>;

/** Body of SaveTranslate (C§7, A§7). Missing texts are empty. */
export const saveTranslateBodySchema = z.object({
  lang: z.string().max(20),
  itemNo: z.string().max(100),
  description: z.string().max(itemTextLimits.description).default(''),
  searchDescription: z.string().max(itemTextLimits.searchDescription).default(''),
  shortText: z.string().max(itemTextLimits.shortText).default(''),
  longText: z.string().max(itemTextLimits.longText).default(''),
});
export type SaveTranslateBody = z.input<typeof saveTranslateBodySchema>;

/**
 * The answer of SaveTranslate: the translation as stored, and whether the save
 * changed it. A save that changes nothing (the same texts once trimmed and
 * sanitised, or all empty where none is saved) writes nothing, no audit row
 * either, and answers `changed: false` (issue 31).
 */
export const saveTranslateAnswerSchema = itemTranslationSchema.extend({ changed: z.boolean() });
export type SaveTranslateAnswer = z.infer<typeof saveTranslateAnswerSchema>;

/** An item number sent as the JSON string body (`"OC90"`); its rule is checked by the server. */
export const itemNoBodySchema = z.string().max(100);
/** The item search's pattern as the JSON string body (`"OC%"`); cleaned again by the server. */
export const searchItemsBodySchema = z.string().max(maxSearchLength);

// ---------------------------------------------------------------------------
// The analytics list (C§2.1)

/** Columns the list sorts by (C§2.1: ItemNo by default). */
export const itemOrderBy = ['ItemNo', 'Description'] as const;

/** Query of ItemsPage: the paged list's, and `missingLang` (beyond the spec: what is left to translate). */
export const itemsPageQuerySchema = pageQuerySchema.extend({
  missingLang: z.string().max(20).optional(),
});
export type ItemsPageQuery = z.infer<typeof itemsPageQuerySchema>;

const itemLanguageStateSchema = z.object({ lang: z.string(), translated: z.boolean() });

const itemListRowSchema = z.object({
  itemNo: z.string(),
  description: z.string(),
  searchDescription: z.string(),
  /** Every interface language, uk first, and whether the item has its translation. */
  languages: z.array(itemLanguageStateSchema),
  pictures: z.number().int(),
  pdfs: z.number().int(),
  links: z.number().int(),
  criteria: z.number().int(),
});
export type ItemListRow = z.infer<typeof itemListRowSchema>;
export const itemsPageAnswerSchema = pagedAnswerSchema(itemListRowSchema);

// ---------------------------------------------------------------------------
// The item card and the item page

const criterionSchema = z.object({ name: z.string(), value: z.string() });

const translationOrNull = translationFieldsSchema.nullable();

/** GetItem (C§3 Item): translates holds every language, null where none is saved. */
export const itemCardSchema = z.object({
  itemNo: z.string(),
  description: z.string(),
  searchDescription: z.string(),
  brand: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  subGroupCode: z.string(),
  subGroupName: z.string(),
  analyst: z.string(),
  active: z.boolean(),
  /** The address of the first picture: the one marked MainPic, else the first visible picture; null for none. */
  firstPic: z.string().nullable(),
  translates: z.object({ uk: translationOrNull, ru: translationOrNull, en: translationOrNull }),
  /** Every file, in the panels' order (`compareItemFiles`). */
  files: z.array(itemFileSchema),
  criterias: z.array(criterionSchema),
});
export type ItemCard = z.infer<typeof itemCardSchema>;

/** A file as the item page shows it: visible ones only. */
const itemViewFileSchema = itemFileSchema.pick(
  keyMask(['url', 'fileType', 'fileDescript', 'fileName', 'originalName']),
);

/** ItemView: what the item page `/item/{ITEMNO}` shows (any signed-in user of the company). */
export const itemViewSchema = z.object({
  itemNo: z.string(),
  description: z.string(),
  searchDescription: z.string(),
  brand: z.string(),
  groupName: z.string(),
  subGroupName: z.string(),
  firstPic: z.string().nullable(),
  /** Visible pictures, the first picture first; hidden files are left out. */
  pictures: z.array(itemViewFileSchema),
  pdfs: z.array(itemViewFileSchema),
  links: z.array(itemViewFileSchema),
  criterias: z.array(criterionSchema),
  translates: z.object({ uk: translationOrNull, ru: translationOrNull, en: translationOrNull }),
});
export type ItemView = z.infer<typeof itemViewSchema>;

export const searchItemsAnswerSchema = z.array(
  z.object({ itemNo: z.string(), description: z.string() }),
);
export type ItemSearchRow = z.infer<typeof searchItemsAnswerSchema>[number];

// ---------------------------------------------------------------------------
// The item import (DESIGN §9, issue 10)

/** The sheets of the import: the first (whatever its name), and two optional ones by name. */
export const itemImportSheets = { items: 'Items', criteria: 'Criteria', files: 'Files' } as const;
export type ItemImportSheet = (typeof itemImportSheets)[keyof typeof itemImportSheets];

/** Columns of the first sheet, in order; line 1 is this header (checked), names in any letter case. */
export const itemImportColumns = [
  'itemNo',
  'description',
  'searchDescription',
  'brand',
  'groupCode',
  'subGroupCode',
  'analyst',
] as const;
/** Optional columns after them: the names of a group and subgroup the import creates or renames. */
export const itemImportNameColumns = ['groupName', 'subGroupName'] as const;
export const criteriaImportColumns = ['itemNo', 'name', 'value'] as const;
export const filesImportColumns = ['itemNo', 'fileType', 'URL', 'fileDescription', 'sort'] as const;

/** At most this many item lines (after the header); a longer sheet is refused whole. */
export const itemImportMaxLines = 100_000;
/** At most this many lines in each of the Criteria and Files sheets. */
export const itemImportMaxDetailLines = 500_000;

export const itemFieldLimits = {
  description: 250,
  searchDescription: 250,
  brand: 50,
  groupCode: 20,
  subGroupCode: 20,
  analyst: 50,
  groupName: 100,
  subGroupName: 100,
  criterionName: 100,
  criterionValue: 250,
  fileName: 255,
} as const;

const itemImportFailureSchema = z.object({
  /** The sheet of the line: Items, Criteria or Files. */
  sheet: z.string(),
  line: z.number().int(),
  itemNo: z.string(),
  error: z.string(),
});
export type ItemImportFailure = z.infer<typeof itemImportFailureSchema>;

/** The answer of ImportItems: `imported` counts the item lines written, `criteria` and `files` those lines. */
export const itemImportAnswerSchema = importAnswerSchema({
  criteria: z.number().int(),
  files: z.number().int(),
  failedItems: z.array(itemImportFailureSchema),
});
export type ItemImportAnswer = z.infer<typeof itemImportAnswerSchema>;
