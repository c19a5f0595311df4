import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  messages,
  type ErrorAnswer,
  userApi,
  type PagedAnswer,
  type Role,
  type User,
  type UserInput,
  type UserListRow,
  type UserRoleRow,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { users } from './users.schema.js';
import { usersFeature } from './index.js';
import { makeCompany, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { userCard } from '../../test/fixtures.js';

const admin = userApi('admin');
const mine = userApi('customer');

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let administrator: TestUser;
/** Ends every login the current scene's tests make: logins are unique over all companies. */
let tag: string;
/** The current scene's company (another company holds `otherManager` and customer K900). */
let companyId: number;
let scenes = 0;

/**
 * A login of the current scene: `name` and the scene's tag (`s1`, `s2`, …: lower case, and
 * matched by none of the tests' searches), so lists, sorts and filters keep their order.
 */
const login = (name: string) => `${name}.${tag}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A company of its own for the block that calls this (for each of its tests
 * with `beforeEach`), holding the customers and staff every test starts from,
 * and another company with a customer and a manager of its own. Company-scoped
 * lists and totals see only the scene's rows, and the scene's logins carry its
 * tag: the tests of a block never read what another block wrote, whatever the order.
 */
function ownScene(before: typeof beforeAll = beforeAll) {
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

const card = userCard;

async function create(values: Partial<UserInput> & { login: string }, by: TestUser = manager) {
  const response = await t.post(admin.createUser, card(values), by);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<User>();
}

/** The users of the scene's company the list and "My users" read, as the create tests make them. */
async function createListedUsers() {
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

const storedUser = async (name: string) =>
  (await t.deps.db.select().from(users).where(eq(users.login, name)))[0];

const me = (user: { cookie: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });

describe('create a user (A§2, A§4, A§5)', () => {
  ownScene();

  it('creates an unblocked user in the caller company, filled from the customer', async () => {
    const user = await create({ login: login('K001') });
    expect(user).toEqual({
      login: login('K001'),
      pwd: '',
      blocked: false,
      blockReason: null,
      fullName: 'Kyiv Parts',
      eMail: 'k001@example.com',
      eMailConfirmed: false,
      phone: '+380 1',
      custNo: 'K001',
      comId: companyId,
      roles: [],
      roleList: [],
    });
    expect(await t.signIn(login('K001'), 'start-pass1')).toMatch(/^bo_session=/);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, login('K001')));
    expect(audit).toMatchObject({ actorLogin: manager.login, entity: 'user', action: 'create' });
    expect(JSON.stringify(audit?.after)).not.toContain('$argon2');
  });

  it('keeps what the card says over the customer record, and a block reason only when blocked', async () => {
    const user = await create({
      login: login('k002.buyer'),
      custNo: 'K002',
      fullName: 'Ivan Buyer',
      blocked: true,
      blockReason: 'Waiting for contract',
    });
    expect(user).toMatchObject({
      fullName: 'Ivan Buyer',
      eMail: 'k002@example.com',
      blocked: true,
    });
    expect(user.blockReason).toBe('Waiting for contract');
    const unblocked = await create({
      login: login('k002.two'),
      custNo: 'K002',
      blockReason: 'ignored',
    });
    expect(unblocked.blockReason).toBeNull();
  });

  it('answers the missing fields with "Fill in all required fields"', async () => {
    const response = await t.post(
      admin.createUser,
      card({ login: '', pwd: '', custNo: '' }),
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.fillAllRequired,
      errors: {
        login: [messages.requiredField],
        pwd: [messages.requiredField],
        custNo: [messages.requiredField],
      },
    });
  });

  it('refuses a taken login in any letter case, and an unknown or foreign customer', async () => {
    await create({ login: login('K002'), custNo: 'K002' });
    const taken = await t.post(admin.createUser, card({ login: login('k002') }), manager);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorAnswer>().message).toBe(messages.loginTaken);

    const unknown = await t.post(
      admin.createUser,
      card({ login: login('x1'), custNo: 'NOPE' }),
      manager,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().message).toBe(messages.customerNotFound);
    const foreign = await t.post(
      admin.createUser,
      card({ login: login('x2'), custNo: 'K900' }),
      manager,
    );
    expect(foreign.statusCode).toBe(400);
    expect(await storedUser(login('x1'))).toBeUndefined();
    expect(await storedUser(login('x2'))).toBeUndefined();
  });

  it('refuses a login with spaces or slashes, and a body of the wrong shape', async () => {
    const spaced = await t.post(admin.createUser, card({ login: 'a b/c' }), manager);
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json<ErrorAnswer>().errors?.login).toEqual([messages.loginInvalid]);
    const wrong = await t.post(admin.createUser, { login: 5, blocked: 'yes' }, manager);
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the user list, total and lookup', () => {
  ownScene();
  beforeAll(createListedUsers);

  it('pages, searches login, customer code and name, and sorts', async () => {
    const page = await t.post(`${admin.usersPage}?filter=lviv`, { size: 25, page: 0 }, manager);
    expect(page.json<PagedAnswer<UserListRow>>().rows.map((row) => row.login)).toEqual([
      login('k002.two'),
    ]);
    const wildcard = await t.post(`${admin.usersPage}?filter=%25`, { size: 25, page: 0 }, manager);
    expect(wildcard.json<PagedAnswer<UserListRow>>().total).toBe(0);
    const byCode = await t.post(`${admin.usersPage}?filter=K00`, { size: 2, page: 0 }, manager);
    const answer = byCode.json<PagedAnswer<UserListRow>>();
    expect(answer.total).toBe(3);
    expect(answer.pageCount).toBe(2);
    expect(answer.rows.map((row) => row.login)).toEqual([login('K001'), login('k002.buyer')]);
    expect(answer.rows[1]).toEqual({
      login: login('k002.buyer'),
      custNo: 'K002',
      fullName: 'Ivan Buyer',
      blocked: true,
    });
    const sorted = await t.post(
      `${admin.usersPage}?filter=k00&orderBy=FullName`,
      { size: 0, page: 0, desc: true },
      manager,
    );
    expect(sorted.json<PagedAnswer<UserListRow>>().rows.map((row) => row.fullName)).toEqual([
      'Lviv Motors',
      'Kyiv Parts',
      'Ivan Buyer',
    ]);
  });

  it('shows one company only: list, total, read and lookup', async () => {
    const list = await t.post(admin.usersPage, { size: 0, page: 0 }, otherManager);
    expect(list.json<PagedAnswer<UserListRow>>().rows.map((row) => row.login)).toEqual([
      otherManager.login,
    ]);
    const total = await t.post(admin.totalUsers, undefined, otherManager);
    expect(total.json()).toEqual({ total: 1 });
    const read = await t.post(admin.getUser, login('K001'), otherManager);
    expect(read.statusCode).toBe(404);
    expect(read.json<ErrorAnswer>().message).toBe(messages.userNotFound);
    const lookup = await t.post(admin.customerInfo, 'K001', otherManager);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json<ErrorAnswer>().message).toBe(messages.customerNotFound);
  });

  it('looks a customer up by code', async () => {
    const response = await t.post(admin.customerInfo, 'K002', manager);
    expect(response.json()).toEqual({
      custName: 'Lviv Motors',
      eMail: 'k002@example.com',
      phone: '+380 2',
    });
  });

  it('reads a user by login, in any letter case, with the roles', async () => {
    const response = await t.post(admin.getUser, administrator.login.toUpperCase(), manager);
    expect(response.statusCode).toBe(200);
    const user = response.json<User>();
    expect(user.login).toBe(administrator.login);
    expect(user.pwd).toBe('');
    expect(user.roleList.map((role) => role.role)).toEqual(['Admin', 'CustomerManager']);
    expect(user.roles).toEqual(['Administrator', 'Customer manager']);
  });
});

describe('update: card, password and block (sessions follow the account)', () => {
  ownScene();

  it('changes the card and leaves the password when changePassword is false', async () => {
    const user = await create({ login: login('upd1'), pwd: 'first-pass1' });
    const response = await t.post(
      admin.updateUser,
      { user: { ...user, fullName: 'Renamed', phone: '123', pwd: '' }, changePassword: false },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<User>()).toMatchObject({ fullName: 'Renamed', phone: '123' });
    expect(await t.signIn(login('upd1'), 'first-pass1')).toMatch(/^bo_session=/);
  });

  it('needs a new password in change-password mode', async () => {
    const user = await create({ login: login('upd2') });
    const response = await t.post(admin.updateUser, { user, changePassword: true }, manager);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.fillAllRequired,
      errors: { pwd: [messages.requiredField] },
    });
  });

  it('a new password ends the user sessions at once', async () => {
    const user = await create({ login: login('upd3'), pwd: 'old-pass1' });
    const session = { cookie: await t.signIn(login('upd3'), 'old-pass1') };
    expect((await me(session)).statusCode).toBe(200);
    const response = await t.post(
      admin.updateUser,
      { user: { ...user, pwd: 'new-pass1' }, changePassword: true },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect(await t.signIn(login('upd3'), 'new-pass1')).toMatch(/^bo_session=/);
  });

  it('blocking ends the sessions and refuses the next sign-in', async () => {
    const user = await create({ login: login('upd4'), pwd: 'pass-four4' });
    const session = { cookie: await t.signIn(login('upd4'), 'pass-four4') };
    const response = await t.post(
      admin.updateUser,
      { user: { ...user, blocked: true, blockReason: 'Debt' }, changePassword: false },
      manager,
    );
    expect(response.json<User>()).toMatchObject({ blocked: true, blockReason: 'Debt' });
    expect((await me(session)).statusCode).toBe(401);
    const signIn = await t.post('/api/auth/login', {
      login: login('upd4'),
      password: 'pass-four4',
    });
    expect(signIn.statusCode).toBe(403);
  });

  it("refuses another company's user, blocking yourself, and an administrator changed by a non-administrator", async () => {
    const user = await create({ login: login('upd5') });
    const foreign = await t.post(admin.updateUser, { user, changePassword: false }, otherManager);
    expect(foreign.statusCode).toBe(404);

    const self = await t.post(
      admin.updateUser,
      { user: card({ login: manager.login, blocked: true, pwd: '' }), changePassword: false },
      manager,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json<ErrorAnswer>().message).toBe(messages.cannotBlockYourself);

    const takeover = await t.post(
      admin.updateUser,
      { user: card({ login: administrator.login, pwd: 'mine-now1' }), changePassword: true },
      manager,
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json<ErrorAnswer>().message).toBe(messages.adminOnlyByAdmin);
    const signIn = await t.post('/api/auth/login', {
      login: administrator.login,
      password: 'mine-now1',
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('delete', () => {
  ownScene();

  it('deletes a user with the roles and sessions, and audits it', async () => {
    await create({ login: login('del1'), pwd: 'pass-del1' });
    const session = { cookie: await t.signIn(login('del1'), 'pass-del1') };
    const response = await t.post(
      admin.deleteUser,
      { login: login('del1'), custNo: 'K001' },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect(await storedUser(login('del1'))).toBeUndefined();
    expect((await me(session)).statusCode).toBe(401);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, login('del1')))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it("refuses yourself and another company's user, and changes nothing", async () => {
    await create({ login: login('K001') });
    const self = await t.post(admin.deleteUser, { login: manager.login }, manager);
    expect(self.statusCode).toBe(403);
    expect(self.json<ErrorAnswer>().message).toBe(messages.cannotDeleteYourself);
    const foreign = await t.post(admin.deleteUser, { login: login('K001') }, otherManager);
    expect(foreign.statusCode).toBe(404);
    expect(await storedUser(manager.login)).toBeDefined();
    expect(await storedUser(login('K001'))).toBeDefined();
    const missing = await t.post(admin.deleteUser, {}, manager);
    expect(missing.statusCode).toBe(400);
  });
});

describe('roles (DESIGN §4 privilege rules)', () => {
  ownScene();
  // Each test its own user of customer K001, whose roles it changes; the staff's roles stay.
  let k001: string;
  let targets = 0;
  beforeEach(async () => {
    k001 = (await create({ login: login(`K001-${++targets}`) })).login;
  });

  const rows = async (name: string, by: TestUser = manager) =>
    (await t.post(admin.userRoles, name, by)).json<UserRoleRow[]>();

  it('lists all roles, the rows of a user and what may still be added', async () => {
    const all = (await t.post(admin.appRoles, undefined, manager)).json<Role[]>();
    expect(all).toHaveLength(13);
    expect(all[0]).toEqual({
      role: 'Admin',
      name: 'Administrator',
      description: 'Grants any role and sees role codes',
    });
    expect(await rows(administrator.login)).toEqual([
      expect.objectContaining({ login: administrator.login, role: 'Admin', name: 'Administrator' }),
      expect.objectContaining({ login: administrator.login, role: 'CustomerManager' }),
    ]);
    // A customer manager grants only the role it holds itself; an administrator anything not held.
    const forManager = (await t.post(admin.rolesForAdd, k001, manager)).json<Role[]>();
    expect(forManager.map((role) => role.role)).toEqual(['CustomerManager']);
    const forBoss = (await t.post(admin.rolesForAdd, administrator.login, administrator)).json<
      Role[]
    >();
    expect(forBoss.map((role) => role.role)).not.toContain('Admin');
    expect(forBoss).toHaveLength(11);
  });

  it('adds and removes a role, with audit rows', async () => {
    const add = await t.post(admin.addRole(k001), { role: 'CustomerManager', name: 'x' }, manager);
    expect(add.statusCode, add.body).toBe(200);
    const [row] = await rows(k001);
    expect(row).toMatchObject({ login: k001, role: 'CustomerManager' });
    const again = await t.post(admin.addRole(k001), { role: 'CustomerManager' }, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().message).toBe(messages.roleAlreadyHeld);
    const remove = await t.post(admin.deleteRole, row, manager);
    expect(remove.statusCode).toBe(200);
    expect(await rows(k001)).toEqual([]);
    const missing = await t.post(admin.deleteRole, row, manager);
    expect(missing.statusCode).toBe(404);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${k001}/CustomerManager`))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'delete']);
  });

  it('refuses granting Admin without being Admin, an unknown role, and removing your own Admin', async () => {
    const grant = await t.post(admin.addRole(k001), { role: 'Admin' }, manager);
    expect(grant.statusCode).toBe(403);
    expect(grant.json<ErrorAnswer>().message).toBe(messages.grantOwnRolesOnly);
    const unknown = await t.post(admin.addRole(k001), { role: 'Superuser' }, manager);
    expect(unknown.statusCode).toBe(400);
    expect(await rows(k001)).toEqual([]);

    const strip = await t.post(
      admin.deleteRole,
      { login: administrator.login, role: 'Admin' },
      manager,
    );
    expect(strip.statusCode).toBe(403);
    const own = await t.post(
      admin.deleteRole,
      { login: administrator.login, role: 'Admin' },
      administrator,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorAnswer>().message).toBe(messages.cannotRemoveOwnAdmin);
    expect((await rows(administrator.login)).map((role) => role.role)).toContain('Admin');

    const granted = await t.post(admin.addRole(k001), { role: 'Admin' }, administrator);
    expect(granted.statusCode).toBe(200);
  });

  it("answers 404 for another company's user in every role call", async () => {
    await t.post(admin.addRole(k001), { role: 'Admin' }, administrator);
    for (const [url, body] of [
      [admin.userRoles, k001],
      [admin.rolesForAdd, k001],
      [admin.addRole(k001), { role: 'CustomerManager' }],
      [admin.deleteRole, { login: k001, role: 'Admin' }],
    ] as const) {
      const response = await t.post(url, body, otherManager);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await rows(k001)).map((role) => role.role)).toEqual(['Admin']);
  });
});

