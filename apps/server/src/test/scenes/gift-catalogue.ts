import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { itemCalls } from '../factories/gift-items.js';

/*
 * The scene the gift catalogue (groups and items) test files share: the app of
 * the file (openGiftCatalogueApp), its managers and the item calls as `manager`.
 * The bindings are set by the hook and read by the tests through the import.
 */

export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;
export let api: ReturnType<typeof itemCalls>;

/** The app of the test file that calls this; closed after its tests. */
export function openGiftCatalogueApp() {
  openTestApp({}, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['ContentManager'] });
    otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
    api = itemCalls(t, manager);
  });
}
