import { asc, count, type AnyColumn, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  defaultLanguage,
  vehicleDictionaryNames,
  type Language,
  type VehicleDictionaryName,
} from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { containsPattern, type PageWindow } from '../../platform/http/paging.js';
import {
  vehicleBodyTypes,
  vehicleDriveTypes,
  vehicleEngineTypes,
  vehicleFuelPreparations,
  vehicleFuels,
  vehicleItems,
  vehicleMarks,
  vehicleModels,
  vehicleTypes,
} from './vehicles.schema.js';

export type MarkRow = typeof vehicleMarks.$inferSelect;
type NewMarkRow = typeof vehicleMarks.$inferInsert;
export type ModelRow = typeof vehicleModels.$inferSelect;
type NewModelRow = typeof vehicleModels.$inferInsert;
export type TypeRow = typeof vehicleTypes.$inferSelect;
type NewTypeRow = typeof vehicleTypes.$inferInsert;

const totalsRowSchema = z.object({
  totalMarks: z.coerce.number(),
  totalModels: z.coerce.number(),
  totalVehicles: z.coerce.number(),
  totalItems: z.coerce.number(),
});
const dictionaryRowSchema = z.object({
  dictionary: z.enum(vehicleDictionaryNames),
  id: z.coerce.number(),
  name: z.string(),
});
const dictionaryNameRowSchema = z.object({ dictionary: z.enum(vehicleDictionaryNames) });

// ---------------------------------------------------------------------------
// Totals and counts: each one grouped statement, never a count per row

export async function totals(db: Executor) {
  const result = await db.execute(sql`
    select (select count(*) from ${vehicleMarks})::int as "totalMarks",
           (select count(*) from ${vehicleModels})::int as "totalModels",
           (select count(*) from ${vehicleTypes})::int as "totalVehicles",
           (select count(*) from ${vehicleItems})::int as "totalItems"`);
  const [row] = rowsOf(result, totalsRowSchema);
  return row ?? { totalMarks: 0, totalModels: 0, totalVehicles: 0, totalItems: 0 };
}

const modelsPerMark = () =>
  sql`(select mark_id, count(*)::int as models_count from ${vehicleModels} group by mark_id) as models_per_mark`;
const typesPerMark = () =>
  sql`(select mark_id, count(*)::int as types_count from ${vehicleTypes} group by mark_id) as types_per_mark`;

export const markSortColumns = ['mark', 'modelsCount', 'typesCount', 'active', 'manual'] as const;
type MarkSortColumn = (typeof markSortColumns)[number];

interface MarkListOptions {
  search?: string;
  orderBy: MarkSortColumn;
  desc: boolean;
}

const markSearch = (search?: string): SQL | undefined =>
  search ? ilike(vehicleMarks.mark, containsPattern(search)) : undefined;

const modelsCount = sql<number>`coalesce(models_per_mark.models_count, 0)`;
const typesCount = sql<number>`coalesce(types_per_mark.types_count, 0)`;

/**
 * A name as a person reads it: in any letter case ('Buick' before 'BYD', 'Dacia'
 * before 'DAF'); the sort indexes of marks, models and modifications are on it.
 */
const readOrder = (column: AnyColumn) => sql`lower(${column})`;

const markColumns = {
  markId: vehicleMarks.markId,
  mark: vehicleMarks.mark,
  active: vehicleMarks.active,
  manual: vehicleMarks.manual,
  oe: vehicleMarks.oe,
  pc: vehicleMarks.pc,
  cv: vehicleMarks.cv,
  ax: vehicleMarks.ax,
  en: vehicleMarks.en,
  gr: vehicleMarks.gr,
  lcv: vehicleMarks.lcv,
  mc: vehicleMarks.mc,
};

/**
 * One page of marks with their models and types counts (two grouped counts,
 * joined). By name (the default and MainInfo's order) the order is the index
 * `(lower(mark), mark_id)`, read either way; other orders end on the name.
 */
