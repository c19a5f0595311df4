import { vehicleScreens } from '@bo/contract';
import { useParams } from 'react-router';

const marks = vehicleScreens.marks;

/** The vehicle editor's addresses (C§2.5, C§2.6); an id 0 is a new record. */
export const vehiclePaths = {
  home: vehicleScreens.home,
  marks,
  mark: (markId: number) => `${marks}/${markId}`,
  model: (markId: number, modelId: number) => `${marks}/${markId}/${modelId}`,
  modification: (markId: number, modelId: number, typeId: number) =>
    `${marks}/${markId}/${modelId}/${typeId}`,
  markRoute: `${marks}/:markId`,
  modelRoute: `${marks}/:markId/:modelId`,
  modificationRoute: `${marks}/:markId/:modelId/:vehicleId`,
  /** The target of the item links of a modification's items (C§2.5). */
  search: (itemNo: string) => `/search/${encodeURIComponent(itemNo)}`,
  searchRoute: '/search/:itemNo',
} as const;

const idOf = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** The ids of the route: a number, or null where the address holds none or not a number. */
export function useVehicleRouteIds(): {
  markId: number | null;
  modelId: number | null;
  typeId: number | null;
} {
  const params = useParams();
  return {
    markId: idOf(params.markId),
    modelId: idOf(params.modelId),
    typeId: idOf(params.vehicleId),
  };
}