describe('"My users": a CustomerUser and the users of the own customer code', () => {
  let owner: TestUser;
  let colleague: User;

  // Each test its own company: creating and listing the users of K002 would meet otherwise.
  ownScene(beforeEach);
  beforeEach(async () => {
    await createListedUsers();
    owner = await t.makeUser({
      roles: ['CustomerUser'],
      comId: companyId,
      custNo: 'K002',
      login: login('k002.owner'),
    });
    colleague = await create({ login: login('k002.colleague'), custNo: 'K002' });
  });

  it('lists and reads only the users of the own customer code', async () => {
    const list = await t.post(mine.usersPage, { size: 25, page: 0 }, owner);
    expect(list.json<PagedAnswer<UserListRow>>().rows.map((row) => row.login)).toEqual([
      login('k002.buyer'),
      login('k002.colleague'),
      login('k002.owner'),
      login('k002.two'),
    ]);
    expect((await t.post(mine.totalUsers, undefined, owner)).json()).toEqual({ total: 4 });
    expect((await t.post(mine.getUser, login('k002.colleague'), owner)).statusCode).toBe(200);
    const other = await t.post(mine.getUser, login('K001'), owner);
    expect(other.statusCode).toBe(404);
    const lookup = await t.post(mine.customerInfo, 'K001', owner);
    expect(lookup.statusCode).toBe(404);
  });

  it('refuses editing or adding roles to a user of another customer', async () => {
    const edit = await t.post(
      mine.updateUser,
      {
        user: card({ login: login('K001'), fullName: 'Hijacked', pwd: '' }),
        changePassword: false,
      },
      owner,
    );
    expect(edit.statusCode).toBe(404);
    const grant = await t.post(mine.addRole(login('K001')), { role: 'Returns' }, owner);
    expect(grant.statusCode).toBe(404);
    expect((await storedUser(login('K001')))?.fullName).toBe('Kyiv Parts');
  });

  it('grants only CustomerUser and Returns', async () => {
    const forAdd = (await t.post(mine.rolesForAdd, colleague.login, owner)).json<Role[]>();
    expect(forAdd.map((role) => role.role)).toEqual(['CustomerUser', 'Returns']);
    const returns = await t.post(mine.addRole(colleague.login), { role: 'Returns' }, owner);
    expect(returns.statusCode).toBe(200);
    const manager = await t.post(mine.addRole(colleague.login), { role: 'CustomerManager' }, owner);
    expect(manager.statusCode).toBe(403);
    expect(manager.json<ErrorAnswer>().message).toBe(messages.customerGrantsOnly);
    const roles = (await t.post(mine.appRoles, undefined, owner)).json<Role[]>();
    expect(roles.map((role) => role.role)).toEqual(['CustomerUser', 'Returns']);
  });

  it('creates users of the own code only', async () => {
    const own = await t.post(
      mine.createUser,
      card({ login: login('k002.new'), custNo: 'K002', blocked: true }),
      owner,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<User>()).toMatchObject({ custNo: 'K002', blocked: true, comId: companyId });
    const other = await t.post(
      mine.createUser,
      card({ login: login('k001.new'), custNo: 'K001' }),
      owner,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorAnswer>().message).toBe(messages.otherCustomerCode);
    expect(await storedUser(login('k001.new'))).toBeUndefined();
  });

  it('does not touch a user of the own code who holds staff roles', async () => {
    await t.post(admin.addRole(login('k002.buyer')), { role: 'CustomerManager' }, manager);
    const response = await t.post(mine.deleteUser, { login: login('k002.buyer') }, owner);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorAnswer>().message).toBe(messages.userHoldsOtherRoles);
    expect(await storedUser(login('k002.buyer'))).toBeDefined();
  });

  it('refuses a CustomerUser without a customer code, and the wrong role on each variant', async () => {
    const codeless = await t.makeUser({ roles: ['CustomerUser'], comId: companyId });
    const response = await t.post(mine.usersPage, { size: 25, page: 0 }, codeless);
    expect(response.statusCode).toBe(403);
    expect((await t.post(admin.usersPage, { size: 25, page: 0 }, owner)).statusCode).toBe(403);
    expect((await t.post(mine.usersPage, { size: 25, page: 0 }, manager)).statusCode).toBe(403);
    expect((await t.post(admin.getUser, login('K001'), null)).statusCode).toBe(401);
  });
});