export async function listMarks(db: Executor, options: MarkListOptions, window: PageWindow) {
  const direction = options.desc ? desc : asc;
  const sortColumn: Record<Exclude<MarkSortColumn, 'mark'>, SQL> = {
    modelsCount,
    typesCount,
    active: sql`${vehicleMarks.active}`,
    manual: sql`${vehicleMarks.manual}`,
  };
  return db
    .select({ ...markColumns, modelsCount, typesCount })
    .from(vehicleMarks)
    .leftJoin(modelsPerMark(), sql`models_per_mark.mark_id = ${vehicleMarks.markId}`)
    .leftJoin(typesPerMark(), sql`types_per_mark.mark_id = ${vehicleMarks.markId}`)
    .where(markSearch(options.search))
    .orderBy(
      ...(options.orderBy === 'mark' ? [] : [direction(sortColumn[options.orderBy])]),
      direction(readOrder(vehicleMarks.mark)),
      direction(vehicleMarks.markId),
    )
    .limit(window.limit)
    .offset(window.offset);
}

export async function countMarks(db: Executor, search?: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vehicleMarks).where(markSearch(search));
  return row?.total ?? 0;
}

// ---------------------------------------------------------------------------
// Marks

export async function findMark(db: Executor, markId: number): Promise<MarkRow | undefined> {
  const [row] = await db.select().from(vehicleMarks).where(eq(vehicleMarks.markId, markId));
  return row;
}

export async function insertMark(db: Executor, values: NewMarkRow): Promise<MarkRow> {
  const [row] = await db.insert(vehicleMarks).values(values).returning();
  if (!row) throw new Error('no mark row');
  return row;
}

export async function updateMark(db: Executor, markId: number, values: Partial<NewMarkRow>) {
  const [row] = await db
    .update(vehicleMarks)
    .set(values)
    .where(eq(vehicleMarks.markId, markId))
    .returning();
  return row;
}

export async function deleteMark(db: Executor, markId: number): Promise<void> {
  await db.delete(vehicleMarks).where(eq(vehicleMarks.markId, markId));
}

export async function markHasModels(db: Executor, markId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicleModels.modelId })
    .from(vehicleModels)
    .where(eq(vehicleModels.markId, markId))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------
// Models

/** Modifications per model, for the models of one mark (or one model). */
const typesPerModel = (where: SQL) =>
  sql`(select model_id, count(*)::int as types_count from ${vehicleTypes} where ${where} group by model_id) as types_per_model`;

type ModelWithCount = ModelRow & { typesCount: number };

export async function listModels(db: Executor, markId: number): Promise<ModelWithCount[]> {
  const rows = await db
    .select({
      model: vehicleModels,
      typesCount: sql<number>`coalesce(types_per_model.types_count, 0)`,
    })
    .from(vehicleModels)
    .leftJoin(
      typesPerModel(sql`mark_id = ${markId}`),
      sql`types_per_model.model_id = ${vehicleModels.modelId}`,
    )
    .where(eq(vehicleModels.markId, markId))
    .orderBy(
      asc(vehicleModels.sort),
      asc(readOrder(vehicleModels.model)),
      asc(vehicleModels.modelId),
    );
  return rows.map((row) => ({ ...row.model, typesCount: row.typesCount }));
}

export async function findModel(db: Executor, modelId: number): Promise<ModelRow | undefined> {
  const [row] = await db.select().from(vehicleModels).where(eq(vehicleModels.modelId, modelId));
  return row;
}

export async function countTypesOfModel(db: Executor, modelId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.modelId, modelId));
  return row?.total ?? 0;
}

export async function insertModel(db: Executor, values: NewModelRow): Promise<ModelRow> {
  const [row] = await db.insert(vehicleModels).values(values).returning();
  if (!row) throw new Error('no model row');
  return row;
}

export async function updateModel(db: Executor, modelId: number, values: Partial<NewModelRow>) {
  const [row] = await db
    .update(vehicleModels)
    .set(values)
    .where(eq(vehicleModels.modelId, modelId))
    .returning();
  return row;
}

