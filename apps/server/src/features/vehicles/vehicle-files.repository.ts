import { and, asc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { equalsIfGiven } from '../../platform/db/list-conditions.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { itemTexts } from '../items/index.js';
import { vehicleItems, vehicleMarks, vehicleModels, vehicleTypes } from './vehicles.schema.js';

/**
 * The queries of the vehicle imports and exports (issue 13, part 2). Exports
 * read in key order a keyset page at a time; imports look a batch up at once
 * and write it with one statement per kind of change (a JSON record set
 * joined or inserted whole), never a statement per line.
 */

export type VehicleTable = typeof vehicleMarks | typeof vehicleModels | typeof vehicleTypes;
/** The tables the record imports write: marks, models and modifications (types). */
export const recordTables = {
  marks: vehicleMarks,
  models: vehicleModels,
  types: vehicleTypes,
} as const satisfies Record<string, VehicleTable>;

// ---------------------------------------------------------------------------
// Exports

/** The table's columns but one (the pictures: the files hold none). */
function columnsWithout<Columns extends Record<string, unknown>, Key extends keyof Columns>(
  columns: Columns,
  key: Key,
): Omit<Columns, Key> {
  return Object.fromEntries(Object.entries(columns).filter(([name]) => name !== key)) as Omit<
    Columns,
    Key
  >;
}

const modelColumns = columnsWithout(getTableColumns(vehicleModels), 'image');
const typeColumns = columnsWithout(getTableColumns(vehicleTypes), 'image');

export type MarkExportRow = typeof vehicleMarks.$inferSelect;

/** Marks after `after` by id. */
export function marksAfter(db: Executor, after: number | undefined, limit: number) {
  return db
    .select()
    .from(vehicleMarks)
    .where(after === undefined ? undefined : gt(vehicleMarks.markId, after))
    .orderBy(asc(vehicleMarks.markId))
    .limit(limit);
}

/** Models after `after` by id, without their pictures (the files hold none). */
export function modelsAfter(db: Executor, after: number | undefined, limit: number) {
  return db
    .select(modelColumns)
    .from(vehicleModels)
    .where(after === undefined ? undefined : gt(vehicleModels.modelId, after))
    .orderBy(asc(vehicleModels.modelId))
    .limit(limit);
}
export type ModelExportRow = Awaited<ReturnType<typeof modelsAfter>>[number];

/** Modifications after `after` by id, with their mark's and model's names. */
export function typesAfter(db: Executor, after: number | undefined, limit: number) {
  return db
    .select({ ...typeColumns, mark: vehicleMarks.mark, model: vehicleModels.model })
    .from(vehicleTypes)
    .innerJoin(vehicleModels, eq(vehicleModels.modelId, vehicleTypes.modelId))
    .innerJoin(vehicleMarks, eq(vehicleMarks.markId, vehicleTypes.markId))
    .where(after === undefined ? undefined : gt(vehicleTypes.typeId, after))
    .orderBy(asc(vehicleTypes.typeId))
    .limit(limit);
}
export type TypeExportRow = Awaited<ReturnType<typeof typesAfter>>[number];

export interface ItemsExportFilter {
  markId?: number | undefined;
  modelId?: number | undefined;
  /** Cleaned (C§5); matched exactly, through the (item_no, type_id) index. */
  itemNo?: string | undefined;
}
export interface ItemKey {
  typeId: number;
  itemNo: string;
}

const itemExportRowSchema = z.object({
  markId: z.number(),
  mark: z.string(),
  modelId: z.number(),
  model: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  itemNo: z.string(),
  description: z.string(),
  brand: z.string(),
  groupCode: z.string(),
  subGroupCode: z.string(),
  manual: z.boolean(),
});
export type ItemExportRow = z.output<typeof itemExportRowSchema>;

/**
 * The rows of one export page's statement: the first is checked against their
 * shape, the others come from the same statement (checking each of a million
 * rows, or Drizzle mapping each, took more time than the SQL: issue 32).
 */
function pageRows<Row>(result: unknown, row: z.ZodType<Row>): Row[] {
  const { rows } = z.object({ rows: z.array(z.unknown()) }).parse(result);
  if (rows.length > 0) row.parse(rows[0]);
  return rows as Row[];
}

/**
 * Vehicle items after `after` in key order (type_id, item_no), with their
 * modification's, model's and mark's ids and names and the texts of the
 * caller's company's item master (empty for a number it does not know). The
 * page of keys is taken first (one range of the primary key, or of
 * (item_no, type_id) for one number) and only its rows are joined, so every
 * page costs the same wherever it starts. The statement is raw, its columns
 * named as the row's fields, and read without Drizzle's mapping of each row
 * (`pageRows`). Reading only the page's range of modifications (a CTE and
 * its min and max typeId) was no faster: the planner then looks the item
 * master up 20,000 times rather than hashing it (81 against 68-85 ms a page).
 */
export async function itemsAfter(
  db: Executor,
  comId: number,
  filter: ItemsExportFilter,
  after: ItemKey | undefined,
  limit: number,
): Promise<ItemExportRow[]> {
  const typeFilter =
    filter.markId === undefined && filter.modelId === undefined
      ? undefined
      : inArray(
          vehicleItems.typeId,
          db
            .select({ typeId: vehicleTypes.typeId })
            .from(vehicleTypes)
            .where(
              and(
                equalsIfGiven(vehicleTypes.markId, filter.markId),
                equalsIfGiven(vehicleTypes.modelId, filter.modelId),
              ),
            ),
        );
  const keyset =
    after === undefined
      ? undefined
      : filter.itemNo === undefined
        ? sql`(${vehicleItems.typeId}, ${vehicleItems.itemNo}) > (${after.typeId}, ${after.itemNo})`
        : // One number: its rows differ by modification alone, read along (item_no, type_id).
          gt(vehicleItems.typeId, after.typeId);
  const page = db
    .select({
      typeId: vehicleItems.typeId,
      itemNo: vehicleItems.itemNo,
      manual: vehicleItems.manual,
    })
    .from(vehicleItems)
    .where(and(typeFilter, equalsIfGiven(vehicleItems.itemNo, filter.itemNo), keyset))
    .orderBy(asc(vehicleItems.typeId), asc(vehicleItems.itemNo))
    .limit(limit);
  const texts = itemTexts(comId);
  const result = await db.execute(sql`
    select t.mark_id as "markId", m.mark, t.model_id as "modelId", mo.model,
           page.type_id as "typeId", t.type_name as "typeName", page.item_no as "itemNo",
           coalesce(${texts.description}, '') as description,
           coalesce(${texts.brand}, '') as brand,
           coalesce(${texts.groupCode}, '') as "groupCode",
           coalesce(${texts.subGroupCode}, '') as "subGroupCode", page.manual
      from (${page}) page
      join ${vehicleTypes} t on t.type_id = page.type_id
      join ${vehicleModels} mo on mo.model_id = t.model_id
      join ${vehicleMarks} m on m.mark_id = t.mark_id
      left join ${texts} on ${texts.itemNo} = page.item_no
     order by page.type_id, page.item_no`);
  return pageRows(result, itemExportRowSchema);
}

// ---------------------------------------------------------------------------
// Import look-ups: a batch at a time

/** Of these mark ids, those there are, with their names. */
export async function marksByIds(db: Executor, markIds: number[]) {
  if (markIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ markId: vehicleMarks.markId, mark: vehicleMarks.mark })
    .from(vehicleMarks)
    .where(inArray(vehicleMarks.markId, markIds));
  return new Map(rows.map((row) => [row.markId, row.mark]));
}