describe('concurrent creates', () => {
  ownScene();

  it('creates one user when the same login is created twice at once', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => t.post(admin.createUser, card({ login: login('twice') }), manager)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json<ErrorAnswer>().message).toBe(
      messages.loginTaken,
    );
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(eq(users.login, login('twice'))),
    ).toHaveLength(1);
  });
});

describe('the security review of issue 18', () => {
  ownScene();

  it('keeps a customer manager from taking over a user holding roles it lacks', async () => {
    await create({ login: login('staff.cn'), pwd: 'staff-pass1' }, administrator);
    for (const role of ['ContentManager', 'NotificationManager']) {
      expect(
        (await t.post(admin.addRole(login('staff.cn')), { role }, administrator)).statusCode,
      ).toBe(200);
    }
    const takeover = await t.post(
      admin.updateUser,
      { user: card({ login: login('staff.cn'), pwd: 'taken-over1' }), changePassword: true },
      manager,
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json<ErrorAnswer>().message).toBe(messages.userHoldsRolesYouLack);
    expect(
      (await t.post('/api/auth/login', { login: login('staff.cn'), password: 'taken-over1' }))
        .statusCode,
    ).toBe(401);
    const block = await t.post(
      admin.updateUser,
      { user: card({ login: login('staff.cn'), blocked: true, pwd: '' }), changePassword: false },
      manager,
    );
    expect(block.statusCode).toBe(403);
    const removal = await t.post(admin.deleteUser, { login: login('staff.cn') }, manager);
    expect(removal.statusCode).toBe(403);
    expect(await storedUser(login('staff.cn'))).toMatchObject({ blocked: false });
    expect(await t.signIn(login('staff.cn'), 'staff-pass1')).toMatch(/^bo_session=/);
    // An administrator may, and so may a holder of every role the user holds.
    const byAdmin = await t.post(
      admin.updateUser,
      { user: card({ login: login('staff.cn'), pwd: 'reset-by-boss1' }), changePassword: true },
      administrator,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("still lets a customer manager block a customer's user and reset its password", async () => {
    const user = await create({ login: login('portal.user'), custNo: 'K002' });
    await t.post(admin.addRole(user.login), { role: 'CustomerUser' }, administrator);
    await t.post(admin.addRole(user.login), { role: 'Returns' }, administrator);
    const reset = await t.post(
      admin.updateUser,
      { user: { ...user, blocked: true, pwd: 'fresh-pass9' }, changePassword: true },
      manager,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await storedUser(login('portal.user'))).toMatchObject({
      blocked: true,
      staffBlock: true,
    });
  });

  it('applies the password rule to staff-set passwords on create and update', async () => {
    const weak = await t.post(admin.createUser, card({ login: login('weak1'), pwd: '1' }), manager);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: messages.passwordRule,
      errors: { pwd: [messages.passwordRule] },
    });
    expect(await storedUser(login('weak1'))).toBeUndefined();
    const user = await create({ login: login('weak2'), pwd: 'strong-pass2' });
    const update = await t.post(
      admin.updateUser,
      { user: { ...user, pwd: 'onlyletters' }, changePassword: true },
      manager,
    );
    expect(update.statusCode).toBe(400);
    expect(update.json<ErrorAnswer>().message).toBe(messages.passwordRule);
    expect(await t.signIn(login('weak2'), 'strong-pass2')).toMatch(/^bo_session=/);
  });

  it('writes one audit row for one stored role however many calls race to grant it', async () => {
    const user = await create({ login: login('race.role') });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post(admin.addRole(user.login), { role: 'CustomerManager' }, manager),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(49);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${login('race.role')}/CustomerManager`));
    expect(audits).toHaveLength(1);

    const removals = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post(admin.deleteRole, { login: user.login, role: 'CustomerManager' }, manager),
      ),
    );
    expect(removals.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const after = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${login('race.role')}/CustomerManager`))
      .orderBy(auditLog.id);
    expect(after.map((audit) => audit.action)).toEqual(['create', 'delete']);
  });

  describe('in My users', () => {
    let owner: TestUser;
    beforeAll(async () => {
      await makeCustomer(t.deps.db, {
        comId: companyId,
        custNo: 'K003',
        name: 'Odesa Trade',
        eMail: 'k003@example.com',
      });
      owner = await t.makeUser({
        roles: ['CustomerUser'],
        comId: companyId,
        custNo: 'K003',
        login: login('k003.owner'),
      });
    });

    it('starts a new customer user blocked when the call leaves blocked out', async () => {
      const withoutBlocked = { login: login('k003.new'), pwd: 'start-pass1', custNo: 'K003' };
      const response = await t.post(mine.createUser, withoutBlocked, owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<User>().blocked).toBe(true);
      expect(await storedUser(login('k003.new'))).toMatchObject({
        blocked: true,
        staffBlock: false,
      });
      // The customer's own block may be lifted by the customer.
      const lift = await t.post(
        mine.updateUser,
        {
          user: card({ login: login('k003.new'), custNo: 'K003', pwd: '' }),
          changePassword: false,
        },
        owner,
      );
      expect(lift.statusCode, lift.body).toBe(200);
      expect(lift.json<User>().blocked).toBe(false);
    });

    it('never lifts a block staff set, nor changes its reason', async () => {
      const user = await create({ login: login('k003.staffblocked'), custNo: 'K003' });
      await t.post(
        admin.updateUser,
        { user: { ...user, blocked: true, blockReason: 'Unpaid invoices', pwd: '' } },
        manager,
      );
      const lift = await t.post(
        mine.updateUser,
        { user: { ...user, blocked: false, pwd: '' }, changePassword: false },
        owner,
      );
      expect(lift.statusCode).toBe(403);
      expect(lift.json<ErrorAnswer>().message).toBe(messages.staffBlockCannotBeLifted);
      const reword = await t.post(
        mine.updateUser,
        { user: { ...user, blocked: true, blockReason: 'Fine now', pwd: '' } },
        owner,
      );
      expect(reword.statusCode).toBe(200);
      expect(await storedUser(login('k003.staffblocked'))).toMatchObject({
        blocked: true,
        blockReason: 'Unpaid invoices',
        staffBlock: true,
      });
    });

    it('changes no roles of a user of its code who holds a staff role', async () => {
      const user = await create({ login: login('k003.sales'), custNo: 'K003' }, administrator);
      await t.post(admin.addRole(user.login), { role: 'SalesManager' }, administrator);
      const grant = await t.post(mine.addRole(user.login), { role: 'Returns' }, owner);
      expect(grant.statusCode).toBe(403);
      expect(grant.json<ErrorAnswer>().message).toBe(messages.userHoldsOtherRoles);
      const strip = await t.post(
        mine.deleteRole,
        { login: user.login, role: 'SalesManager' },
        owner,
      );
      expect(strip.statusCode).toBe(403);
      expect(
        (await t.post(admin.userRoles, user.login, administrator)).json<UserRoleRow[]>(),
      ).toEqual([expect.objectContaining({ role: 'SalesManager' })]);
    });
  });
});

