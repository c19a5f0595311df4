import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  englishT,
  vehicleFileApi,
  vehicleImportTypes,
  type ErrorAnswer,
  type TextKey,
  type VehicleImportAnswer,
  type VehicleImportType,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeItem } from '../factories/items.js';
import { fileForm } from '../forms.js';
import { downloads } from '../factories/vehicles.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import {
  vehicleItems,
  vehicleMarks,
  vehicleModels,
  vehicleTypes,
} from '../../features/vehicles/vehicles.schema.js';

/*
 * The scene the vehicle-import test files share: the app of the file (openVehicleImportApp), its users, the rows the imports start from and the calls that upload and read back. The bindings are set by the hook and read by the tests through the import.
 */

export let t: TestApp;
export let editor: TestUser;
export let plainEditor: TestUser;
export let stranger: TestUser;

export const { marks, models, vehicles, items, removeItems } = vehicleImportTypes;
export const itemsHeader = [
  'markId',
  'mark',
  'modelId',
  'model',
  'typeId',
  'typeName',
  'itemNo',
  'description',
  'brand',
  'groupCode',
  'subGroupCode',
  'manual',
];

/** The app of the test file that calls this; closed after its tests. */
export function openVehicleImportApp() {
  // A file of 1,000,001 lines is about 15 MB.
  openTestApp({ uploadLimitBytes: 40 * 1024 * 1024 }, async (app) => {
    t = app;
    editor = await t.makeUser({
      roles: ['VehicleEditor', 'VehicleEditorExport', 'VehicleEditorDelete'],
    });
    plainEditor = await t.makeUser({ roles: ['VehicleEditor'] });
    stranger = await t.makeUser({ roles: ['CatalogManager', 'VehicleEditorDelete'] });
    await makeItem(t.deps.db, {
      itemNo: 'VIMP90',
      description: 'Oil filter, long life',
      groupCode: 'FLT',
      subGroupCode: 'OIL',
    });
  });
}

let counter = 0;
export const unique = (name: string) => `${name} ${++counter}`;

export const db = () => t.deps.db;

export async function makeMark(values: Partial<typeof vehicleMarks.$inferInsert> = {}) {
  const [row] = await db()
    .insert(vehicleMarks)
    .values({ mark: unique('Mark'), manual: true, ...values })
    .returning();
  return row!;
}

export async function makeModel(
  markId: number,
  values: Partial<typeof vehicleModels.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(vehicleModels)
    .values({ markId, model: unique('Model'), manual: true, ...values })
    .returning();
  return row!;
}

export async function makeType(
  model: { modelId: number; markId: number },
  values: Partial<typeof vehicleTypes.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(vehicleTypes)
    .values({
      modelId: model.modelId,
      markId: model.markId,
      typeName: unique('Type'),
      manual: true,
      ...values,
    })
    .returning();
  return row!;
}

/** A mark with a model with a modification. */
export async function tree() {
  const mark = await makeMark();
  const model = await makeModel(mark.markId);
  const type = await makeType(model);
  return { mark, model, type };
}

export const typeItems = async (typeId: number) =>
  db()
    .select({ itemNo: vehicleItems.itemNo, manual: vehicleItems.manual })
    .from(vehicleItems)
    .where(eq(vehicleItems.typeId, typeId))
    .orderBy(asc(vehicleItems.itemNo));

/** The first mark, model or modification `where` finds, as stored. */
export const storedMark = async (where: SQL | undefined) =>
  (await db().select().from(vehicleMarks).where(where))[0];
export const storedModel = async (where: SQL | undefined) =>
  (await db().select().from(vehicleModels).where(where))[0];
export const storedType = async (where: SQL | undefined) =>
  (await db().select().from(vehicleTypes).where(where))[0];

/** The audit rows of the imports of `entity` (of `action` alone, when given), oldest first. */
export const importAudits = (entity: string, action?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        action === undefined ? undefined : eq(auditLog.action, action),
        eq(auditLog.entityId, 'import'),
      ),
    )
    .orderBy(asc(auditLog.id));

export function upload(
  type: VehicleImportType,
  data: Buffer | string,
  name: string,
  user: TestUser | null = editor,
) {
  return t.postForm(vehicleFileApi.import(type), fileForm(data, name), user);
}

export async function imported(type: VehicleImportType, data: Buffer | string, name?: string) {
  const response = await upload(type, data, name ?? (type >= items ? 'items.csv' : 'file.xlsx'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VehicleImportAnswer>();
}

export async function refused(
  response: Promise<LightMyRequestResponse>,
  key: TextKey,
  params?: Record<string, string | number>,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json<ErrorAnswer>().message).toBe(englishT(key, params));
}

/** The line and the refusal of each failed line of an answer. */
export const failures = (answer: VehicleImportAnswer) =>
  answer.failedItems.map((failure) => [failure.line, failure.error]);

/** The answer of an import that wrote every line. */
export const allImported = (lines: number) => ({ success: true, imported: lines, failedItems: [] });

export const csvText = (lines: string[]) => lines.map((line) => `${line}\r\n`).join('');
export const bom = '\uFEFF';

export const repeated = (line: number) => englishT('vehicleImportRepeated', { line });
export const cell = (column: string, key: TextKey, params?: Record<string, number>) =>
  englishT('vehicleImportCell', { column, error: englishT(key, params) });

export const { download, exportedLines } = downloads(
  () => t,
  () => editor,
);
