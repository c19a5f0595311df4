import path from 'node:path';
import type { VehicleMark, VehicleModel, VehicleType } from '@bo/contract';
import type { Storage } from '../../platform/storage/storage.js';
import type { MarkRow, ModelRow, TypeRow } from './vehicles.repository.js';

/** The stored picture's file name, as the forms send it back as `image`. */
const pictureName = (key: string | null): string | null => (key ? path.posix.basename(key) : null);

export function presentMark(row: MarkRow): VehicleMark {
  return {
    markId: row.markId,
    mark: row.mark,
    active: row.active,
    manual: row.manual,
    oe: row.oe,
    pc: row.pc,
    cv: row.cv,
    ax: row.ax,
    en: row.en,
    gr: row.gr,
    lcv: row.lcv,
    mc: row.mc,
  };
}

export function presentModel(
  row: ModelRow & { typesCount: number },
  storage: Storage,
): VehicleModel {
  return {
    modelId: row.modelId,
    markId: row.markId,
    model: row.model,
    modelRange: row.modelRange,
    active: row.active,
    manual: row.manual,
    pc: row.pc,
    cv: row.cv,
    ax: row.ax,
    lcv: row.lcv,
    mc: row.mc,
    sort: row.sort,
    image: pictureName(row.image),
    imageUrl: row.image ? storage.publicUrl(row.image) : null,
    typesCount: row.typesCount,
  };
}

export function presentType(row: TypeRow & { itemsCount: number }, storage: Storage): VehicleType {
  return {
    typeId: row.typeId,
    modelId: row.modelId,
    markId: row.markId,
    typeName: row.typeName,
    typeRange: row.typeRange,
    bodyType: row.bodyType,
    driveType: row.driveType,
    engineType: row.engineType,
    fuel: row.fuel,
    fuelPreparation: row.fuelPreparation,
    engines: row.engines,
    capacity: row.capacity,
    ccmTech: row.ccmTech,
    cylinders: row.cylinders,
    valve: row.valve,
    hp: row.hp,
    kw: row.kw,
    tonnage: row.tonnage,
    active: row.active,
    manual: row.manual,
    sort: row.sort,
    image: pictureName(row.image),
    imageUrl: row.image ? storage.publicUrl(row.image) : null,
    itemsCount: row.itemsCount,
  };
}