describe('defaults and order of the user screens (issue 22)', () => {
  ownScene();

  it('gives a user made in My users the CustomerUser role, and one made on New user none', async () => {
    await makeCustomer(t.deps.db, { comId: companyId, custNo: 'K004', name: 'Dnipro Drive' });
    const owner = await t.makeUser({
      roles: ['CustomerUser'],
      comId: companyId,
      custNo: 'K004',
      login: login('k004.owner'),
    });
    const mineCreated = await t.post(
      mine.createUser,
      card({ login: login('k004.made'), custNo: 'K004' }),
      owner,
    );
    expect(mineCreated.json<User>().roleList.map((role) => role.role)).toEqual(['CustomerUser']);
    expect(
      (await t.post(mine.userRoles, login('k004.made'), owner))
        .json<UserRoleRow[]>()
        .map((r) => r.role),
    ).toEqual(['CustomerUser']);
    const staffCreated = await create({ login: login('k004.staffmade'), custNo: 'K004' });
    expect(staffCreated.roleList).toEqual([]);
  });

  it('sorts logins without regard to letter case, both ways', async () => {
    // A company of its own: the list holds exactly these logins.
    const { comId } = await makeCompany(t.deps.db);
    const otherCompany = await t.makeUser({
      roles: ['CustomerManager'],
      comId,
      login: login('mgr.sort'),
    });
    await makeCustomer(t.deps.db, { comId, custNo: 'S1', name: 'Sorter' });
    for (const name of ['Bravo', 'alpha', 'CHARLIE', 'delta']) {
      await create({ login: login(name), custNo: 'S1' }, otherCompany);
    }
    const page = async (desc: boolean, filter = '') =>
      (
        await t.post(
          `${admin.usersPage}?orderBy=login${filter ? `&filter=${filter}` : ''}`,
          { size: 25, page: 0, desc },
          otherCompany,
        )
      )
        .json<PagedAnswer<UserListRow>>()
        .rows.map((row) => row.login);
    const ascending = ['alpha', 'Bravo', 'CHARLIE', 'delta', 'mgr.sort'].map(login);
    expect(await page(false)).toEqual(ascending);
    expect(await page(true)).toEqual([...ascending].reverse());
    expect(await page(false, 'l')).toEqual(['alpha', 'CHARLIE', 'delta'].map(login));
  });
});

