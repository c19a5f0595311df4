import {
  markFlagNames,
  modelFlagNames,
  text,
  vehicleDictionaryNames,
  vehicleImportKinds,
  vehicleImportTypes,
  vehicleLimits,
  vehicleNumberFields,
  type Text,
  type TextKey,
  type VehicleDictionaryName,
  type VehicleImportType,
  type VehicleNumberField,
} from '@bo/contract';
import type { ExportValue, SpreadsheetColumn } from '../../platform/excel/spreadsheet-export.js';
import type { SpreadsheetKind } from '../../platform/excel/spreadsheet-rows.js';
import type {
  ItemExportRow,
  MarkExportRow,
  ModelExportRow,
  TypeExportRow,
} from './vehicle-files.repository.js';

/**
 * The columns of the vehicle editor's files (issue 13, C§2.6): one list per
 * file type, from which the export writes its header and cells, the import
 * reads its header and cells, and the Reference PDF documents each column,
 * so none of the three can drift from the others. A column's header is the
 * record's field name (matched in any letter case on import).
 */

/**
 * `required`: the header must name it and every line fill it; `optional`: the
 * cell may be empty (the form's default), and a column left out keeps the
 * stored values; `notRead`: written by the export for people, ignored on import.
 */
export type ColumnUse = 'required' | 'optional' | 'notRead';

interface VehicleFileColumn<Row> extends SpreadsheetColumn<Row> {
  use: ColumnUse;
  /** What the column holds, for the Reference. */
  holds: Text;
  example: string;
  /** A true/false cell: read in any letter case (TRUE, as Excel writes it). */
  flag?: boolean;
  /** Written only by the full export (ExportVehiclesFull). */
  fullOnly?: boolean;
}

export interface VehicleFile<Row> {
  type: VehicleImportType;
  /** The file's name in the Reference. */
  name: TextKey;
  /** Which export writes it and what the import does, in the Reference. */
  note: TextKey;
  kinds: readonly SpreadsheetKind[];
  /** The export's sheet (and file) name. */
  sheetName: string;
  columns: readonly VehicleFileColumn<Row>[];
}

const notRead = 'notRead' as const;

/** A row with these fields: what a column reads its cell from. */
type RowWith<Field extends string> = Record<Field, ExportValue>;

type ColumnOptions = Partial<Pick<VehicleFileColumn<never>, 'flag' | 'fullOnly' | 'width'>>;

/** A column whose cell is the row's field of the header's name. */
function column<Field extends string>(
  header: Field,
  use: ColumnUse,
  holds: Text,
  example: string,
  options: ColumnOptions = {},
): VehicleFileColumn<RowWith<Field>> {
  return {
    header,
    use,
    holds,
    example,
    value: (row) => row[header],
    width: Math.max(10, header.length + 2),
    ...options,
  };
}

/** A file type's description; its kinds are those the import reads. */
const vehicleFile = <Row>(file: Omit<VehicleFile<Row>, 'kinds'>): VehicleFile<Row> => ({
  ...file,
  kinds: vehicleImportKinds[file.type],
});

/**
 * The mark, model, modification and item every example describes, so that
 * the Reference's examples agree from one file to the next.
 */
const sample = {
  markId: '12',
  mark: 'Audi',
  modelId: '340',
  model: 'A4 (8K2, B8)',
  typeId: '5120',
  typeName: '2.0 TDI',
  itemNo: 'OC90',
  description: 'Oil filter',
  brand: 'MAHLE',
  groupCode: 'FILTERS',
  subGroupCode: 'OIL',
};

/**
 * A column of one of the sample's fields: the files differ only in whether
 * they read it and in how they describe it.
 */
const sampleColumn = <Field extends keyof typeof sample>(
  header: Field,
  use: ColumnUse,
  holds: TextKey,
  options?: ColumnOptions,
) => column(header, use, text(holds), sample[header], options);

/** A record's name: required, in a wide column. */
const nameColumn = <Field extends 'mark' | 'model' | 'typeName'>(
  header: Field,
  holds: TextKey,
  max: number,
) => column(header, 'required', text(holds, { max }), sample[header], { width: 30 });

const rangeColumn = <Field extends string>(header: Field, example: string) =>
  column(header, 'optional', text('vehicleRefRange'), example, { width: 20 });

/** A true/false cell, read in any letter case (TRUE, as Excel writes it). */
const flagColumn = <Field extends string>(
  header: Field,
  holds: Text,
  example: 'true' | 'false',
  options: ColumnOptions = {},
) => column(header, 'optional', holds, example, { flag: true, ...options });

/** The record's flags (C§3), on narrow columns. */
const flagColumns = <Flag extends string>(flags: readonly Flag[]) =>
  flags.map((flag) =>
    flagColumn(flag, text('vehicleRefFlag', { flag }), flag === 'pc' ? 'true' : 'false', {
      width: 6,
    }),
  );

const activeColumn = flagColumn('active', text('vehicleRefActive'), 'true');
const sortColumn = column(
  'sort',
  'optional',
  text('vehicleRefSort', { max: vehicleLimits.sortMax }),
  '0',
);
const manualColumn = column('manual', notRead, text('vehicleRefManual'), 'false');

export const marksFile = vehicleFile<MarkExportRow>({
  type: vehicleImportTypes.marks,
  name: 'vehicleRefMarks',
  note: 'vehicleRefMarksNote',
  sheetName: 'Marks',
  columns: [
    sampleColumn('markId', 'optional', 'vehicleRefMarkId'),
    nameColumn('mark', 'vehicleRefMarkName', vehicleLimits.nameMaxLength),
    activeColumn,
    ...flagColumns(markFlagNames),
    manualColumn,
  ],
});

