import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';
import type { AppDeps } from '../../platform/feature.js';
import { rowsOf } from './vehicles.repository.js';

const markNames = [
  'Acura',
  'Alfa Romeo',
  'Audi',
  'BMW',
  'Buick',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Citroen',
  'Dacia',
  'Daewoo',
  'DAF',
  'Dodge',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Isuzu',
  'Iveco',
  'Jaguar',
  'Jeep',
  'Kia',
  'Lada',
  'Land Rover',
  'Lexus',
  'MAN',
  'Mazda',
  'Mercedes-Benz',
  'MINI',
  'Mitsubishi',
  'Nissan',
  'Opel',
  'Peugeot',
  'Porsche',
  'Renault',
  'Rover',
  'Saab',
  'Scania',
  'Seat',
  'Skoda',
  'Smart',
  'SsangYong',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
  'ZAZ',
  'Chery',
  'Geely',
  'BYD',
  'Great Wall',
  'Lancia',
  'Yamaha',
  'Kawasaki',
  'Ducati',
  'Renault Trucks',
  'GAZ',
];

const modelNames = [
  'Astra',
  'Corsa',
  'Golf',
  'Passat',
  'Polo',
  'Focus',
  'Fiesta',
  'Mondeo',
  'Transit',
  'Octavia',
  'Fabia',
  'Superb',
  'Corolla',
  'Camry',
  'RAV4',
  'Civic',
  'Accord',
  'Qashqai',
  'Micra',
  'Megane',
  'Clio',
  'Kangoo',
  'Logan',
  'Duster',
  '308',
  '406',
  'Partner',
  'Berlingo',
  'C4',
  'Punto',
  'Doblo',
  'Ducato',
  'Sprinter',
  'Vito',
  'A4',
  'A6',
  '3 Series',
  '5 Series',
  'X5',
  'Sportage',
];

const engineLabels = ['TSI', 'TDI', 'MPI', 'CRDi', 'dCi', 'HDi', 'VTEC', 'GDI', 'EcoBoost', 'JTD'];

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

/**
 * The vehicle database's demo at catalogue scale (issue 13): every table by one
 * INSERT ... SELECT over generate_series. Items are numbers of company 1's demo
 * item master (made before: the items feature seeds first), each modification
 * about 33 of them; with fewer than 1,000 there, numbers of their own.
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
  await db.execute(sql`
    insert into vehicle_marks (mark, active, manual, oe, pc, cv, ax, en, gr, lcv, mc)
    select case when g <= ${markNames.length} then (${textArray(markNames)})[g]
                else (${textArray(markNames)})[1 + (g - 1) % ${markNames.length}] || ' ' || ((g - 1) / ${markNames.length} + 1)::text end,
           g % 17 <> 0, false, g % 3 = 0, g % 5 <> 0, g % 4 = 0, g % 6 = 0, g % 7 = 0, g % 9 = 0, g % 2 = 0, g % 11 = 0
    from generate_series(1, ${counts.marks}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    with mark as (select mark_id, (row_number() over (order by mark_id) - 1)::int as k from vehicle_marks)
    insert into vehicle_models (mark_id, model, model_range, active, manual, pc, cv, ax, lcv, mc, sort)
    select mark.mark_id,
           (${textArray(modelNames)})[1 + (g / ${counts.marks}::int) % ${modelNames.length}]
             || ' ' || (1 + g / (${counts.marks}::int * ${modelNames.length}))::text,
           lpad((1 + g % 12)::text, 2, '0') || '.' || (1985 + g % 36)::text || ' - '
             || case when 1985 + g % 36 + 4 + g % 5 > 2025 then ''
                     else lpad((1 + (g * 7) % 12)::text, 2, '0') || '.' || (1985 + g % 36 + 4 + g % 5)::text end,
           g % 23 <> 0, false, g % 5 <> 0, g % 4 = 0, g % 6 = 0, g % 3 = 0, g % 13 = 0, 0
    from generate_series(0, ${counts.models - 1}::int) g
    join mark on mark.k = g % ${counts.marks}::int`);
  await db.execute(sql`
    with model as (select model_id, mark_id, model_range, (row_number() over (order by model_id) - 1)::int as k from vehicle_models)
    insert into vehicle_types (model_id, mark_id, type_name, type_range, body_type, drive_type, engine_type,
                               fuel, fuel_preparation, engines, capacity, ccm_tech, cylinders, valve, hp, kw,
                               tonnage, active, manual, sort)
    select model.model_id, model.mark_id,
           to_char((10 + g % 30) / 10.0, 'FM0.0') || ' ' || (${textArray(engineLabels)})[1 + g % ${engineLabels.length}]
             || ' ' || (60 + g % 240)::text || ' hp',
           model.model_range,
           1 + g % 12, 1 + g % 3, 1 + g % 2, 1 + g % 2, case when g % 2 = 0 then 4 else 5 end,
           upper(substr(md5(g::text), 1, 3)) || lpad((g % 1000)::text, 3, '0'),
           (10 + g % 30) / 10.0, (10 + g % 30) * 100 - g % 3, case when g % 30 > 15 then 6 else 4 end,
           case when g % 3 = 0 then 8 else 16 end, 60 + g % 240, round((60 + g % 240) * 0.7355)::int,
           case when g % 12 = 10 then 3.5 else null end, g % 29 <> 0, false, 0
    from generate_series(0, ${counts.types - 1}::int) g
    join model on model.k = g % ${counts.models}::int`);
  const [master] = rowsOf(
    await db.execute(sql`select count(*)::int as n from items where com_id = 1`),
    z.object({ n: z.coerce.number() }),
  );
  // A test's handful of items would give each modification only a few numbers.
  const masterCount = master?.n ?? 0;
  const masterSize = masterCount >= 1000 ? masterCount : 0;
  const numbers =
    masterSize > 0
      ? sql`select item_no, (row_number() over (order by item_no) - 1)::int as k from items where com_id = 1`
      : sql`select 'VEH' || lpad(i::text, 6, '0') as item_no, i as k from generate_series(0, 19999) i`;
  const size = masterSize > 0 ? masterSize : 20_000;
  // Modification k takes numbers (j * 7919 + k * 31) mod size for j = 0, 1, ...: 7919 is a
  // prime, so a modification's numbers differ while it has fewer than `size` of them.
  // The item-number index is built once after the rows (a sort) rather than row by row:
  // inserting a million random keys into it takes most of the time otherwise.
  await db.execute(sql`drop index if exists vehicle_items_item_no_idx`);
  await db.execute(sql`
    with master as (${numbers}),
         type as (select type_id, (row_number() over (order by type_id) - 1)::int as k from vehicle_types)
    insert into vehicle_items (type_id, item_no, manual)
    select type.type_id, master.item_no, false
    from generate_series(0, ${counts.items - 1}::int) g
    join type on type.k = g % ${counts.types}::int
    join master on master.k = ((g::bigint / ${counts.types}) * 7919 + type.k * 31) % ${size}
    order by 1, 2
    on conflict do nothing`);
  await db.execute(
    sql`create index vehicle_items_item_no_idx on vehicle_items using btree (item_no, type_id)`,
  );
}