/** The marks of these names, whatever their letter case: lower-cased name to id. */
export async function marksByNames(db: Executor, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ markId: vehicleMarks.markId, mark: vehicleMarks.mark })
    .from(vehicleMarks)
    .where(
      sql`lower(${vehicleMarks.mark}) in (select lower(name) from json_array_elements_text(${JSON.stringify(names)}::json) as name)`,
    );
  return new Map(rows.map((row) => [row.mark.toLowerCase(), row.markId]));
}

/**
 * Of these models, those there are, with their mark. `lock` takes a key-share
 * lock on them for the write's transaction, so none is deleted before it ends.
 */
export async function modelMarks(db: Executor, modelIds: number[], lock = false) {
  if (modelIds.length === 0) return new Map<number, number>();
  const query = db
    .select({ modelId: vehicleModels.modelId, markId: vehicleModels.markId })
    .from(vehicleModels)
    .where(inArray(vehicleModels.modelId, modelIds));
  const rows = await (lock ? query.for('key share') : query);
  return new Map(rows.map((row) => [row.modelId, row.markId]));
}

/** Of these ids of `id`'s table, those there are; `lock` as for `modelMarks`. */
async function existingIds(
  db: Executor,
  table: VehicleTable,
  id: typeof vehicleMarks.markId | typeof vehicleTypes.typeId,
  ids: number[],
  lock: boolean,
) {
  if (ids.length === 0) return new Set<number>();
  const query = db.select({ id }).from(table).where(inArray(id, ids));
  return new Set((await (lock ? query.for('key share') : query)).map((row) => row.id));
}

/** Of these marks, those there are; `lock` as for `modelMarks`. */
export const existingMarkIds = (db: Executor, markIds: number[], lock = false) =>
  existingIds(db, vehicleMarks, vehicleMarks.markId, markIds, lock);

/** Of these modifications, those there are; `lock` as for `modelMarks`. */
export const existingTypeIds = (db: Executor, typeIds: number[], lock = false) =>
  existingIds(db, vehicleTypes, vehicleTypes.typeId, typeIds, lock);

export const itemKey = (typeId: number, itemNo: string) => `${typeId}\n${itemNo}`;

