import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { accrualCalls, seedAccrualFixture } from '../factories/accrual.js';

/*
 * The scene the accrual test files share: the app of the file
 * (openAccrualApp) with the accrual fixture (its action, terms and rules by
 * name), its manager and the accrual checks the tests make as `manager`. The
 * bindings are set by the hook and read by the tests through the import.
 */

export let t: TestApp;
export let manager: TestUser;
export let actionId: number;
export let terms: Record<string, number>;
export let rules: Record<string, number>;

/** The app of the test file that calls this; closed after its tests. */
export function openAccrualApp() {
  openTestApp({}, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['ContentManager'] });
    ({ actionId, terms, rules } = await seedAccrualFixture(t, manager));
  });
}

export const { post, actionState, expectAccrualAsComputed } = accrualCalls(
  () => t,
  () => manager,
);
