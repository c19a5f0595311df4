import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  defaultLanguage,
  vehicleDictionaryNames,
  type Language,
  type VehicleDictionaryName,
} from '@bo/contract';
import { countRows } from '../../platform/db/count-rows.js';
import type { Executor } from '../../platform/db/database.js';
import { rowsById } from '../../platform/db/keyed-rows.js';
import { holdsText } from '../../platform/db/list-conditions.js';
import { rowExists } from '../../platform/db/row-exists.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { sortedPage } from '../../platform/db/sorted-page.js';
import type { PageWindow } from '../../platform/http/paging.js';
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
export type ModelRow = typeof vehicleModels.$inferSelect;
export type TypeRow = typeof vehicleTypes.$inferSelect;

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

const markSearch = (search?: string): SQL | undefined => holdsText(vehicleMarks.mark, search);

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
  const sortColumn: Record<Exclude<MarkSortColumn, 'mark'>, SQL> = {
    modelsCount,
    typesCount,
    active: sql`${vehicleMarks.active}`,
    manual: sql`${vehicleMarks.manual}`,
  };
  const query = db
    .select({ ...markColumns, modelsCount, typesCount })
    .from(vehicleMarks)
    .leftJoin(modelsPerMark(), sql`models_per_mark.mark_id = ${vehicleMarks.markId}`)
    .leftJoin(typesPerMark(), sql`types_per_mark.mark_id = ${vehicleMarks.markId}`)
    .where(markSearch(options.search));
  const byName = [readOrder(vehicleMarks.mark), vehicleMarks.markId];
  const keys = options.orderBy === 'mark' ? byName : [sortColumn[options.orderBy], ...byName];
  return sortedPage(query.$dynamic(), { ...window, desc: options.desc }, keys);
}

export const countMarks = (db: Executor, search?: string): Promise<number> =>
  countRows(db, vehicleMarks, markSearch(search));

// ---------------------------------------------------------------------------
// Marks

export const markRows = rowsById(vehicleMarks, vehicleMarks.markId);

export const markHasModels = (db: Executor, markId: number): Promise<boolean> =>
  rowExists(db, vehicleModels, eq(vehicleModels.markId, markId));

// ---------------------------------------------------------------------------
// Models

export const modelRows = rowsById(vehicleModels, vehicleModels.modelId);

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

export const countTypesOfModel = (db: Executor, modelId: number): Promise<number> =>
  countRows(db, vehicleTypes, eq(vehicleTypes.modelId, modelId));

// ---------------------------------------------------------------------------
// Modifications

export const typeRows = rowsById(vehicleTypes, vehicleTypes.typeId);

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

export const countItemsOfType = (db: Executor, typeId: number): Promise<number> =>
  countRows(db, vehicleItems, eq(vehicleItems.typeId, typeId));

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
