import { z } from 'zod';
import { maxDbInt, pageRequestSchema, pagedAnswerSchema } from './api.js';
import { importAnswerSchema } from './import-answer.js';
import { cleanItemSearch, itemNoMaxLength, itemNoPattern, itemSearchLimit } from './items.js';
import { positiveIdSchema } from './request-fields.js';
import type { RoleCode } from './roles.js';
import { fieldsNamed, fieldsOf, keyMask } from './shape-keys.js';
import { englishT as t } from './text/catalogue.js';

/**
 * The vehicle editor (C§2.5, C§2.6, C§3, C§4.3, C§5, C§7, C§8, C§9; DESIGN
 * §9): one vehicle database for the whole portal. Every call needs
 * VehicleEditor; the Delete calls also VehicleEditorDelete. The spec shows
 * only the export paths; the others follow `POST /api/VehicleEditor/<Action>`
 * (matched case-insensitively).
 */
export const vehicleApi = {
  /** No body: `{totalMarks, totalModels, totalVehicles, totalItems}`. */
  totalsInfo: '/api/VehicleEditor/TotalsInfo',
  /** Body `{size, page}`: the home's summary rows (mark, models, types), paged. */
  mainInfo: '/api/VehicleEditor/MainInfo',
  /** Body `{size, page, desc}`, query `filter`, `orderBy`: paged marks with their counts. */
  marks: '/api/VehicleEditor/Marks',
  /** Body the markId: the mark. */
  mark: '/api/VehicleEditor/Mark',
  /** Body the markId: its models, each with its modification count. */
  models: '/api/VehicleEditor/Models',
  /** Body the modelId: the model. */
  model: '/api/VehicleEditor/Model',
  /** Body the modelId: its modifications, each with its item count. */
  vehicles: '/api/VehicleEditor/Vehicles',
  /** Body the typeId: the modification. */
  vehicle: '/api/VehicleEditor/Vehicle',
  /** Body the typeId: its items with the caller's item master's description, brand and groups. */
  vehicleItems: '/api/VehicleEditor/VehicleItems',
  /** JSON mark: `{id}`. */
  createMark: '/api/VehicleEditor/CreateMark',
  /** JSON mark with markId: the mark. */
  updateMark: '/api/VehicleEditor/UpdateMark',
  /** Multipart model fields and `file`: `{id}`. */
  createModel: '/api/VehicleEditor/CreateModel',
  /** Multipart model fields with modelId and `file`: the model. */
  updateModel: '/api/VehicleEditor/UpdateModel',
  /** Multipart modification fields, `file`, `markId`: `{id}`. */
  createVehicle: '/api/VehicleEditor/CreateVehicle',
  /** Multipart modification fields with typeId (names may carry the prefix `model.`), `file`, `markId`: the modification. */
  updateVehicle: '/api/VehicleEditor/UpdateVehicle',
  /** Body `{typeId, items: [{itemNo}]}`: the added rows. */
  addItems: '/api/VehicleEditor/AddItems',
  /** Body the markId: `{ok: true}`; a mark with models is refused (409). */
  deleteMark: '/api/VehicleEditor/DeleteMark',
  /** Body the modelId: `{ok: true}`; a model with modifications is refused (409). */
  deleteModel: '/api/VehicleEditor/DeleteModel',
  /** Body the typeId: `{ok: true}`; a modification with items is refused (409). */
  deleteVehicle: '/api/VehicleEditor/DeleteVehicle',
  /** Body `{typeId, itemNo}`: `{ok: true}`. */
  deleteVehicleItem: '/api/VehicleEditor/DeleteVehicleItem',
  /** Body the typeId: every item of the modification goes; `{ok: true}`. */
  deleteVehicleItems: '/api/VehicleEditor/DeleteVehicleItems',
  /** Body the modelId: the model without its picture (VehicleEditor; issue 32). */
  deleteModelImage: '/api/VehicleEditor/DeleteModelImage',
  /** Body the typeId: the modification without its picture (VehicleEditor; issue 32). */
  deleteVehicleImage: '/api/VehicleEditor/DeleteVehicleImage',
  /** Body the cleaned number as a JSON string: at most 50 items of the caller's item master. */
  searchItems: '/api/VehicleEditor/SearchItems',
  /** No body: `{bodyType, driveType, engineType, fuel, fuelPreparation}`, each `[{id, name}]`. */
  dictionaries: '/api/VehicleEditor/Dictionaries',
} as const;

/** The import types of `POST /api/VehicleEditor/Import/{type}` (DESIGN §9, issue 13). */
export const vehicleImportTypes = {
  marks: 1,
  models: 2,
  vehicles: 3,
  items: 4,
  /** Remove items by list: the items export's columns, typeId and itemNo suffice. */
  removeItems: 5,
} as const;
export type VehicleImportType = (typeof vehicleImportTypes)[keyof typeof vehicleImportTypes];

/**
 * The import-export screen's calls (C§2.6, C§7). The exports are GET and
 * streamed: marks, models and modifications as .xlsx, items as .csv.
 */
