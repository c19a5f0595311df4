import { and, eq } from 'drizzle-orm';

import { itemApi } from '@bo/contract';
import { makeCompany } from '../factories/companies.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { items, itemTranslations } from '../../features/items/items.schema.js';

/*
 * The scene the items test files share: the app of the file (openItemsApp), its users and the calls the tests make. The bindings are set by the hook and read by the tests through the import.
 */

export let t: TestApp;
export let translator: TestUser;
export let admin: TestUser;
export let otherTranslator: TestUser;
export let customer: TestUser;
export let contentManager: TestUser;
/** A company of this file's own, so that list totals count only what the tests below make. */
export let listCompany: number;
export let lister: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openItemsApp() {
  openTestApp({ allRowsCap: 4 }, async (app) => {
    t = app;
    translator = await t.makeUser({ roles: ['TranslateManager'] });
    admin = await t.makeUser({ roles: ['Admin'] });
    otherTranslator = await t.makeUser({ roles: ['TranslateManager'], comId: 2 });
    customer = await t.makeUser({ roles: ['CustomerUser'], custNo: 'C100001' });
    contentManager = await t.makeUser({ roles: ['ContentManager', 'CatalogManager'] });
    listCompany = (await makeCompany(t.deps.db)).comId;
    lister = await t.makeUser({ roles: ['TranslateManager'], comId: listCompany });
  });
}

export const page = (
  user: TestUser,
  query = '',
  body: object = { size: 25, page: 0, desc: false },
) => t.post(`${itemApi.itemsPage}${query}`, body, user);

export const translationRow = async (comId: number, itemNo: string, lang: string) =>
  (
    await t.deps.db
      .select()
      .from(itemTranslations)
      .where(
        and(
          eq(itemTranslations.comId, comId),
          eq(itemTranslations.itemNo, itemNo),
          eq(itemTranslations.lang, lang),
        ),
      )
  )[0];
export const itemRow = async (itemNo: string) =>
  (
    await t.deps.db
      .select()
      .from(items)
      .where(and(eq(items.comId, 1), eq(items.itemNo, itemNo)))
  )[0];
