import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { articleCalls } from '../factories/content.js';

/*
 * The scene the content article test files share: the app of the file
 * (openContentArticleApp), its managers and the article calls the tests make,
 * as `manager` unless told otherwise. The bindings are set by the hook and read
 * by the tests through the import.
 */

export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openContentArticleApp() {
  openTestApp({ uploadLimitBytes: 2 * 1024 * 1024 }, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['ContentManager'] });
    otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
  });
}

export const { createRaw, create, get, updateRaw, list, contentCount, storedFile, auditOf } =
  articleCalls(
    () => t,
    () => manager,
  );
