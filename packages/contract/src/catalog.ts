import { z } from 'zod';
import { maxDbInt } from './api.js';
import { blankAsMissing, formFlag, wholeNumberField as wholeNumber } from './form-fields.js';
import { positiveIdSchema } from './request-fields.js';
import { englishT as t } from './text/catalogue.js';

/**
 * The catalogue tree (C§2.4, C§3 Catalogue node, C§4.4, C§5, C§7, C§9;
 * DESIGN §9). Every call is for CatalogManager (`screenRoles.catalog`). The
 * spec shows only the picture's delete path; the others follow
 * `POST /api/<Area>/<Action>` (matched case-insensitively).
 */
export const catalogApi = {
  /** Body `{tree, active}` (`active: true`: active nodes only): the virtual root with its nodes. */
  tree: '/api/Catalog/CatalogTree',
  /** Multipart `picFile1`, `active`, `title`, `parentId`, `sort`, `col`, `itemGroup`, `itemSubGroup`: `{id}`. */
  addNode: '/api/Catalog/AddCatalogNode',
  /** The same multipart plus `id` and `img`: the node. */
  updateNode: '/api/Catalog/UpdateCatalogNode',
  /** Body the id (a number or a JSON string): `{ok: true}`; a node with children is refused (409). */
  deleteNode: '/api/Catalog/DeleteCatalogNode',
  /** Beyond the spec: body `{id, by}` moves the node one place up (-1) or down (1) among its siblings. */
  moveNode: '/api/Catalog/MoveCatalogNode',
  /** Query `picName` (the node's `img`), body the node id: removes the picture (C§7). */
  deletePicture: '/api/items/DeleteFile',
} as const;

export const catalogScreens = {
  tree: '/admin/catalog',
  products: '/admin/catalog/products',
} as const;

/** The virtual root (C§3): id 0, parentId -1, titled Catalog; top-level nodes have parentId 0. */
export const catalogRootId = 0;
export const catalogRootParentId = -1;
export const catalogRootTitle = 'Catalog';

/** C§9: three levels below the root, sort 10 by default (at least 0), col 1 to 4 (1 by default). */
export const catalogLimits = {
  maxLevel: 3,
  titleMaxLength: 200,
  sortMax: 1_000_000,
  colMin: 1,
  colMax: 4,
  /** Item group and subgroup codes, as the item master holds them. */
  codeMaxLength: 20,
} as const;

/**
 * A sort as typed or sent, by the catalogue's rule (C§9): 1 to 7 digits and at
 * most `catalogLimits.sortMax` (spaces around are ignored). Anything else (-5,
 * 99999999, 2.5, 1e3, blank) is undefined, refused with 'catalogSortInvalid',
 * never cut to the nearest bound. The node form and item files use it.
 */
export function parseCatalogSort(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  const sort = Number(trimmed);
  return sort <= catalogLimits.sortMax ? sort : undefined;
}
export const catalogDefaultSort = 10;
export const catalogDefaultCol = 1;
/** Recommended picture size (C§9): a hint, not a refusal. */
export const catalogPictureSize = { width: 500, height: 230 } as const;
/** The file part of the add and update calls (C§7). */
export const catalogPictureField = 'picFile1';

export interface CatalogNode {
  id: number;
  /** -1 for the root, 0 for a top-level node. */
  parentId: number;
  title: string;
  /** The stored picture's file name (the `picName` of DeleteFile), or null. */
  img: string | null;
  /** Where the picture is served, or null. */
  imgUrl: string | null;
  sort: number;
  col: number;
  active: boolean;
  comId: number;
  /** 0 for the root, 1 to 3 below it. */
  level: number;
  /** Level 3 only: the item master's group and subgroup codes (subgroup null: the whole group). */
  itemGroup: string | null;
  itemSubGroup: string | null;
  itemGroupName: string | null;
  itemSubGroupName: string | null;
  /** Level 3 only: how many items of the item master fall under the node (active or not). */
  itemCount: number | null;
  childElements: CatalogNode[];
}

