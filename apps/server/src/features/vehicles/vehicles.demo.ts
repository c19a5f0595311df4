import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { companyItems } from '../items/index.js';
import type { AppDeps } from '../../platform/feature.js';
import { demoCatalogueRows, demoGenerations } from './vehicles.demo-catalogue.js';

/** The demo's size at DEMO_SCALE `scale` (1: about 60 marks, 2,000 models, 30,000 modifications, 1,000,000 items). */
export function demoVehicleCounts(scale: number) {
  const marks = Math.max(3, Math.round(60 * scale));
  const models = Math.max(marks, Math.round(2000 * scale));
  const types = Math.max(models, Math.round(30_000 * scale));
  const items = Math.max(types, Math.round(1_000_000 * scale));
  return { marks, models, types, items };
}

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** A record set of `rows` (one parameter) with the columns `definition`. */
const recordSet = (rows: readonly object[], definition: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(definition)})`;

/**
 * The vehicle database's demo at catalogue scale (issue 13): one statement of
 * INSERT ... SELECT over generate_series, a table after another, from the
 * catalogue of real marks, their models and engines (`vehicles.demo-catalogue.ts`,
 * issue 32). Items are numbers of company 1's demo item master (made before: the
 * items feature seeds first), each modification about 33 of them; with fewer
 * than 1,000 there, numbers of their own.
 */
export async function seedDemoVehicles({ db, config }: AppDeps): Promise<void> {
  await db.transaction(async (tx) => {
    // Room for the sorts of a million rows (PGlite's defaults spill them to disk).
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    await seedVehicles(tx, config.demoScale);
  });
}

export async function seedVehicles(db: Executor, scale: number): Promise<void> {
  const counts = demoVehicleCounts(scale);
  const catalogue = demoCatalogueRows();
  const known = catalogue.marks.length;
  const [master] = rowsOf(
    await db.execute(sql`select count(*)::int as n from ${companyItems(1, 'i')}`),
    z.object({ n: z.coerce.number() }),
  );
  // A test's handful of items would give each modification only a few numbers.
  const masterCount = master?.n ?? 0;
  const masterSize = masterCount >= 1000 ? masterCount : 0;
  const numbers =
    masterSize > 0
      ? sql`select item_no, (row_number() over (order by item_no) - 1)::int as k from ${companyItems(1, 'i')}`
      : sql`select 'VEH' || lpad(i::text, 6, '0') as item_no, i as k from generate_series(0, 19999) i`;
  const size = masterSize > 0 ? masterSize : 20_000;
  // The item-number index is built once after the rows (a sort) rather than row by row:
  // inserting a million random keys into it takes most of the time otherwise.
  await db.execute(sql`drop index if exists vehicle_items_item_no_idx`);
  // One statement: each table's rows are made from the rows the one above returned, so the
  // demo's models hang only under its own marks (not under marks a test made before).
  //  - Mark g is catalogue mark g % known (past the catalogue named 'Audi 2', 'Audi 3'...).
  //  - Model g is model j = g / marks of mark g % marks: the mark's base model j % len,
  //    generation j / len ('Golf', ..., 'Golf II', ...), with a range of that generation.
  //  - Modification g is number i = g / models of model g % models: its family's engine
  //    (i + model) % engines, each pass over the engines a stronger version (+15 % power),
  //    so a model's modifications differ and neighbouring models start on other engines.
  //  - Modification k takes items (j * 7919 + k * 31) mod size for j = 0, 1, ...: 7919 is
  //    a prime, so a modification's numbers differ while it has fewer than `size`.
  await db.execute(sql`
    with catalogue as (
           select * from ${recordSet(catalogue.marks, 'n int, mark text, family text, pc boolean, cv boolean, lcv boolean, mc boolean')}),
         bases as (
           select * from ${recordSet(catalogue.models, 'n int, j int, model text, body int, drive int')}),
         base_counts as (select n, count(*)::int as len from bases group by n),
         engines as (
           select * from ${recordSet(
             catalogue.engines,
             'family text, e int, capacity float8, label text, hp int, fuel int, engine_type int, fuel_preparation int, cylinders int, valve int',
           )}),
         engine_counts as (select family, count(*)::int as len from engines group by family),
         mark_rows as (
           select g, c.n, c.family, c.pc, c.cv, c.lcv, c.mc,
                  c.mark || case when g < ${known}::int then '' else ' ' || (g / ${known}::int + 1)::text end as mark
             from generate_series(0, ${counts.marks - 1}::int) g
             join catalogue c on c.n = g % ${known}::int),
         new_marks as (
           insert into vehicle_marks (mark, active, manual, oe, pc, cv, ax, en, gr, lcv, mc)
           select mark, g % 17 <> 16, false, g % 3 = 0, pc, cv, g % 6 = 0, g % 7 = 0, g % 9 = 0, lcv, mc
             from mark_rows
           on conflict do nothing
           returning mark_id, mark),
         model_places as (
           select mg as g, nm.mark_id, mr.family, b.model as base, b.body, b.drive,
                  (mg / ${counts.marks}::int) / bc.len as gen, (mg / ${counts.marks}::int) % bc.len as b
             from generate_series(0, ${counts.models - 1}::int) mg
             join mark_rows mr on mr.g = mg % ${counts.marks}::int
             join new_marks nm on nm.mark = mr.mark
             join base_counts bc on bc.n = mr.n
             join bases b on b.n = mr.n and b.j = (mg / ${counts.marks}::int) % bc.len),
         model_rows as (
           select g, mark_id, family, body, drive,
                  base || case when gen = 0 then ''
                               when gen < 10 then ' ' || (${textArray(demoGenerations)})[gen + 1]
                               else ' Mk' || (gen + 1)::text end as model,
                  lpad((1 + (b * 5 + gen * 7) % 12)::text, 2, '0') || '.' || since::text || ' - '
                    || case when since + 6 + (b + gen) % 3 > 2025 then ''
                            else lpad((1 + (b * 7 + gen) % 12)::text, 2, '0') || '.'
                                 || (since + 6 + (b + gen) % 3)::text end as model_range
             from (select *, least(1982 + gen * 7 + b % 5, 2024) as since from model_places) p),
         new_models as (
           insert into vehicle_models (mark_id, model, model_range, active, manual, pc, cv, ax, lcv, mc, sort)
           select mark_id, model, model_range, g % 23 <> 22, false, body not in (9, 11, 12, 13),
                  body in (9, 11, 12), body in (11, 12), body in (8, 9), body = 13, 0
             from model_rows
           returning model_id, mark_id, model, model_range),
         type_rows as (
           select tg as g, tg / ${counts.models}::int as i, nm.model_id, nm.mark_id, nm.model_range, mr.body, mr.drive,
                  e.e, e.capacity, e.label, e.fuel, e.engine_type, e.fuel_preparation, e.cylinders, e.valve,
                  round(e.hp * (1 + 0.15 * ((tg / ${counts.models}::int) / ec.len)))::int as power
             from generate_series(0, ${counts.types - 1}::int) tg
             join model_rows mr on mr.g = tg % ${counts.models}::int
             join new_models nm on nm.mark_id = mr.mark_id and nm.model = mr.model
             join engine_counts ec on ec.family = mr.family
             join engines e on e.family = mr.family
                           and e.e = (tg / ${counts.models}::int + tg % ${counts.models}::int) % ec.len),
         new_types as (
           insert into vehicle_types (model_id, mark_id, type_name, type_range, body_type, drive_type, engine_type,
                                      fuel, fuel_preparation, engines, capacity, ccm_tech, cylinders, valve, hp, kw,
                                      tonnage, active, manual, sort)
           select model_id, mark_id,
                  coalesce(to_char(capacity, 'FM990.0') || ' ', '') || label || ' ' || power::text || ' hp',
                  model_range, body, drive, engine_type, fuel, fuel_preparation,
                  upper(substr(md5(g::text), 1, 3)) || lpad((g % 1000)::text, 3, '0'),
                  capacity, round(capacity * 1000)::int - (e * 7) % 30, cylinders, valve,
                  power, round(power * 0.7355)::int,
                  case when body in (11, 12) then 12 + 4 * (i % 8)
                       when body = 9 then case when i % 2 = 0 then 3.5 else 2.8 end end,
                  g % 29 <> 28, false, 0
             from type_rows
           returning type_id),
         type_keys as (select type_id, (row_number() over (order by type_id) - 1)::int as k from new_types),
         master as (${numbers})
    insert into vehicle_items (type_id, item_no, manual)
    select type_keys.type_id, master.item_no, false
    from generate_series(0, ${counts.items - 1}::int) g
    join type_keys on type_keys.k = g % ${counts.types}::int
    join master on master.k = ((g::bigint / ${counts.types}) * 7919 + type_keys.k * 31) % ${size}
    order by 1, 2
    on conflict do nothing`);
  await db.execute(
    sql`create index vehicle_items_item_no_idx on vehicle_items using btree (item_no, type_id)`,
  );
}
