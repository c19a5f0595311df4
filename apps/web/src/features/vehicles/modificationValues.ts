import {
  vehicleDefaultSort,
  vehicleDictionaryNames,
  vehicleNumberFields,
  vehiclePictureField,
  vehicleTypeFormSchema,
  type TextKey,
  type VehicleDictionaryName,
  type VehicleNumberField,
  type VehicleType,
} from '@bo/contract';
import { z } from 'zod';
import { checkedBy } from './vehicleForms';

export const numberFieldNames = Object.keys(vehicleNumberFields) as VehicleNumberField[];

export const dictionaryLabels: Record<VehicleDictionaryName, TextKey> = {
  bodyType: 'vehicleBodyType',
  driveType: 'vehicleDriveType',
  engineType: 'vehicleEngineType',
  fuel: 'vehicleFuel',
  fuelPreparation: 'vehicleFuelPreparation',
};
export const numberLabels: Record<VehicleNumberField, TextKey> = {
  capacity: 'vehicleCapacity',
  ccmTech: 'vehicleCcmTech',
  cylinders: 'vehicleCylinders',
  valve: 'vehicleValve',
  hp: 'vehicleHp',
  kw: 'vehicleKw',
  tonnage: 'vehicleTonnage',
};

/**
 * The form's values, checked by the contract's rules (C§5: 'The TypeName field
 * is required.'). A dictionary field holds the entry's id, 0 for none; a
 * number field the text typed, empty for unknown.
 */
export const modificationValuesSchema = z
  .object({
    typeName: z.string(),
    typeRange: z.string(),
    ...(Object.fromEntries(vehicleDictionaryNames.map((name) => [name, z.number()])) as Record<
      VehicleDictionaryName,
      z.ZodNumber
    >),
    engines: z.string(),
    ...(Object.fromEntries(numberFieldNames.map((name) => [name, z.string()])) as Record<
      VehicleNumberField,
      z.ZodString
    >),
    sort: z.string(),
    active: z.boolean(),
    manual: z.boolean(),
    file: z.instanceof(File).nullable(),
  })
  .superRefine(checkedBy(vehicleTypeFormSchema));
type ModificationValues = z.infer<typeof modificationValuesSchema>;
export const textFields = [
  'typeName',
  'typeRange',
  ...vehicleDictionaryNames,
  'engines',
  ...numberFieldNames,
  'sort',
  'active',
] as const;

export function modificationValues(type: VehicleType | null): ModificationValues {
  const dictionaries = Object.fromEntries(
    vehicleDictionaryNames.map((name) => [name, type?.[name] ?? 0]),
  ) as Record<VehicleDictionaryName, number>;
  const numbers = Object.fromEntries(
    numberFieldNames.map((name) => [name, String(type?.[name] ?? '')]),
  ) as Record<VehicleNumberField, string>;
  return {
    typeName: type?.typeName ?? '',
    typeRange: type?.typeRange ?? '',
    ...dictionaries,
    engines: type?.engines ?? '',
    ...numbers,
    sort: String(type?.sort ?? vehicleDefaultSort),
    active: type?.active ?? true,
    manual: type?.manual ?? true,
    file: null,
  };
}

/**
 * CreateVehicle and UpdateVehicle's multipart form (C§7): the fields, the model
 * and mark, the picture `file`. The update names every field 'model.' plus its
 * name, as C§5 says of typeName.
 */
export function modificationFormData(
  values: ModificationValues,
  ids: { markId: number; modelId: number; typeId: number | null },
): FormData {
  const prefix = ids.typeId === null ? '' : 'model.';
  const data = new FormData();
  const set = (name: string, value: string | number | boolean) =>
    data.set(`${prefix}${name}`, String(value));
  if (ids.typeId !== null) set('typeId', ids.typeId);
  set('modelId', ids.modelId);
  set('markId', ids.markId);
  for (const field of textFields) set(field, values[field]);
  if (values.file) data.set(vehiclePictureField, values.file, values.file.name);
  return data;
}
