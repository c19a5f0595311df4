import type { TFunction } from 'i18next';

/** The level of a vehicle card: its texts are the level's. */
export type VehicleCardLevel = 'mark' | 'model' | 'modification';

const column = { mark: 0, model: 1, modification: 2 } as const;

/** The translation keys of each level's card (C§4.3, C§8), one column a level: mark, model, modification. */
const textKeys = {
  created: ['vehicleMarkCreated', 'vehicleModelCreated', 'vehicleCreated'],
  updated: ['vehicleMarkUpdated', 'vehicleModelUpdated', 'vehicleUpdated'],
  deleted: ['vehicleMarkDeleted', 'vehicleModelDeleted', 'vehicleDeleted'],
  deleteTitle: ['vehicleDeleteMark', 'vehicleDeleteModel', 'vehicleDeleteModification'],
  deleteConfirm: [
    'vehicleDeleteMarkConfirm',
    'vehicleDeleteModelConfirm',
    'vehicleDeleteModificationConfirm',
  ],
  blockedTitle: ['vehicleMarkDeleteBlocked', 'vehicleModelDeleteBlocked', 'vehicleDeleteBlocked'],
  blockedText: ['vehicleMarkHasModels', 'vehicleModelHasVehicles', 'vehicleHasItems'],
  newRecord: ['vehicleNewMark', 'vehicleNewModel', 'vehicleNewModification'],
  named: ['vehicleMarkNamed', 'vehicleModelNamed', 'vehicleModificationNamed'],
} as const;

/** One of a level's texts, translated. */
export function vehicleCardText(
  t: TFunction,
  level: VehicleCardLevel,
  text: keyof typeof textKeys,
  values?: { name: string },
): string {
  return t(textKeys[text][column[level]], values);
}
