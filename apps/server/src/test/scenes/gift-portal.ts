import { openTestApp, type createTestApp, type TestApp } from '../test-app.js';
import { portalCalls, portalOrderChecks } from '../factories/gift-portal.js';

/*
 * The scene the gift portal test files share: the app of the file
 * (openGiftPortalApp), the portal calls and the order checks the tests make.
 * The bindings are set by the hook and read by the tests through the import.
 */

/** "All" is capped at 5 rows in these files, unless a file asks for other settings. */
export const cap = 5;
export let t: TestApp;
export let calls: ReturnType<typeof portalCalls>;

/** The app of the test file that calls this, made with `overrides`; closed after its tests. */
export function openGiftPortalApp(
  overrides: Parameters<typeof createTestApp>[0] = { allRowsCap: cap },
) {
  openTestApp(overrides, async (app) => {
    t = app;
    calls = portalCalls(t);
  });
}

export const db = () => t.deps.db;
export const { insertOrder, expectRefused } = portalOrderChecks(db);