const nodeFields = {
  id: z.number().int(),
  parentId: z.number().int(),
  title: z.string(),
  img: z.string().nullable(),
  imgUrl: z.string().nullable(),
  sort: z.number().int(),
  col: z.number().int(),
  active: z.boolean(),
  comId: z.number().int(),
  level: z.number().int(),
  itemGroup: z.string().nullable(),
  itemSubGroup: z.string().nullable(),
  itemGroupName: z.string().nullable(),
  itemSubGroupName: z.string().nullable(),
  itemCount: z.number().int().nullable(),
};
const withChildren = <Child extends z.ZodType>(child: Child) =>
  z.object({ ...nodeFields, childElements: z.array(child) });

/**
 * A node with its children, down to level 3. The tree is at most three levels
 * deep below the root (C§9), so the schema spells the four levels out rather
 * than referring to itself: the OpenAPI document holds no unnamed recursion.
 */
export const catalogNodeSchema: z.ZodType<CatalogNode> = withChildren(
  withChildren(withChildren(withChildren(z.never()))),
);

/**
 * Body of CatalogTree (C§7: `{tree: true, active: false}`). `tree: false`
 * answers the same root with every node in one flat `childElements` list
 * (ordered by level, parent, sort), each node's own list empty.
 */
export const catalogTreeRequestSchema = z.object({
  tree: z.boolean().default(true),
  active: z.boolean().default(false),
});
export type CatalogTreeRequest = z.input<typeof catalogTreeRequestSchema>;

export const catalogIdAnswerSchema = z.object({ id: z.number().int() });

/** Body of MoveCatalogNode. */
export const catalogMoveRequestSchema = z.object({
  id: positiveIdSchema,
  by: z.union([z.literal(-1), z.literal(1)]),
});

export const catalogDeletePictureQuerySchema = z.object({
  picName: z.string().max(255),
});

const flag = formFlag({ error: t('catalogActiveInvalid') });

const code = z.string().trim().max(catalogLimits.codeMaxLength);

/**
 * The text fields of AddCatalogNode and UpdateCatalogNode (multipart, C§7);
 * the picture travels as the file part `picFile1`. Every refusal is worded by
 * a catalogue text. The level rules (item group on level 3 only, three
 * levels, moves) need the tree and are the server's.
 */
export const catalogNodeFormSchema = z.object({
  /** Update only. */
  id: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: t('catalogIdInvalid') })
      .int()
      .positive()
      .max(maxDbInt)
      .optional(),
  ),
  /** 0 (or missing) for a top-level node. */
  parentId: wholeNumber(t('catalogParentInvalid'), 0, maxDbInt, catalogRootId),
  title: z
    .string({ error: t('catalogEnterTitle') })
    .trim()
    .min(1, { error: t('catalogEnterTitle') })
    .max(catalogLimits.titleMaxLength, {
      error: t('catalogTitleTooLong', { max: catalogLimits.titleMaxLength }),
    }),
  sort: wholeNumber(t('catalogSortInvalid'), 0, catalogLimits.sortMax, catalogDefaultSort),
  col: wholeNumber(
    t('catalogColInvalid'),
    catalogLimits.colMin,
    catalogLimits.colMax,
    catalogDefaultCol,
  ),
  active: z.preprocess(blankAsMissing, flag.default(true)),
  itemGroup: code.default(''),
  itemSubGroup: code.default(''),
  /** The picture the client holds; the stored one changes only by a new file or DeleteFile. */
  img: z.string().max(300).optional(),
});
export type CatalogNodeForm = z.output<typeof catalogNodeFormSchema>;

/** The level a node under `parentLevel` gets, or undefined past the third (C§9). */
export function childLevel(parentLevel: number): number | undefined {
  const level = parentLevel + 1;
  return level <= catalogLimits.maxLevel ? level : undefined;
}

/** C§4.4: a node moves only under a node one level above its own (the root is level 0). */
export const canMoveUnder = (nodeLevel: number, parentLevel: number): boolean =>
  parentLevel === nodeLevel - 1;
