import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { firstSheetLines } from '../workbooks.js';

/*
 * The scene the workbook export test files of the content feature share (the
 * points and the gift orders exports): the app of the file (openExportApp), its
 * managers and the export call. Each file seeds its own rows in a beforeAll of
 * its own, which runs after the scene's. The bindings are set by the hook and
 * read by the tests through the import.
 */

export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openExportApp() {
  openTestApp({}, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['ContentManager'] });
    otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
  });
}

/** The export at `url` of `body`, as `user` (none: signed out), asking for `language`. */
export function postExport(url: string, body: unknown, user: TestUser | null, language: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      'accept-language': language,
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

/** The first sheet's cells of a 200 answer, a row per line of `columns` cells, empty ones as null. */
export async function exportSheet(response: LightMyRequestResponse, columns: number) {
  expect(response.statusCode, response.body).toBe(200);
  return firstSheetLines(response.rawPayload, columns);
}
