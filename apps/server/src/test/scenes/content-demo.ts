import { items } from '../../schema.js';
import { openTestApp, type createTestApp, type TestApp } from '../test-app.js';
import { seedDemoCustomers } from '../../features/customers/index.js';
import { seedCompanyContent } from '../../features/content/article/content.demo.js';

/*
 * The scene the content demo seed test files share (the points and the gift
 * orders demos): the app of the file (openContentDemoApp) with the demo
 * customers, a small item master and company 1's demo contents. A file seeds
 * the rest in a beforeAll of its own, which runs after the scene's. The
 * binding is set by the hook and read by the tests through the import.
 */

export let t: TestApp;
export const db = () => t.deps.db;

/** The app of the test file that calls this, made with `overrides`; closed after its tests. */
export function openContentDemoApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  openTestApp(overrides, async (app) => {
    t = app;
    await seedDemoCustomers(db());
    // A small item master: three brands in two groups with two subgroups each.
    await db()
      .insert(items)
      .values(
        Array.from({ length: 240 }, (_, i) => ({
          comId: 1,
          itemNo: `D${String(i).padStart(4, '0')}`,
          brand: ['BOSCH', 'MAHLE', 'MANN'][i % 3] ?? '',
          groupCode: `G${i % 2}`,
          subGroupCode: `S${i % 4}`,
        })),
      );
    await seedCompanyContent(db(), t.deps.storage, 1, { withPictures: false });
  });
}
