import path from 'node:path';
import { expect } from 'vitest';
import { type Banner } from '@bo/contract';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { banners } from '../../features/banners/banners.schema.js';

/*
 * The scene the banners test files share: the app of the file (openBannersApp), its users
 * and the calls the tests make. The bindings are set by the hook and read by the tests
 * through the import.
 */

export let t: TestApp;
export let editor: TestUser;
export let otherCompanyEditor: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openBannersApp() {
  // "All" is capped at 3 rows, so one test reaches the cap with a few banners; no other list is longer.
  openTestApp({ uploadLimitBytes: 2 * 1024 * 1024, allRowsCap: 3 }, async (app) => {
    t = app;
    editor = await t.makeUser({ roles: ['ContentManager'] });
    otherCompanyEditor = await t.makeUser({ roles: ['Admin'], comId: 2 });
  });
}

export function bannerForm(
  fields: Record<string, string>,
  files: Record<string, Blob> = {},
  fileName = 'picture.png',
): FormData {
  const form = new FormData();
  const defaults = {
    bannerType: '1',
    sort: '100',
    active: 'true',
    title: 'Summer tyres',
    ref: '/catalog/tyres',
  };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.append(name, value);
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, fileName);
  return form;
}

export async function createBanner(
  user: TestUser,
  fields: Record<string, string> = {},
  files: Record<string, Blob> = {},
) {
  const response = await t.postForm('/api/banner/CreateBanner', bannerForm(fields, files), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Banner>();
}

export const storedFile = (url: string) => path.join(t.config.dataDir, url);
export const bannerCount = async () => (await t.deps.db.select().from(banners)).length;