describe('staff accounts without a customer code (issue 19)', () => {
  ownScene();

  it('are blocked and given a new password from the card', async () => {
    const staff = await t.makeUser({
      roles: ['ContentManager'],
      comId: companyId,
      login: login('staff.nocode'),
    });
    const user = (await t.post(admin.getUser, login('staff.nocode'), administrator)).json<User>();
    expect(user.custNo).toBeNull();
    const reset = await t.post(
      admin.updateUser,
      { user: { ...user, pwd: 'new-staff-pass1' }, changePassword: true },
      administrator,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.signIn(login('staff.nocode'), 'new-staff-pass1')).toMatch(/^bo_session=/);
    const block = await t.post(
      admin.updateUser,
      { user: { ...user, blocked: true, blockReason: 'Left the company', pwd: '' } },
      administrator,
    );
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json<User>()).toMatchObject({ blocked: true, custNo: null });
    expect((await me(staff)).statusCode).toBe(401);
  });

  it('still need the code while they hold CustomerUser, and a new user always does', async () => {
    await t.makeUser({
      roles: ['CustomerUser'],
      comId: companyId,
      login: login('portal.nocode'),
    });
    const user = (await t.post(admin.getUser, login('portal.nocode'), administrator)).json<User>();
    const response = await t.post(admin.updateUser, { user: { ...user, pwd: '' } }, administrator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { custNo: [messages.requiredField] } });
    const created = await t.post(
      admin.createUser,
      card({ login: login('new.nocode'), custNo: '' }),
      manager,
    );
    expect(created.statusCode).toBe(400);
  });
});

