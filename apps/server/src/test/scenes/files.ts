import { expect } from 'vitest';
import { fileManagerApi, type FolderListing } from '@bo/contract';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';

/*
 * The scene the files test files share: the app of the file (openFilesApp), its users and
 * the calls the tests make. The bindings are set by the hook and read by the tests through
 * the import.
 */

export let t: TestApp;
export let content: TestUser;
export let catalog: TestUser;
export let otherCompany: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openFilesApp() {
  openTestApp({}, async (app) => {
    t = app;
    content = await t.makeUser({ roles: ['ContentManager'] });
    catalog = await t.makeUser({ roles: ['CatalogManager'] });
    otherCompany = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
  });
}

export async function load(currentDir: string, user = content) {
  const response = await t.post(fileManagerApi.loadFiles, { currentDir, filesList: [] }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FolderListing>();
}