export const modelsFile = vehicleFile<ModelExportRow>({
  type: vehicleImportTypes.models,
  name: 'vehicleRefModels',
  note: 'vehicleRefModelsNote',
  sheetName: 'Models',
  columns: [
    sampleColumn('modelId', 'optional', 'vehicleRefModelId'),
    sampleColumn('markId', 'required', 'vehicleRefModelMarkId'),
    nameColumn('model', 'vehicleRefModelName', vehicleLimits.nameMaxLength),
    rangeColumn('modelRange', '11.2007 - 12.2015'),
    activeColumn,
    sortColumn,
    ...flagColumns(modelFlagNames),
    manualColumn,
  ],
});

const dictionaryColumn = (name: VehicleDictionaryName) =>
  column(name, 'optional', text('vehicleRefDictionary', { list: name }), '1');

/** What each number column holds and an example, in the file's order. */
const numberSamples: Record<VehicleNumberField, { holds: TextKey; example: string }> = {
  capacity: { holds: 'vehicleRefCapacity', example: '2.0' },
  ccmTech: { holds: 'vehicleRefCcmTech', example: '1968' },
  cylinders: { holds: 'vehicleRefCylinders', example: '4' },
  valve: { holds: 'vehicleRefValves', example: '16' },
  hp: { holds: 'vehicleRefHp', example: '143' },
  kw: { holds: 'vehicleRefKw', example: '105' },
  tonnage: { holds: 'vehicleRefTonnage', example: '' },
};

const numberColumns = (Object.keys(numberSamples) as VehicleNumberField[]).map((name) => {
  const { min, max } = vehicleNumberFields[name];
  const { holds, example } = numberSamples[name];
  return column(name, 'optional', text(holds, { min, max }), example);
});

/** The names beside the ids in the full export. */
const fullNames: ColumnOptions = { fullOnly: true, width: 25 };

export const vehiclesFile = vehicleFile<TypeExportRow>({
  type: vehicleImportTypes.vehicles,
  name: 'vehicleRefVehicles',
  note: 'vehicleRefVehiclesNote',
  sheetName: 'Vehicles',
  columns: [
    sampleColumn('typeId', 'optional', 'vehicleRefTypeId'),
    sampleColumn('markId', 'optional', 'vehicleRefTypeMarkId'),
    sampleColumn('mark', notRead, 'vehicleRefMarkOf', fullNames),
    sampleColumn('modelId', 'required', 'vehicleRefTypeModelId'),
    sampleColumn('model', notRead, 'vehicleRefModelOf', fullNames),
    nameColumn('typeName', 'vehicleRefTypeName', vehicleLimits.typeNameMaxLength),
    rangeColumn('typeRange', '11.2007 - '),
    ...vehicleDictionaryNames.map(dictionaryColumn),
    column(
      'engines',
      'optional',
      text('vehicleRefEngines', { max: vehicleLimits.enginesMaxLength }),
      'CAGA, CMEA',
      { width: 20 },
    ),
    ...numberColumns,
    activeColumn,
    sortColumn,
    manualColumn,
  ],
});

/**
 * The items file: the modification's columns, then the item's as C§3 lists a
 * vehicle item; the items import and remove by list read typeId and itemNo.
 */
export const itemsFile = vehicleFile<ItemExportRow>({
  type: vehicleImportTypes.items,
  name: 'vehicleRefItems',
  note: 'vehicleRefItemsNote',
  sheetName: 'VehicleItems',
  columns: [
    sampleColumn('markId', notRead, 'vehicleRefItemMarkId'),
    sampleColumn('mark', notRead, 'vehicleRefMarkOf'),
    sampleColumn('modelId', notRead, 'vehicleRefItemModelId'),
    sampleColumn('model', notRead, 'vehicleRefModelOf'),
    sampleColumn('typeId', 'required', 'vehicleRefItemTypeId'),
    sampleColumn('typeName', notRead, 'vehicleRefItemTypeName'),
    sampleColumn('itemNo', 'required', 'vehicleRefItemNo'),
    sampleColumn('description', notRead, 'vehicleRefItemDescription'),
    sampleColumn('brand', notRead, 'vehicleRefItemBrand'),
    // C§3's vehicle item: itemNo, description, brand, groupCode, subGroupCode, manual.
    sampleColumn('groupCode', notRead, 'vehicleRefItemGroupCode'),
    sampleColumn('subGroupCode', notRead, 'vehicleRefItemSubGroupCode'),
    manualColumn,
  ],
});

export const removeItemsFile = vehicleFile<ItemExportRow>({
  ...itemsFile,
  type: vehicleImportTypes.removeItems,
  name: 'vehicleRefRemoveItems',
  note: 'vehicleRefRemoveNote',
});

/** Every file type, in import type order: what the Reference documents. */
export const vehicleFiles: readonly VehicleFile<never>[] = [
  marksFile,
  modelsFile,
  vehiclesFile,
  itemsFile,
  removeItemsFile,
];

/** The columns an export writes: all, or all but the full export's (`fullOnly`). */
export const exportColumns = <Row>(file: VehicleFile<Row>, full = false) =>
  file.columns.filter((c) => full || !c.fullOnly);

/** The columns an import reads. */
export const readColumns = <Row>(file: VehicleFile<Row>) =>
  file.columns.filter((c) => c.use !== notRead);
