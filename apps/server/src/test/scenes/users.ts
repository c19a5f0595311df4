import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { userApi, type User, type UserInput } from '@bo/contract';
import { users } from '../../features/users/users.schema.js';
import { makeCompany } from '../factories/companies.js';
import { makeCustomer } from '../factories/customers.js';
import { userCard } from '../factories/users.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';

/*
 * The scene the user-screen test files share: one app per file (openUsersApp),
 * and per describe block a company of its own (ownScene). The bindings below
 * are set by those hooks and read by the tests through the import.
 */

export const admin = userApi('admin');
export const mine = userApi('customer');

export let t: TestApp;
export let manager: TestUser;
export let otherManager: TestUser;
export let administrator: TestUser;
/** Ends every login the current scene's tests make: logins are unique over all companies. */
export let tag: string;
/** The current scene's company (another company holds `otherManager` and customer K900). */
export let companyId: number;
let scenes = 0;

/**
 * A login of the current scene: `name` and the scene's tag (`s1`, `s2`, …: lower case, and
 * matched by none of the tests' searches), so lists, sorts and filters keep their order.
 */
export const login = (name: string) => `${name}.${tag}`;

/** The app of the test file that calls this, closed after its tests. */
export function openUsersApp() {
  openTestApp({}, async (app) => {
    t = app;
  });
}

/**
 * A company of its own for the block that calls this (for each of its tests
 * with `beforeEach`), holding the customers and staff every test starts from,
 * and another company with a customer and a manager of its own. Company-scoped
 * lists and totals see only the scene's rows, and the scene's logins carry its
 * tag: the tests of a block never read what another block wrote, whatever the order.
 */
export function ownScene(before: typeof beforeAll = beforeAll) {
  before(async () => {
    tag = `s${++scenes}`;
    const { comId } = await makeCompany(t.deps.db);
    companyId = comId;
    const other = await makeCompany(t.deps.db);
    for (const customer of [
      { comId, custNo: 'K001', name: 'Kyiv Parts', eMail: 'k001@example.com', phone: '+380 1' },
      { comId, custNo: 'K002', name: 'Lviv Motors', eMail: 'k002@example.com', phone: '+380 2' },
      { comId: other.comId, custNo: 'K900', name: 'Other Company Customer' },
    ])
      await makeCustomer(t.deps.db, customer);
    [manager, otherManager, administrator] = await Promise.all([
      t.makeUser({ roles: ['CustomerManager'], comId, login: login('manager1') }),
      t.makeUser({ roles: ['CustomerManager'], comId: other.comId, login: login('manager2') }),
      t.makeUser({ roles: ['Admin', 'CustomerManager'], comId, login: login('boss') }),
    ]);
  });
}

export const card = userCard;

/** The create call's answer, unchecked. */
export const createResponse = (
  values: Partial<UserInput> & { login: string },
  by: TestUser = manager,
) => t.post(admin.createUser, card(values), by);

export async function create(
  values: Partial<UserInput> & { login: string },
  by: TestUser = manager,
) {
  const response = await createResponse(values, by);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<User>();
}

/** The users of the scene's company the list and "My users" read, as the create tests make them. */
export async function createListedUsers() {
  await create({ login: login('K001') });
  await create({
    login: login('k002.buyer'),
    custNo: 'K002',
    fullName: 'Ivan Buyer',
    blocked: true,
    blockReason: 'Waiting for contract',
  });
  await create({ login: login('k002.two'), custNo: 'K002', blockReason: 'ignored' });
}

export const storedUser = async (name: string) =>
  (await t.deps.db.select().from(users).where(eq(users.login, name)))[0];

export const me = (user: { cookie: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