export async function deleteModel(db: Executor, modelId: number): Promise<void> {
  await db.delete(vehicleModels).where(eq(vehicleModels.modelId, modelId));
}

// ---------------------------------------------------------------------------
// Modifications

type TypeWithCount = TypeRow & { itemsCount: number };

export async function listTypes(db: Executor, modelId: number): Promise<TypeWithCount[]> {
  const rows = await db
    .select({
      type: vehicleTypes,
      itemsCount: sql<number>`coalesce(items_per_type.items_count, 0)`,
    })
    .from(vehicleTypes)
    .leftJoin(
      sql`(select vi.type_id, count(*)::int as items_count from ${vehicleItems} vi
            join ${vehicleTypes} vt on vt.type_id = vi.type_id
           where vt.model_id = ${modelId} group by vi.type_id) as items_per_type`,
      sql`items_per_type.type_id = ${vehicleTypes.typeId}`,
    )
    .where(eq(vehicleTypes.modelId, modelId))
    .orderBy(
      asc(vehicleTypes.sort),
      asc(readOrder(vehicleTypes.typeName)),
      asc(vehicleTypes.typeId),
    );
  return rows.map((row) => ({ ...row.type, itemsCount: row.itemsCount }));
}

export async function findType(db: Executor, typeId: number): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(vehicleTypes).where(eq(vehicleTypes.typeId, typeId));
  return row;
}

export async function countItemsOfType(db: Executor, typeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(vehicleItems)
    .where(eq(vehicleItems.typeId, typeId));
  return row?.total ?? 0;
}

export async function insertType(db: Executor, values: NewTypeRow): Promise<TypeRow> {
  const [row] = await db.insert(vehicleTypes).values(values).returning();
  if (!row) throw new Error('no modification row');
  return row;
}

export async function updateType(db: Executor, typeId: number, values: Partial<NewTypeRow>) {
  const [row] = await db
    .update(vehicleTypes)
    .set(values)
    .where(eq(vehicleTypes.typeId, typeId))
    .returning();
  return row;
}

export async function deleteType(db: Executor, typeId: number): Promise<void> {
  await db.delete(vehicleTypes).where(eq(vehicleTypes.typeId, typeId));
}

// ---------------------------------------------------------------------------
// Dictionaries

const dictionaryTables = {
  bodyType: vehicleBodyTypes,
  driveType: vehicleDriveTypes,
  engineType: vehicleEngineTypes,
  fuel: vehicleFuels,
  fuelPreparation: vehicleFuelPreparations,
} as const satisfies Record<VehicleDictionaryName, unknown>;

/**
 * Every dictionary's entries, in one statement, named in `language`: the
 * Ukrainian name (`name_uk`) for 'uk' where it is filled, the English name
 * otherwise (the default, and the Reference's and the imports' language).
 */
export async function dictionaries(db: Executor, language: Language = defaultLanguage) {
  const parts = Object.entries(dictionaryTables).map(([name, table]) =>
    language === 'uk'
      ? sql`select ${name}::text as dictionary, id, coalesce(nullif(name_uk, ''), name) as name from ${table}`
      : sql`select ${name}::text as dictionary, id, name from ${table}`,
  );
  const result = await db.execute(sql`${sql.join(parts, sql` union all `)} order by 1, 2`);
  return rowsOf(result, dictionaryRowSchema);
}

/** Whether each of the given dictionary ids exists; answers the names of the fields that do not. */
export async function unknownDictionaryEntries(
  db: Executor,
  chosen: Partial<Record<VehicleDictionaryName, number | null>>,
): Promise<VehicleDictionaryName[]> {
  const asked = Object.entries(chosen).filter(
    (entry): entry is [VehicleDictionaryName, number] => typeof entry[1] === 'number',
  );
  if (asked.length === 0) return [];
  const parts = asked.map(
    ([name, id]) =>
      sql`select ${name}::text as dictionary where not exists (select 1 from ${dictionaryTables[name]} where id = ${id})`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return rowsOf(result, dictionaryNameRowSchema).map((row) => row.dictionary);
}