export const vehicleFileApi = {
  exportMarks: '/api/VehicleEditor/ExportMarks/',
  exportModels: '/api/VehicleEditor/ExportModels/',
  exportVehicles: '/api/VehicleEditor/ExportVehicles/',
  exportVehiclesFull: '/api/VehicleEditor/ExportVehiclesFull/',
  /** Query `markId`, `modelId`, `itemNo`: optional filters, any together. */
  exportVehicleItems: '/api/VehicleEditor/ExportVehicleItems/',
  /** Multipart `file`: `{success, failedItems}`. */
  import: (type: VehicleImportType) => `/api/VehicleEditor/Import/${type}`,
  /** The instruction PDF: every import file's columns. */
  reference: '/api/VehicleEditor/Reference',
} as const;

/** The filters of ExportVehicleItems (the items widget's Export with filter). */
export const vehicleItemsExportQuerySchema = z.object({
  markId: z.coerce.number().int().positive().max(maxDbInt).optional(),
  modelId: z.coerce.number().int().positive().max(maxDbInt).optional(),
  itemNo: z.string().trim().max(itemNoMaxLength).optional(),
});
export type VehicleItemsExportQuery = z.infer<typeof vehicleItemsExportQuerySchema>;

/** A line an import did not write: its line number, the reason, and the line's key cells. */
const vehicleImportFailureSchema = z
  .object({ line: z.number().int(), error: z.string() })
  .catchall(z.union([z.string(), z.number(), z.null()]));
export type VehicleImportFailure = z.infer<typeof vehicleImportFailureSchema>;

/** The answer of every vehicle import; `imported` for remove by list: lines whose item was removed. */
export const vehicleImportAnswerSchema = importAnswerSchema({
  failedItems: z.array(vehicleImportFailureSchema),
});
export type VehicleImportAnswer = z.infer<typeof vehicleImportAnswerSchema>;

/** The second role every Delete call needs beside VehicleEditor (C§6, DESIGN §4). */
export const vehicleDeleteRoles = ['VehicleEditorDelete'] as const satisfies readonly RoleCode[];
/** The role of the export entries and calls (C§6). */
export const vehicleExportRoles = ['VehicleEditorExport'] as const satisfies readonly RoleCode[];

export const vehicleScreens = {
  home: '/vehicle-editor',
  marks: '/vehicle-editor/vehicles',
  importExport: '/vehicle-editor/import-export',
} as const;

/** C§9 and the lengths this product fixes where the spec is silent. */
export const vehicleLimits = {
  nameMaxLength: 100,
  typeNameMaxLength: 200,
  enginesMaxLength: 200,
  sortMax: 1_000_000,
  /** Item numbers of one AddItems call. */
  addItemsMax: 1000,
  /** Pictures of models and modifications (C§9): a recommendation, not a refusal. */
  pictureSize: { width: 500, height: 500 },
  /** Rows per page of the home's summary table (C§9). */
  summaryPageSize: 5,
  searchLimit: itemSearchLimit,
  /** Characters of SearchItems' text before it is cleaned: the route's and the service's one limit. */
  searchMaxLength: 100,
} as const;
export const vehicleDefaultSort = 0;
/** The file part of the model and modification forms (C§7). */
export const vehiclePictureField = 'file';

/** The five dictionaries of a modification (C§3), server tables. */
export const vehicleDictionaryNames = [
  'bodyType',
  'driveType',
  'engineType',
  'fuel',
  'fuelPreparation',
] as const;
export type VehicleDictionaryName = (typeof vehicleDictionaryNames)[number];

/** The number fields of a modification (C§3): whole or decimal, and their bounds. */
export const vehicleNumberFields = {
  capacity: { min: 0, max: 100, decimal: true },
  ccmTech: { min: 0, max: 100_000, decimal: false },
  cylinders: { min: 0, max: 64, decimal: false },
  valve: { min: 0, max: 256, decimal: false },
  hp: { min: 0, max: 10_000, decimal: false },
  kw: { min: 0, max: 10_000, decimal: false },
  tonnage: { min: 0, max: 1000, decimal: true },
} as const;
export type VehicleNumberField = keyof typeof vehicleNumberFields;

/** Mark flags (C§3): oe, pc, cv, ax, en, gr, lcv, mc. */
export const markFlagNames = ['oe', 'pc', 'cv', 'ax', 'en', 'gr', 'lcv', 'mc'] as const;
/** Model flags (C§3): pc, cv, ax, lcv, mc. */
export const modelFlagNames = ['pc', 'cv', 'ax', 'lcv', 'mc'] as const;

// ---------------------------------------------------------------------------
// Item numbers (C§5)

/** C§5's cleaning without the wildcard: what AddItems stores as the item number. */
export const cleanVehicleItemNo = (text: string): string =>
  cleanItemSearch(text).replaceAll('%', '');

/** SearchItems' body: C§5's cleaning (upper-cased, '*' to '%', only 0-9, A-Z and '%'). */
export const cleanVehicleItemSearch = cleanItemSearch;

export const vehicleItemNoSchema = z
  .string()
  .max(100)
  .transform(cleanVehicleItemNo)
  .refine((value) => itemNoPattern.test(value), { error: t('vehicleItemNoInvalid') });