describe('a staff block in My users (issue 31)', () => {
  ownScene();
  let owner: TestUser;
  beforeAll(async () => {
    await makeCustomer(t.deps.db, { comId: companyId, custNo: 'K005', name: 'Kharkiv Auto' });
    owner = await t.makeUser({
      roles: ['CustomerUser'],
      comId: companyId,
      custNo: 'K005',
      login: login('k005.owner'),
    });
  });

  const signInAnswer = (name: string, password: string) =>
    t.post('/api/auth/login', { login: name, password });

  it('refuses deleting a user staff blocked, so the login is not made again unblocked', async () => {
    await create({
      login: login('k005.v2'),
      custNo: 'K005',
      blocked: true,
      blockReason: 'Unpaid invoices',
    });
    const removal = await t.post(mine.deleteUser, { login: login('k005.v2') }, owner);
    expect(removal.statusCode).toBe(403);
    expect(removal.json<ErrorAnswer>().message).toBe(messages.staffBlockCannotBeDeleted);
    expect(await storedUser(login('k005.v2'))).toMatchObject({
      blocked: true,
      blockReason: 'Unpaid invoices',
      staffBlock: true,
    });
    const again = await t.post(
      mine.createUser,
      card({ login: login('k005.v2'), custNo: 'K005', pwd: 'owners-pass1', blocked: false }),
      owner,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().message).toBe(messages.loginTaken);
    expect((await signInAnswer(login('k005.v2'), 'owners-pass1')).statusCode).not.toBe(200);
    expect((await signInAnswer(login('k005.v2'), 'start-pass1')).statusCode).not.toBe(200);
  });

  it('refuses deleting a user whose approval awaits its link', async () => {
    await create({ login: login('k005.waiting'), custNo: 'K005' });
    await t.deps.db
      .update(users)
      .set({ blocked: true, blockReason: messages.awaitingConfirmation, staffBlock: true })
      .where(eq(users.login, login('k005.waiting')));
    const removal = await t.post(mine.deleteUser, { login: login('k005.waiting') }, owner);
    expect(removal.statusCode).toBe(403);
    expect(removal.json<ErrorAnswer>().message).toBe(messages.staffBlockCannotBeDeleted);
    expect(await storedUser(login('k005.waiting'))).toBeDefined();
  });

  it('still deletes a user the customer blocked itself, and staff still delete a staff block', async () => {
    const own = await t.post(
      mine.createUser,
      card({ login: login('k005.own'), custNo: 'K005', blocked: true }),
      owner,
    );
    expect(own.statusCode, own.body).toBe(200);
    const removal = await t.post(mine.deleteUser, { login: login('k005.own') }, owner);
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await storedUser(login('k005.own'))).toBeUndefined();

    // A staff block the customer lifted? Never: staff lift it, and then it is the customer's user.
    await create({ login: login('k005.lifted'), custNo: 'K005', blocked: true });
    const unblocked = await t.post(
      admin.updateUser,
      { user: card({ login: login('k005.lifted'), custNo: 'K005', pwd: '' }) },
      manager,
    );
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    const afterLift = await t.post(mine.deleteUser, { login: login('k005.lifted') }, owner);
    expect(afterLift.statusCode, afterLift.body).toBe(200);

    await create({ login: login('k005.gone'), custNo: 'K005', blocked: true });
    const byStaff = await t.post(admin.deleteUser, { login: login('k005.gone') }, manager);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(await storedUser(login('k005.gone'))).toBeUndefined();
  });

  it('answers 404 to a customer user of another code or company, and 403 to staff roles on My users', async () => {
    await create({ login: login('k005.blocked'), custNo: 'K005', blocked: true });
    const otherCode = await t.makeUser({
      roles: ['CustomerUser'],
      comId: companyId,
      custNo: 'K001',
      login: login('k001.owner'),
    });
    const otherCompany = await t.makeUser({
      roles: ['CustomerUser'],
      comId: otherManager.comId,
      custNo: 'K005',
      login: login('k005.foreign'),
    });
    for (const user of [otherCode, otherCompany]) {
      const removal = await t.post(mine.deleteUser, { login: login('k005.blocked') }, user);
      expect(removal.statusCode).toBe(404);
    }
    expect(
      (await t.post(mine.deleteUser, { login: login('k005.blocked') }, manager)).statusCode,
    ).toBe(403);
    expect(await storedUser(login('k005.blocked'))).toMatchObject({ staffBlock: true });
  });
});

