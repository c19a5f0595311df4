import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vehicleDefaultSort } from '@bo/contract';

/*
 * The vehicle database (C§3, DESIGN §9): marks → models → modifications
 * (types) → items. One for the whole portal: no comId, a vehicle is the same
 * car for every company; audit rows name the editor and their company, and
 * item texts come from the caller's company's item master at read time.
 * `manual`: created in the back office (imports write false).
 */

const dictionary = (name: string) =>
  pgTable(name, {
    id: smallint('id').primaryKey(),
    name: text('name').notNull().unique(`${name}_name_key`),
    /** The Ukrainian name, served to a caller whose language is Ukrainian. */
    nameUk: text('name_uk').notNull().default(''),
  });

/** The modification's dictionaries (C§3), seeded by the migration. */
export const vehicleBodyTypes = dictionary('vehicle_body_types');
export const vehicleDriveTypes = dictionary('vehicle_drive_types');
export const vehicleEngineTypes = dictionary('vehicle_engine_types');
export const vehicleFuels = dictionary('vehicle_fuels');
export const vehicleFuelPreparations = dictionary('vehicle_fuel_preparations');

export const vehicleMarks = pgTable(
  'vehicle_marks',
  {
    markId: serial('mark_id').primaryKey(),
    mark: text('mark').notNull(),
    active: boolean('active').notNull().default(true),
    manual: boolean('manual').notNull().default(false),
    oe: boolean('oe').notNull().default(false),
    pc: boolean('pc').notNull().default(false),
    cv: boolean('cv').notNull().default(false),
    ax: boolean('ax').notNull().default(false),
    en: boolean('en').notNull().default(false),
    gr: boolean('gr').notNull().default(false),
    lcv: boolean('lcv').notNull().default(false),
    mc: boolean('mc').notNull().default(false),
  },
  (t) => [
    // The natural key of the marks import (a mark named once, whatever its letter case)
    // and the list's order by name.
    uniqueIndex('vehicle_marks_mark_key').on(sql`lower(${t.mark})`),
    index('vehicle_marks_mark_idx').on(sql`lower(${t.mark})`, t.markId),
    check('vehicle_marks_mark_check', sql`length(${t.mark}) between 1 and 100`),
  ],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    modelId: serial('model_id').primaryKey(),
    markId: integer('mark_id')
      .notNull()
      .references(() => vehicleMarks.markId, { onDelete: 'restrict' }),
    model: text('model').notNull(),
    /** `mm.yyyy - mm.yyyy`, `mm.yyyy - ` (still built) or '' (C§3). */
    modelRange: text('model_range').notNull().default(''),
    active: boolean('active').notNull().default(true),
    manual: boolean('manual').notNull().default(false),
    pc: boolean('pc').notNull().default(false),
    cv: boolean('cv').notNull().default(false),
    ax: boolean('ax').notNull().default(false),
    lcv: boolean('lcv').notNull().default(false),
    mc: boolean('mc').notNull().default(false),
    sort: integer('sort').notNull().default(vehicleDefaultSort),
    /** Storage key of the picture, not a URL. */
    image: text('image'),
  },
  (t) => [
    // The target of the modifications' key, which keeps a modification's mark its model's.
    unique('vehicle_models_mark_model_key').on(t.markId, t.modelId),
    // A mark's models in their order; the models count per mark.
    index('vehicle_models_mark_sort_idx').on(t.markId, t.sort, sql`lower(${t.model})`, t.modelId),
    check('vehicle_models_model_check', sql`length(${t.model}) between 1 and 100`),
    check('vehicle_models_sort_check', sql`${t.sort} >= 0`),
  ],
);

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    typeId: serial('type_id').primaryKey(),
    modelId: integer('model_id').notNull(),
    /** The model's mark, kept here (C§3) so that counts per mark need no join. */
    markId: integer('mark_id').notNull(),
    typeName: text('type_name').notNull(),
    typeRange: text('type_range').notNull().default(''),
    bodyType: smallint('body_type').references(() => vehicleBodyTypes.id),
    driveType: smallint('drive_type').references(() => vehicleDriveTypes.id),
    engineType: smallint('engine_type').references(() => vehicleEngineTypes.id),
    fuel: smallint('fuel').references(() => vehicleFuels.id),
    fuelPreparation: smallint('fuel_preparation').references(() => vehicleFuelPreparations.id),
    /** Engine codes, as the catalogue writes them. */
    engines: text('engines').notNull().default(''),
    /** Litres. */
    capacity: doublePrecision('capacity'),
    ccmTech: integer('ccm_tech'),
    cylinders: smallint('cylinders'),
    valve: smallint('valve'),
    hp: integer('hp'),
    kw: integer('kw'),
    /** Tonnes. */
    tonnage: doublePrecision('tonnage'),
    active: boolean('active').notNull().default(true),
    manual: boolean('manual').notNull().default(false),
    sort: integer('sort').notNull().default(vehicleDefaultSort),
    image: text('image'),
  },
  (t) => [
    foreignKey({
      name: 'vehicle_types_model_fk',
      columns: [t.markId, t.modelId],
      foreignColumns: [vehicleModels.markId, vehicleModels.modelId],
    })
      .onDelete('restrict')
      .onUpdate('cascade'),
    // A model's modifications in their order; the types count per model.
    index('vehicle_types_model_sort_idx').on(
      t.modelId,
      t.sort,
      sql`lower(${t.typeName})`,
      t.typeId,
    ),
    // The types count per mark, and the exports by mark.
    index('vehicle_types_mark_idx').on(t.markId, t.modelId),
    check('vehicle_types_type_name_check', sql`length(${t.typeName}) between 1 and 200`),
    check('vehicle_types_sort_check', sql`${t.sort} >= 0`),
  ],
);

/**
 * The items of a modification: item numbers as given (cleaned and
 * upper-cased, C§5), whether or not an item master knows them.
 */
export const vehicleItems = pgTable(
  'vehicle_items',
  {
    typeId: integer('type_id')
      .notNull()
      .references(() => vehicleTypes.typeId, { onDelete: 'restrict' }),
    itemNo: text('item_no').notNull(),
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [
    // The natural key (imports upsert and remove by it); a modification's items in order; counts per type.
    primaryKey({ name: 'vehicle_items_pkey', columns: [t.typeId, t.itemNo] }),
    // The vehicles of an item number: the search and the export filter by itemNo.
    index('vehicle_items_item_no_idx').on(t.itemNo, t.typeId),
    check('vehicle_items_item_no_check', sql`${t.itemNo} ~ '^[0-9A-Z]{1,20}$'`),
  ],
);