// ---------------------------------------------------------------------------
// Answers (C§3)

export const vehicleMarkSchema = z.object({
  markId: z.number().int(),
  mark: z.string(),
  active: z.boolean(),
  manual: z.boolean(),
  ...fieldsNamed(markFlagNames, () => z.boolean()),
});
export type VehicleMark = z.infer<typeof vehicleMarkSchema>;

/** A row of the marks list (C§2.5): the mark with its models and types counts. */
const vehicleMarkRowSchema = vehicleMarkSchema.extend({
  modelsCount: z.number().int(),
  typesCount: z.number().int(),
});
export type VehicleMarkRow = z.infer<typeof vehicleMarkRowSchema>;
export const vehicleMarksAnswerSchema = pagedAnswerSchema(vehicleMarkRowSchema);

/** Columns the marks list sorts by (`orderBy`, any letter case). */
export const vehicleMarkOrderBy = [
  'Mark',
  'ModelsCount',
  'TypesCount',
  'Active',
  'Manual',
] as const;

/** A row of the home's summary table (C§2.6): mark link, models, types. */
const vehicleSummaryRowSchema = vehicleMarkRowSchema.pick(
  keyMask(['markId', 'mark', 'modelsCount', 'typesCount']),
);
export type VehicleSummaryRow = z.infer<typeof vehicleSummaryRowSchema>;
export const vehicleSummaryAnswerSchema = pagedAnswerSchema(vehicleSummaryRowSchema);
/** MainInfo's body: `{size, page}` (5 rows by default). */
export const vehicleMainInfoRequestSchema = pageRequestSchema.extend({
  size: pageRequestSchema.shape.size.default(vehicleLimits.summaryPageSize),
  page: pageRequestSchema.shape.page.default(0),
});

export const vehicleModelSchema = z.object({
  modelId: z.number().int(),
  markId: z.number().int(),
  model: z.string(),
  modelRange: z.string(),
  active: z.boolean(),
  manual: z.boolean(),
  ...fieldsNamed(modelFlagNames, () => z.boolean()),
  sort: z.number().int(),
  /** The stored picture's file name, or null. */
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** How many modifications the model has. */
  typesCount: z.number().int(),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

export const vehicleTypeSchema = z.object({
  typeId: z.number().int(),
  modelId: z.number().int(),
  markId: z.number().int(),
  typeName: z.string(),
  typeRange: z.string(),
  ...fieldsNamed(vehicleDictionaryNames, () => z.number().int().nullable()),
  engines: z.string(),
  ...fieldsOf(vehicleNumberFields, (name) =>
    vehicleNumberFields[name].decimal ? z.number().nullable() : z.number().int().nullable(),
  ),
  active: z.boolean(),
  manual: z.boolean(),
  sort: z.number().int(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  itemsCount: z.number().int(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/** An item of a modification (C§3): unknown numbers come with empty texts. */
export const vehicleItemSchema = z.object({
  itemNo: z.string(),
  description: z.string(),
  brand: z.string(),
  groupCode: z.string(),
  subGroupCode: z.string(),
  manual: z.boolean(),
});
export type VehicleItem = z.infer<typeof vehicleItemSchema>;

export const vehicleTotalsSchema = z.object({
  totalMarks: z.number().int(),
  totalModels: z.number().int(),
  totalVehicles: z.number().int(),
  totalItems: z.number().int(),
});
export type VehicleTotals = z.infer<typeof vehicleTotalsSchema>;

const vehicleDictionaryEntrySchema = z.object({ id: z.number().int(), name: z.string() });
export const vehicleDictionariesSchema = z.object(
  fieldsNamed(vehicleDictionaryNames, () => z.array(vehicleDictionaryEntrySchema)),
);
export type VehicleDictionaries = z.infer<typeof vehicleDictionariesSchema>;

/** An item of SearchItems: the caller's item master. */
export const vehicleSearchItemSchema = z.object({ itemNo: z.string(), description: z.string() });

export const vehicleIdAnswerSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------
// Bodies

/** AddItems (C§7): each number cleaned by C§5 and upper-cased. */
export const vehicleAddItemsRequestSchema = z.object({
  typeId: positiveIdSchema,
  items: z
    .array(z.object({ itemNo: vehicleItemNoSchema }))
    .min(1, { error: t('vehicleItemsEmpty') })
    .max(vehicleLimits.addItemsMax, {
      error: t('vehicleItemsTooMany', { max: vehicleLimits.addItemsMax }),
    }),
});

/** DeleteVehicleItem (C§7). */
export const vehicleDeleteItemRequestSchema = z.object({
  typeId: positiveIdSchema,
  itemNo: z.string().max(100).transform(cleanVehicleItemNo),
});

/** SearchItems' body as sent: the number as a JSON string (a 400 past the limit). */
export const vehicleSearchItemsTextSchema = z.string().max(vehicleLimits.searchMaxLength);
/** SearchItems' body: the number as a JSON string, cleaned again by the server. */
export const vehicleSearchItemsBodySchema =
  vehicleSearchItemsTextSchema.transform(cleanVehicleItemSearch);
