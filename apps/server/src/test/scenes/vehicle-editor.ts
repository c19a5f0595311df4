import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorAnswer } from '@bo/contract';
import { makeItem } from '../factories/items.js';
import { pictureForm } from '../forms.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { auditRowsOf } from '../factories/audit.js';

/*
 * The scene the vehicle-editor test files share: the app of the file
 * (openVehicleEditorApp), its users and items, and the calls that make a
 * mark, a model and a modification. The bindings are set by the hook and read
 * by the tests through the import.
 */

export let t: TestApp;
export let editor: TestUser;
export let editorWithoutDelete: TestUser;
export let otherCompanyEditor: TestUser;
export let stranger: TestUser;

const base = '/api/VehicleEditor';
export const api = {
  totals: `${base}/TotalsInfo`,
  mainInfo: `${base}/MainInfo`,
  marks: `${base}/Marks`,
  mark: `${base}/Mark`,
  models: `${base}/Models`,
  model: `${base}/Model`,
  vehicles: `${base}/Vehicles`,
  vehicle: `${base}/Vehicle`,
  vehicleItems: `${base}/VehicleItems`,
  createMark: `${base}/CreateMark`,
  updateMark: `${base}/UpdateMark`,
  createModel: `${base}/CreateModel`,
  updateModel: `${base}/UpdateModel`,
  createVehicle: `${base}/CreateVehicle`,
  updateVehicle: `${base}/UpdateVehicle`,
  addItems: `${base}/AddItems`,
  deleteMark: `${base}/DeleteMark`,
  deleteModel: `${base}/DeleteModel`,
  deleteVehicle: `${base}/DeleteVehicle`,
  deleteItem: `${base}/DeleteVehicleItem`,
  deleteItems: `${base}/DeleteVehicleItems`,
  searchItems: `${base}/SearchItems`,
  dictionaries: `${base}/Dictionaries`,
  deleteModelImage: `${base}/DeleteModelImage`,
  deleteVehicleImage: `${base}/DeleteVehicleImage`,
};

/** The app of the test file that calls this, with its users and items; closed after its tests. */
export function openVehicleEditorApp() {
  openTestApp({ uploadLimitBytes: 2 * 1024 * 1024 }, async (app) => {
    t = app;
    editor = await t.makeUser({ roles: ['VehicleEditor', 'VehicleEditorDelete'] });
    editorWithoutDelete = await t.makeUser({ roles: ['VehicleEditor'] });
    otherCompanyEditor = await t.makeUser({ roles: ['VehicleEditor'], comId: 2 });
    stranger = await t.makeUser({ roles: ['CatalogManager', 'VehicleEditorDelete'] });
    await makeItem(t.deps.db, {
      itemNo: 'VOC90',
      description: 'Oil filter VOC90',
      brand: 'MAHLE',
      groupCode: 'FILT',
      subGroupCode: 'OIL',
    });
    await makeItem(t.deps.db, { itemNo: 'VOC91', description: 'Oil filter VOC91' });
    await makeItem(t.deps.db, { comId: 2, itemNo: 'VOC90', description: 'Company 2 filter' });
  });
}

export const messageOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().message;

/** The response, after checking that it is a 200. */
export function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

export const form = (fields: Record<string, string>, picture?: Blob): FormData =>
  pictureForm(fields, 'file', picture);

let counter = 0;
export const unique = (name: string) => `${name} ${++counter}`;

export async function createMark(fields: Record<string, unknown> = {}) {
  return ok(await t.post(api.createMark, { mark: unique('Mark'), ...fields }, editor)).json<{
    id: number;
  }>().id;
}

export async function createModel(
  markId: number,
  fields: Record<string, string> = {},
  picture?: Blob,
) {
  const response = await t.postForm(
    api.createModel,
    form({ markId: String(markId), model: unique('Model'), ...fields }, picture),
    editor,
  );
  return ok(response).json<{ id: number }>().id;
}

export async function createVehicle(modelId: number, fields: Record<string, string> = {}) {
  const response = await t.postForm(
    api.createVehicle,
    form({ modelId: String(modelId), typeName: unique('1.6 TDI'), ...fields }),
    editor,
  );
  return ok(response).json<{ id: number }>().id;
}

/** A mark with a model with a modification. */
export async function tree() {
  const markId = await createMark();
  const modelId = await createModel(markId);
  const typeId = await createVehicle(modelId);
  return { markId, modelId, typeId };
}

export const auditRows = (entity: string, entityId: string) =>
  auditRowsOf(t.deps.db, entity, entityId);