describe('logins equal to a customer code of another company (issue 31)', () => {
  ownScene();
  let foreignOwner: TestUser;
  beforeAll(async () => {
    foreignOwner = await t.makeUser({
      roles: ['CustomerUser'],
      comId: otherManager.comId,
      custNo: 'K900',
      login: login('k900.owner'),
    });
  });

  /** A customer code of the scene's company alone (`R1-S7`), or also of the other company. */
  async function customerCode(name: string, alsoOtherCompany = false) {
    const custNo = `${name}-${tag.toUpperCase()}`;
    await makeCustomer(t.deps.db, { comId: companyId, custNo, name: `Customer ${custNo}` });
    if (alsoOtherCompany)
      await makeCustomer(t.deps.db, { comId: otherManager.comId, custNo, name: 'Same code' });
    return custNo;
  }

  const expectTaken = (response: Awaited<ReturnType<TestApp['post']>>) => {
    expect(response.statusCode).toBe(409);
    // Only that the login is taken: neither the company nor the customer that holds it.
    expect(response.json<ErrorAnswer>()).toEqual({
      message: messages.loginTaken,
      code: 'conflict',
      key: 'loginTaken',
      errors: { login: [messages.loginTaken] },
    });
  };

  it('refuses it on the user card of another company, in any letter case', async () => {
    const code = await customerCode('R1');
    for (const name of [code, code.toLowerCase()]) {
      const response = await t.post(
        admin.createUser,
        card({ login: name, custNo: 'K900' }),
        otherManager,
      );
      expectTaken(response);
    }
    expect(await storedUser(code)).toBeUndefined();
    expect(await storedUser(code.toLowerCase())).toBeUndefined();
  });

  it("refuses it in another company's My users", async () => {
    const code = await customerCode('R2');
    const response = await t.post(
      mine.createUser,
      card({ login: code.toLowerCase(), custNo: 'K900', blocked: false }),
      foreignOwner,
    );
    expectTaken(response);
    expect(await storedUser(code.toLowerCase())).toBeUndefined();
  });

  it('keeps the code free for its own company, and a code both companies hold free to both', async () => {
    const code = await customerCode('R3');
    const refused = await t.post(
      admin.createUser,
      card({ login: code.toLowerCase(), custNo: 'K900' }),
      otherManager,
    );
    expectTaken(refused);
    const owner = await t.makeUser({
      roles: ['CustomerUser'],
      comId: companyId,
      custNo: code,
      login: login('r3.owner'),
    });
    const own = await t.post(
      mine.createUser,
      card({ login: code, custNo: code, blocked: false }),
      owner,
    );
    expect(own.statusCode, own.body).toBe(200);

    const shared = await customerCode('R4', true);
    const both = await t.post(
      admin.createUser,
      card({ login: shared.toLowerCase(), custNo: 'K900' }),
      otherManager,
    );
    expect(both.statusCode, both.body).toBe(200);
  });
});

describe('the demo users (issue 31)', () => {
  it('marks the blocked demo customer users as staff blocks, which My users cannot delete', async () => {
    await usersFeature.seedDemo?.(t.deps);
    const blocked = await t.deps.db
      .select({ login: users.login, staffBlock: users.staffBlock })
      .from(users)
      .where(eq(users.blocked, true));
    const demo = blocked.filter((row) => /^c[12]000(01|35)-/.test(row.login));
    expect(demo.sort((a, b) => a.login.localeCompare(b.login))).toEqual([
      { login: 'c100001-stock', staffBlock: true },
      { login: 'c100035-1', staffBlock: true },
      { login: 'c200035-1', staffBlock: true },
    ]);
    const owner = await t.makeUser({ roles: ['CustomerUser'], comId: 1, custNo: 'C100001' });
    const removal = await t.post(mine.deleteUser, { login: 'c100001-stock' }, owner);
    expect(removal.statusCode).toBe(403);
    expect(removal.json<ErrorAnswer>().message).toBe(messages.staffBlockCannotBeDeleted);
  });
});
