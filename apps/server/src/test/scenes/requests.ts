import { eq, sql } from 'drizzle-orm';

import { mailOutbox } from '../../platform/db/platform.schema.js';
import { users } from '../../features/users/users.schema.js';
import { makeCustomer } from '../factories/customers.js';
import { makeRequest } from '../factories/requests.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { confirmationTokens, requests } from '../../features/requests/requests.schema.js';

/*
 * The scene the requests test files share: the app of the file (openRequestsApp), its
 * users and the calls the tests make. The bindings are set by the hook and read by the
 * tests through the import.
 */

export let t: TestApp;
export let manager: TestUser;
export let sales: TestUser;
export let contentManager: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openRequestsApp() {
  openTestApp({ publicUrl: 'https://portal.example.com' }, async (app) => {
    t = app;
    manager = await t.makeUser({ roles: ['CustomerManager'], login: 'rq-manager' });
    sales = await t.makeUser({ roles: ['SalesManager'], login: 'rq-sales' });
    contentManager = await t.makeUser({ roles: ['ContentManager'], login: 'rq-content' });
  });
}

/** A request of company 1 from Ivan Petrenko, unless `values` say otherwise. */
export const addRequest = (values: Parameters<typeof makeRequest>[1] = {}) =>
  makeRequest(t.deps.db, {
    fullName: 'Ivan Petrenko',
    eMail: 'ivan@example.com',
    phone: '+380 44 1234567',
    ...values,
  });
/** A customer of company 1 (or `comId`) whose code becomes the login of an approved request. */
export const addCustomer = (comId = 1) => makeCustomer(t.deps.db, { comId });

export const storedRequest = async (id: number) =>
  (await t.deps.db.select().from(requests).where(eq(requests.id, id)))[0];
export const storedUser = async (login: string) =>
  (
    await t.deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.login}) = lower(${login})`)
  )[0];
export const tokensOf = (userId: number) =>
  t.deps.db.select().from(confirmationTokens).where(eq(confirmationTokens.userId, userId));
export const mailTo = (address: string) =>
  t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
