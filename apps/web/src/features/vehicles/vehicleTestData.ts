import type {
  Me,
  RoleCode,
  VehicleMark,
  VehicleMarkRow,
  VehicleModel,
  VehicleTotals,
} from '@bo/contract';

/** Tests only: a signed-in vehicle editor holding `extra` roles besides VehicleEditor. */
export const vehicleEditor = (...extra: RoleCode[]): Me => ({
  login: 'vehicles',
  fullName: 'Vera Vehicles',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['VehicleEditor', ...extra],
});

export const totals: VehicleTotals = {
  totalMarks: 61,
  totalModels: 2034,
  totalVehicles: 30_120,
  totalItems: 1_002_345,
};

/** Tests only: a paged list's answer holding `rows`. */
export const pageOf = <Row>(rows: Row[], total = rows.length, pageCount = 1) => ({
  body: { rows, pageCount, total, capped: false },
});

/** Tests only: an imported, active mark for passenger cars (pc), unless `fields` say otherwise. */
export const mark = (
  markId: number,
  name: string,
  fields: Partial<VehicleMark> = {},
): VehicleMark => ({
  markId,
  mark: name,
  active: true,
  manual: false,
  oe: false,
  pc: true,
  cv: false,
  ax: false,
  en: false,
  gr: false,
  lcv: false,
  mc: false,
  ...fields,
});

/** Tests only: a row of the marks list. */
export const markRow = (markId: number, name: string): VehicleMarkRow => ({
  ...mark(markId, name),
  modelsCount: 1,
  typesCount: 1,
});

/** Tests only: a model of mark `markId`. */
export const model = (
  markId: number,
  modelId: number,
  name: string,
  modelRange = '',
): VehicleModel => ({
  modelId,
  markId,
  model: name,
  modelRange,
  active: true,
  manual: false,
  pc: true,
  cv: false,
  ax: false,
  lcv: false,
  mc: false,
  sort: 0,
  image: null,
  imageUrl: null,
  typesCount: 3,
});

/** Tests only: mark 7, Audi, and its model 31, the A4 (B5). */
export const audi = mark(7, 'Audi');
export const a4 = model(7, 31, 'A4 (B5)', '11.1994 - 09.2001');
