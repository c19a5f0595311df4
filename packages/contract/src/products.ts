import { z } from 'zod';
import { pageRequestSchema, pagedAnswerSchema } from './api.js';
import { itemFieldLimits } from './items.js';
import { englishT as t } from './text/catalogue.js';

/**
 * The product catalogue list (C§2.7, C§7; issue 14): a product is an item of
 * the item master (DESIGN §9), shown as brand, group, subgroup and
 * description. Every call is for CatalogManager (`screenRoles.catalog`), POST,
 * matched case-insensitively. C§7 shows ProductList and BrandList; the others
 * follow `POST /api/<Area>/<Action>`.
 */
export const productApi = {
  /**
   * Form data (multipart or urlencoded): `brand` (repeated), `groupCode`,
   * `subGroupCode`, `analyst`; at most ALL_ROWS_CAP products.
   */
  productList: '/api/ItemSet/ProductList',
  /** Body `{size, page, desc, brand: [], groupCode, subGroupCode, analyst}`: one page. */
  productPage: '/api/ItemSet/ProductPage',
  /** No body: the brand codes that have items, sorted. */
  brandList: '/api/ItemSet/BrandList',
  /** Body `{brand: []}`: the groups holding items of those brands (all brands when empty). */
  groupList: '/api/ItemSet/GroupList',
  /** Body `{brand: [], groupCode}`: the group's subgroups holding items of those brands. */
  subGroupList: '/api/ItemSet/SubGroupList',
  /** No body, or `{brand: [], groupCode, subGroupCode}`: the analysts of the items chosen so far. */
  analystList: '/api/ItemSet/AnalystList',
} as const;

/** The screen; the catalogue screen's toolbar links it ('Products'). */
export const productScreens = { list: '/admin/catalog/products' } as const;

/** The most brands one filter may hold; the Brand filter stops offering more. */
export const productBrandLimit = 50;

const brandsField = z
  .array(z.string().trim().max(itemFieldLimits.brand))
  .max(productBrandLimit, { error: t('productBrandsTooMany', { max: productBrandLimit }) })
  .default([]);
const groupCodeField = z.string().trim().max(itemFieldLimits.groupCode).default('');
const subGroupCodeField = z.string().trim().max(itemFieldLimits.subGroupCode).default('');
const analystField = z.string().trim().max(itemFieldLimits.analyst).default('');

/** A subgroup code is unique only within its group (DESIGN §9): it is chosen after one. */
const subGroupHasGroup = (filter: { groupCode: string; subGroupCode: string }) =>
  filter.subGroupCode === '' || filter.groupCode !== '';
const subGroupNeedsGroup = {
  error: t('productSubGroupNeedsGroup'),
  path: ['subGroupCode'],
};

/** The filters of the list; an empty one (no brand, '') selects every product. */
const productFilterShape = {
  brand: brandsField,
  groupCode: groupCodeField,
  subGroupCode: subGroupCodeField,
  analyst: analystField,
};

/** The filters as ProductList reads them from its form (C§7). */
export const productFilterSchema = z
  .object(productFilterShape)
  .refine(subGroupHasGroup, subGroupNeedsGroup);
export type ProductFilter = z.output<typeof productFilterSchema>;

/** Body of ProductPage: a page of the list (DESIGN §3) and its filters. */
export const productPageRequestSchema = pageRequestSchema
  .extend(productFilterShape)
  .refine(subGroupHasGroup, subGroupNeedsGroup);
export type ProductPageRequest = z.input<typeof productPageRequestSchema>;

/** Body of GroupList. */
export const groupListBodySchema = z.object({ brand: brandsField });
/** Body of SubGroupList: without a group there are no subgroups to list. */
export const subGroupListBodySchema = z.object({ brand: brandsField, groupCode: groupCodeField });
/** Body of AnalystList: the filters before the Analyst one; none lists every analyst. */
export const analystListBodySchema = z
  .object({ brand: brandsField, groupCode: groupCodeField, subGroupCode: subGroupCodeField })
  .refine(subGroupHasGroup, subGroupNeedsGroup);
export type GroupListBody = z.input<typeof groupListBodySchema>;
export type SubGroupListBody = z.input<typeof subGroupListBodySchema>;
export type AnalystListBody = z.input<typeof analystListBodySchema>;

/** A product (C§3 Product) with the names of its group and subgroup ('' where the dictionary has none). */
const productRowSchema = z.object({
  /** The item's number: the row's key (the screen does not show it). */
  itemNo: z.string(),
  brand: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  subGroupCode: z.string(),
  subGroupName: z.string(),
  description: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productListAnswerSchema = z.array(productRowSchema);
export const productPageAnswerSchema = pagedAnswerSchema(productRowSchema);

/** A group or subgroup of a filter list. */
const codeNameSchema = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeNameSchema>;
export const codeNameListSchema = z.array(codeNameSchema);
/** BrandList and AnalystList: the codes, sorted. */
export const codeListSchema = z.array(z.string());

/** How a group or subgroup reads in a filter: its code, and its name when it has one. */
export const codeNameLabel = ({ code, name }: CodeName): string =>
  name ? `${code} · ${name}` : code;

/**
 * The filters as sent: brands trimmed, without empty ones and repeats, in the
 * order given. The server cleans again whatever it is sent.
 */
export function cleanBrands(brands: readonly string[]): string[] {
  return [...new Set(brands.map((brand) => brand.trim()).filter((brand) => brand !== ''))];
}
