import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { itemApi, type ErrorAnswer, type ItemFile } from '@bo/contract';
import { demoAsset, fileBlob, pngBytes } from '../factories/uploads.js';
import { formOf } from '../forms.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { itemFiles } from '../../features/items/items.schema.js';

/*
 * The scene the items test files share: the app of the file (openItemFilesApp), its users
 * and the calls the tests make. The bindings are set by the hook and read by the tests
 * through the import.
 */

export let t: TestApp;
export let translator: TestUser;
export let otherTranslator: TestUser;
export let catalogManager: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openItemFilesApp() {
  openTestApp({}, async (app) => {
    t = app;
    translator = await t.makeUser({ roles: ['TranslateManager'] });
    otherTranslator = await t.makeUser({ roles: ['Admin'], comId: 2 });
    catalogManager = await t.makeUser({ roles: ['CatalogManager', 'ContentManager'] });
  });
}

export const pdfBytes = () => demoAsset('journal-2026-01.pdf');

export const form = (
  fields: Record<string, string | number | boolean>,
  file?: [Buffer, string],
): FormData => formOf(fields, file ? [['file', fileBlob(file[0]), file[1]]] : []);

export const upload = (
  fields: Record<string, string | number>,
  file?: [Buffer, string],
  user: TestUser = translator,
) => t.postForm(itemApi.uploadItemFile, form(fields, file), user);

/** The file's fields as the panel sends them back: every field of the row. */
export const fileFields = (file: ItemFile) => ({
  id: file.id,
  itemNo: file.itemNo,
  fileName: file.fileName,
  fileType: file.fileType,
  fileDescript: file.fileDescript,
  sort: file.sort,
  hidden: file.hidden,
  mainPic: file.mainPic,
});

export const rowOf = async (id: number) =>
  (await t.deps.db.select().from(itemFiles).where(eq(itemFiles.id, id)))[0];
export const storedPath = (file: { pathName: string; fileName: string }) =>
  path.join(t.config.dataDir, 'uploads', file.pathName, file.fileName);
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();

export async function uploadPicture(itemNo: string, fields: Record<string, string | number> = {}) {
  const response = await upload({ itemNo, fileType: 1, fileDescription: 2, sort: 5, ...fields }, [
    pngBytes(),
    'My photo.png',
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemFile>();
}
