import type { LightMyRequestResponse } from 'fastify';

import { type ErrorAnswer } from '@bo/contract';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { type NewContent } from '../factories/content.js';
import { pointsCalls, pointsContent, seedPointsFixture } from '../factories/points.js';

/*
 * The scene the points tab test files share: the app of the file
 * (openPointsApp) with the points fixture, its managers and the calls the
 * tests make, as `manager` on the content `main` unless told otherwise. The
 * bindings are set by the hook and read by the tests through the import.
 */

/** Pages and All are capped at 5 rows in these files: the main content's rows. */
export const cap = 5;
export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;
export let main: { contentId: number };

/** The app of the test file that calls this; closed after its tests. */
export function openPointsApp() {
  openTestApp({ allRowsCap: cap }, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['ContentManager'] });
    otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
    main = await seedPointsFixture(t.deps.db);
  });
}

export const makeContent = (values: Partial<NewContent> = {}) => pointsContent(t.deps.db, values);
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();
export const { points, adjustmentCount, adjust } = pointsCalls(
  () => t,
  () => manager,
  () => main,
);