/** A JSON record set of item keys, as `v(type_id, item_no)`. */
const itemKeySet = (keys: ItemKey[]) =>
  sql`json_to_recordset(${JSON.stringify(keys.map((key) => ({ type_id: key.typeId, item_no: key.itemNo })))}::json) as v(type_id integer, item_no text)`;

const itemKeyRowSchema = z.object({ type_id: z.coerce.number(), item_no: z.string() });

/** Of these items, those there are, as `itemKey`s. */
export async function existingItems(db: Executor, keys: ItemKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.execute(sql`
    select vi.type_id, vi.item_no from ${itemKeySet(keys)}
      join ${vehicleItems} vi on vi.type_id = v.type_id and vi.item_no = v.item_no`);
  return new Set(rowsOf(result, itemKeyRowSchema).map((row) => itemKey(row.type_id, row.item_no)));
}

// ---------------------------------------------------------------------------
// Import writes: one statement per batch and kind of change

/** The database columns of `fields`, each with its SQL type for a JSON record set. */
function columnsOf(table: VehicleTable, fields: readonly string[]) {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  return fields.map((field) => {
    const column = all[field];
    if (!column) throw new Error(`no column ${field}`);
    const type = column.getSQLType();
    return { field, name: column.name, type: type === 'serial' ? 'integer' : type };
  });
}

type Columns = ReturnType<typeof columnsOf>;
type Values = Record<string, unknown>;

/** The rows as a JSON record set `v` of these columns. */
function recordSet(columns: Columns, rows: Values[]): SQL {
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((c) => [c.name, row[c.field] ?? null]))),
  );
  const definition = columns.map((c) => `${c.name} ${c.type}`).join(', ');
  return sql`json_to_recordset(${json}::json) as v(${sql.raw(definition)})`;
}

const idRowSchema = z.object({ id: z.coerce.number(), inserted: z.boolean().optional() });

/**
 * Updates the rows of `table` whose key (`keyField`) the rows give, setting
 * `fields` to their values; answers the keys updated (a key not there is not).
 */
export async function updateRows(
  db: Executor,
  table: VehicleTable,
  keyField: string,
  fields: readonly string[],
  rows: Values[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const [key, ...columns] = columnsOf(table, [keyField, ...fields]);
  if (!key) return [];
  const sets = columns.map((c) => `${c.name} = v.${c.name}`).join(', ');
  const result = await db.execute(sql`
    update ${table} as t set ${sql.raw(sets)}
      from ${recordSet([key, ...columns], rows)}
     where t.${sql.raw(key.name)} = v.${sql.raw(key.name)}
    returning t.${sql.raw(key.name)} as id`);
  return rowsOf(result, idRowSchema).map((row) => row.id);
}

/**
 * Inserts the rows (`fields` from each, `manual` false: imported); answers
 * the new ids. `upsertFields`: for marks, a name already there (any letter
 * case) is updated instead, setting those fields; `inserted` tells apart.
 */
export async function insertRows(
  db: Executor,
  table: VehicleTable,
  keyField: string,
  fields: readonly string[],
  rows: Values[],
  upsertFields?: readonly string[],
): Promise<{ id: number; inserted?: boolean | undefined }[]> {
  if (rows.length === 0) return [];
  const columns = columnsOf(table, fields);
  const [key] = columnsOf(table, [keyField]);
  if (!key) return [];
  const names = columns.map((c) => c.name).join(', ');
  const values = columns.map((c) => `v.${c.name}`).join(', ');
  const upsert = upsertFields
    ? sql` on conflict ((lower(mark))) do update set ${sql.raw(
        columnsOf(table, upsertFields)
          .map((c) => `${c.name} = excluded.${c.name}`)
          .join(', '),
      )}`
    : sql``;
  const result = await db.execute(sql`
    insert into ${table} (${sql.raw(names)}, manual)
    select ${sql.raw(values)}, false from ${recordSet(columns, rows)}${upsert}
    returning ${sql.raw(key.name)} as id${sql.raw(upsertFields ? ', (xmax = 0) as inserted' : '')}`);
  return rowsOf(result, idRowSchema);
}

/** Adds the items (not manual); those already there stay. Answers how many were added. */
export async function insertItems(db: Executor, keys: ItemKey[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${vehicleItems} (type_id, item_no, manual)
    select v.type_id, v.item_no, false from ${itemKeySet(keys)}
    on conflict do nothing
    returning type_id`);
  return rowsOf(result, z.object({ type_id: z.coerce.number() })).length;
}

/** Removes the items; answers those removed, as `itemKey`s. */
export async function deleteItems(db: Executor, keys: ItemKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.execute(sql`
    delete from ${vehicleItems} vi using ${itemKeySet(keys)}
     where vi.type_id = v.type_id and vi.item_no = v.item_no
    returning vi.type_id, vi.item_no`);
  return new Set(rowsOf(result, itemKeyRowSchema).map((row) => itemKey(row.type_id, row.item_no)));
}
