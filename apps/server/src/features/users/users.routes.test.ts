import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { makeCompany, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const admin = userApi('admin');
const mine = userApi('customer');

let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;
let administrator: TestUser;

/**
 * A database of its own for the block that calls this (for each of its tests
 * with `beforeEach`), holding the customers and staff every test starts from:
 * the tests of a block never read what another block wrote, whatever the order.
 */
function ownDatabase(
  { before, after }: { before: typeof beforeAll; after: typeof afterAll } = {
    before: beforeAll,
    after: afterAll,
  },
) {
  before(async () => {
    t = await createTestApp();
    for (const customer of [
      { comId: 1, custNo: 'K001', name: 'Kyiv Parts', eMail: 'k001@example.com', phone: '+380 1' },
      { comId: 1, custNo: 'K002', name: 'Lviv Motors', eMail: 'k002@example.com', phone: '+380 2' },
      { comId: 2, custNo: 'K900', name: 'Other Company Customer' },
    ])
      await makeCustomer(t.deps.db, customer);
    manager = await t.makeUser({ roles: ['CustomerManager'], login: 'manager1' });
    otherManager = await t.makeUser({ roles: ['CustomerManager'], comId: 2, login: 'manager2' });
    administrator = await t.makeUser({ roles: ['Admin', 'CustomerManager'], login: 'boss' });
  });
  after(() => t.close());
}

const card = (values: Partial<UserInput> & { login: string }) => ({
  pwd: 'start-pass1',
  blocked: false,
  blockReason: null,
  fullName: '',
  eMail: '',
  phone: '',
  custNo: 'K001',
  ...values,
});

async function create(values: Partial<UserInput> & { login: string }, by: TestUser = manager) {
  const response = await t.post(admin.createUser, card(values), by);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<User>();
}

/** The users of company 1 the list and "My users" read, as the create tests make them. */
async function createListedUsers() {
  await create({ login: 'K001' });
  await create({
    login: 'k002.buyer',
    custNo: 'K002',
    fullName: 'Ivan Buyer',
    blocked: true,
    blockReason: 'Waiting for contract',
  });
  await create({ login: 'k002.two', custNo: 'K002', blockReason: 'ignored' });
}

const storedUser = async (login: string) =>
  (await t.deps.db.select().from(users).where(eq(users.login, login)))[0];

const me = (user: { cookie: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });

describe('create a user (A§2, A§4, A§5)', () => {
  ownDatabase();

  it('creates an unblocked user in the caller company, filled from the customer', async () => {
    const user = await create({ login: 'K001' });
    expect(user).toEqual({
      login: 'K001',
      pwd: '',
      blocked: false,
      blockReason: null,
      fullName: 'Kyiv Parts',
      eMail: 'k001@example.com',
      eMailConfirmed: false,
      phone: '+380 1',
      custNo: 'K001',
      comId: 1,
      roles: [],
      roleList: [],
    });
    expect(await t.signIn('K001', 'start-pass1')).toMatch(/^bo_session=/);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'K001'));
    expect(audit).toMatchObject({ actorLogin: 'manager1', entity: 'user', action: 'create' });
    expect(JSON.stringify(audit?.after)).not.toContain('$argon2');
  });

  it('keeps what the card says over the customer record, and a block reason only when blocked', async () => {
    const user = await create({
      login: 'k002.buyer',
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
    const unblocked = await create({ login: 'k002.two', custNo: 'K002', blockReason: 'ignored' });
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
    await create({ login: 'K002', custNo: 'K002' });
    const taken = await t.post(admin.createUser, card({ login: 'k002' }), manager);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorAnswer>().message).toBe(messages.loginTaken);

    const unknown = await t.post(admin.createUser, card({ login: 'x1', custNo: 'NOPE' }), manager);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().message).toBe(messages.customerNotFound);
    const foreign = await t.post(admin.createUser, card({ login: 'x2', custNo: 'K900' }), manager);
    expect(foreign.statusCode).toBe(400);
    expect(await storedUser('x1')).toBeUndefined();
    expect(await storedUser('x2')).toBeUndefined();
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
  ownDatabase();
  beforeAll(createListedUsers);

  it('pages, searches login, customer code and name, and sorts', async () => {
    const page = await t.post(`${admin.usersPage}?filter=lviv`, { size: 25, page: 0 }, manager);
    expect(page.json<PagedAnswer<UserListRow>>().rows.map((row) => row.login)).toEqual([
      'k002.two',
    ]);
    const wildcard = await t.post(`${admin.usersPage}?filter=%25`, { size: 25, page: 0 }, manager);
    expect(wildcard.json<PagedAnswer<UserListRow>>().total).toBe(0);
    const byCode = await t.post(`${admin.usersPage}?filter=K00`, { size: 2, page: 0 }, manager);
    const answer = byCode.json<PagedAnswer<UserListRow>>();
    expect(answer.total).toBe(3);
    expect(answer.pageCount).toBe(2);
    expect(answer.rows.map((row) => row.login)).toEqual(['K001', 'k002.buyer']);
    expect(answer.rows[1]).toEqual({
      login: 'k002.buyer',
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
      'manager2',
    ]);
    const total = await t.post(admin.totalUsers, undefined, otherManager);
    expect(total.json()).toEqual({ total: 1 });
    const read = await t.post(admin.getUser, 'K001', otherManager);
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
    const response = await t.post(admin.getUser, 'BOSS', manager);
    expect(response.statusCode).toBe(200);
    const user = response.json<User>();
    expect(user.login).toBe('boss');
    expect(user.pwd).toBe('');
    expect(user.roleList.map((role) => role.role)).toEqual(['Admin', 'CustomerManager']);
    expect(user.roles).toEqual(['Administrator', 'Customer manager']);
  });
});

describe('update: card, password and block (sessions follow the account)', () => {
  ownDatabase();

  it('changes the card and leaves the password when changePassword is false', async () => {
    const user = await create({ login: 'upd1', pwd: 'first-pass1' });
    const response = await t.post(
      admin.updateUser,
      { user: { ...user, fullName: 'Renamed', phone: '123', pwd: '' }, changePassword: false },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<User>()).toMatchObject({ fullName: 'Renamed', phone: '123' });
    expect(await t.signIn('upd1', 'first-pass1')).toMatch(/^bo_session=/);
  });

  it('needs a new password in change-password mode', async () => {
    const user = await create({ login: 'upd2' });
    const response = await t.post(admin.updateUser, { user, changePassword: true }, manager);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.fillAllRequired,
      errors: { pwd: [messages.requiredField] },
    });
  });

  it('a new password ends the user sessions at once', async () => {
    const user = await create({ login: 'upd3', pwd: 'old-pass1' });
    const session = { cookie: await t.signIn('upd3', 'old-pass1') };
    expect((await me(session)).statusCode).toBe(200);
    const response = await t.post(
      admin.updateUser,
      { user: { ...user, pwd: 'new-pass1' }, changePassword: true },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect(await t.signIn('upd3', 'new-pass1')).toMatch(/^bo_session=/);
  });

  it('blocking ends the sessions and refuses the next sign-in', async () => {
    const user = await create({ login: 'upd4', pwd: 'pass-four4' });
    const session = { cookie: await t.signIn('upd4', 'pass-four4') };
    const response = await t.post(
      admin.updateUser,
      { user: { ...user, blocked: true, blockReason: 'Debt' }, changePassword: false },
      manager,
    );
    expect(response.json<User>()).toMatchObject({ blocked: true, blockReason: 'Debt' });
    expect((await me(session)).statusCode).toBe(401);
    const signIn = await t.post('/api/auth/login', { login: 'upd4', password: 'pass-four4' });
    expect(signIn.statusCode).toBe(403);
  });

  it("refuses another company's user, blocking yourself, and an administrator changed by a non-administrator", async () => {
    const user = await create({ login: 'upd5' });
    const foreign = await t.post(admin.updateUser, { user, changePassword: false }, otherManager);
    expect(foreign.statusCode).toBe(404);

    const self = await t.post(
      admin.updateUser,
      { user: card({ login: 'manager1', blocked: true, pwd: '' }), changePassword: false },
      manager,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json<ErrorAnswer>().message).toBe(messages.cannotBlockYourself);

    const takeover = await t.post(
      admin.updateUser,
      { user: card({ login: 'boss', pwd: 'mine-now1' }), changePassword: true },
      manager,
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json<ErrorAnswer>().message).toBe(messages.adminOnlyByAdmin);
    const signIn = await t.post('/api/auth/login', { login: 'boss', password: 'mine-now1' });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('delete', () => {
  ownDatabase();

  it('deletes a user with the roles and sessions, and audits it', async () => {
    await create({ login: 'del1', pwd: 'pass-del1' });
    const session = { cookie: await t.signIn('del1', 'pass-del1') };
    const response = await t.post(admin.deleteUser, { login: 'del1', custNo: 'K001' }, manager);
    expect(response.statusCode).toBe(200);
    expect(await storedUser('del1')).toBeUndefined();
    expect((await me(session)).statusCode).toBe(401);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'del1'))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it("refuses yourself and another company's user, and changes nothing", async () => {
    await create({ login: 'K001' });
    const self = await t.post(admin.deleteUser, { login: 'manager1' }, manager);
    expect(self.statusCode).toBe(403);
    expect(self.json<ErrorAnswer>().message).toBe(messages.cannotDeleteYourself);
    const foreign = await t.post(admin.deleteUser, { login: 'K001' }, otherManager);
    expect(foreign.statusCode).toBe(404);
    expect(await storedUser('manager1')).toBeDefined();
    expect(await storedUser('K001')).toBeDefined();
    const missing = await t.post(admin.deleteUser, {}, manager);
    expect(missing.statusCode).toBe(400);
  });
});

describe('roles (DESIGN §4 privilege rules)', () => {
  // Each test its own database: they all change the roles of K001.
  ownDatabase({ before: beforeEach, after: afterEach });
  beforeEach(() => create({ login: 'K001' }));

  const rows = async (login: string, by: TestUser = manager) =>
    (await t.post(admin.userRoles, login, by)).json<UserRoleRow[]>();

  it('lists all roles, the rows of a user and what may still be added', async () => {
    const all = (await t.post(admin.appRoles, undefined, manager)).json<Role[]>();
    expect(all).toHaveLength(13);
    expect(all[0]).toEqual({
      role: 'Admin',
      name: 'Administrator',
      description: 'Grants any role and sees role codes',
    });
    expect(await rows('boss')).toEqual([
      expect.objectContaining({ login: 'boss', role: 'Admin', name: 'Administrator' }),
      expect.objectContaining({ login: 'boss', role: 'CustomerManager' }),
    ]);
    // A customer manager grants only the role it holds itself; an administrator anything not held.
    const forManager = (await t.post(admin.rolesForAdd, 'K001', manager)).json<Role[]>();
    expect(forManager.map((role) => role.role)).toEqual(['CustomerManager']);
    const forBoss = (await t.post(admin.rolesForAdd, 'boss', administrator)).json<Role[]>();
    expect(forBoss.map((role) => role.role)).not.toContain('Admin');
    expect(forBoss).toHaveLength(11);
  });

  it('adds and removes a role, with audit rows', async () => {
    const add = await t.post(
      admin.addRole('K001'),
      { role: 'CustomerManager', name: 'x' },
      manager,
    );
    expect(add.statusCode, add.body).toBe(200);
    const [row] = await rows('K001');
    expect(row).toMatchObject({ login: 'K001', role: 'CustomerManager' });
    const again = await t.post(admin.addRole('K001'), { role: 'CustomerManager' }, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().message).toBe(messages.roleAlreadyHeld);
    const remove = await t.post(admin.deleteRole, row, manager);
    expect(remove.statusCode).toBe(200);
    expect(await rows('K001')).toEqual([]);
    const missing = await t.post(admin.deleteRole, row, manager);
    expect(missing.statusCode).toBe(404);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'K001/CustomerManager'))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'delete']);
  });

  it('refuses granting Admin without being Admin, an unknown role, and removing your own Admin', async () => {
    const grant = await t.post(admin.addRole('K001'), { role: 'Admin' }, manager);
    expect(grant.statusCode).toBe(403);
    expect(grant.json<ErrorAnswer>().message).toBe(messages.grantOwnRolesOnly);
    const unknown = await t.post(admin.addRole('K001'), { role: 'Superuser' }, manager);
    expect(unknown.statusCode).toBe(400);
    expect(await rows('K001')).toEqual([]);

    const strip = await t.post(admin.deleteRole, { login: 'boss', role: 'Admin' }, manager);
    expect(strip.statusCode).toBe(403);
    const own = await t.post(admin.deleteRole, { login: 'boss', role: 'Admin' }, administrator);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorAnswer>().message).toBe(messages.cannotRemoveOwnAdmin);
    expect((await rows('boss')).map((role) => role.role)).toContain('Admin');

    const granted = await t.post(admin.addRole('K001'), { role: 'Admin' }, administrator);
    expect(granted.statusCode).toBe(200);
  });

  it("answers 404 for another company's user in every role call", async () => {
    await t.post(admin.addRole('K001'), { role: 'Admin' }, administrator);
    for (const [url, body] of [
      [admin.userRoles, 'K001'],
      [admin.rolesForAdd, 'K001'],
      [admin.addRole('K001'), { role: 'CustomerManager' }],
      [admin.deleteRole, { login: 'K001', role: 'Admin' }],
    ] as const) {
      const response = await t.post(url, body, otherManager);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await rows('K001')).map((role) => role.role)).toEqual(['Admin']);
  });
});

describe('"My users": a CustomerUser and the users of the own customer code', () => {
  let owner: TestUser;
  let colleague: User;

  // Each test its own database: creating and listing the users of K002 would meet otherwise.
  ownDatabase({ before: beforeEach, after: afterEach });
  beforeEach(async () => {
    await createListedUsers();
    owner = await t.makeUser({ roles: ['CustomerUser'], custNo: 'K002', login: 'k002.owner' });
    colleague = await create({ login: 'k002.colleague', custNo: 'K002' });
  });

  it('lists and reads only the users of the own customer code', async () => {
    const list = await t.post(mine.usersPage, { size: 25, page: 0 }, owner);
    expect(list.json<PagedAnswer<UserListRow>>().rows.map((row) => row.login)).toEqual([
      'k002.buyer',
      'k002.colleague',
      'k002.owner',
      'k002.two',
    ]);
    expect((await t.post(mine.totalUsers, undefined, owner)).json()).toEqual({ total: 4 });
    expect((await t.post(mine.getUser, 'k002.colleague', owner)).statusCode).toBe(200);
    const other = await t.post(mine.getUser, 'K001', owner);
    expect(other.statusCode).toBe(404);
    const lookup = await t.post(mine.customerInfo, 'K001', owner);
    expect(lookup.statusCode).toBe(404);
  });

  it('refuses editing or adding roles to a user of another customer', async () => {
    const edit = await t.post(
      mine.updateUser,
      { user: card({ login: 'K001', fullName: 'Hijacked', pwd: '' }), changePassword: false },
      owner,
    );
    expect(edit.statusCode).toBe(404);
    const grant = await t.post(mine.addRole('K001'), { role: 'Returns' }, owner);
    expect(grant.statusCode).toBe(404);
    expect((await storedUser('K001'))?.fullName).toBe('Kyiv Parts');
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
      card({ login: 'k002.new', custNo: 'K002', blocked: true }),
      owner,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<User>()).toMatchObject({ custNo: 'K002', blocked: true, comId: 1 });
    const other = await t.post(mine.createUser, card({ login: 'k001.new', custNo: 'K001' }), owner);
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorAnswer>().message).toBe(messages.otherCustomerCode);
    expect(await storedUser('k001.new')).toBeUndefined();
  });

  it('does not touch a user of the own code who holds staff roles', async () => {
    await t.post(admin.addRole('k002.buyer'), { role: 'CustomerManager' }, manager);
    const response = await t.post(mine.deleteUser, { login: 'k002.buyer' }, owner);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorAnswer>().message).toBe(messages.userHoldsOtherRoles);
    expect(await storedUser('k002.buyer')).toBeDefined();
  });

  it('refuses a CustomerUser without a customer code, and the wrong role on each variant', async () => {
    const codeless = await t.makeUser({ roles: ['CustomerUser'] });
    const response = await t.post(mine.usersPage, { size: 25, page: 0 }, codeless);
    expect(response.statusCode).toBe(403);
    expect((await t.post(admin.usersPage, { size: 25, page: 0 }, owner)).statusCode).toBe(403);
    expect((await t.post(mine.usersPage, { size: 25, page: 0 }, manager)).statusCode).toBe(403);
    expect((await t.post(admin.getUser, 'K001', null)).statusCode).toBe(401);
  });
});

describe('concurrent creates', () => {
  ownDatabase();

  it('creates one user when the same login is created twice at once', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => t.post(admin.createUser, card({ login: 'twice' }), manager)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json<ErrorAnswer>().message).toBe(
      messages.loginTaken,
    );
    expect(await t.deps.db.select().from(users).where(eq(users.login, 'twice'))).toHaveLength(1);
  });
});

describe('the security review of issue 18', () => {
  ownDatabase();

  it('keeps a customer manager from taking over a user holding roles it lacks', async () => {
    await create({ login: 'staff.cn', pwd: 'staff-pass1' }, administrator);
    for (const role of ['ContentManager', 'NotificationManager']) {
      expect((await t.post(admin.addRole('staff.cn'), { role }, administrator)).statusCode).toBe(
        200,
      );
    }
    const takeover = await t.post(
      admin.updateUser,
      { user: card({ login: 'staff.cn', pwd: 'taken-over1' }), changePassword: true },
      manager,
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json<ErrorAnswer>().message).toBe(messages.userHoldsRolesYouLack);
    expect(
      (await t.post('/api/auth/login', { login: 'staff.cn', password: 'taken-over1' })).statusCode,
    ).toBe(401);
    const block = await t.post(
      admin.updateUser,
      { user: card({ login: 'staff.cn', blocked: true, pwd: '' }), changePassword: false },
      manager,
    );
    expect(block.statusCode).toBe(403);
    const removal = await t.post(admin.deleteUser, { login: 'staff.cn' }, manager);
    expect(removal.statusCode).toBe(403);
    expect(await storedUser('staff.cn')).toMatchObject({ blocked: false });
    expect(await t.signIn('staff.cn', 'staff-pass1')).toMatch(/^bo_session=/);
    // An administrator may, and so may a holder of every role the user holds.
    const byAdmin = await t.post(
      admin.updateUser,
      { user: card({ login: 'staff.cn', pwd: 'reset-by-boss1' }), changePassword: true },
      administrator,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("still lets a customer manager block a customer's user and reset its password", async () => {
    const user = await create({ login: 'portal.user', custNo: 'K002' });
    await t.post(admin.addRole(user.login), { role: 'CustomerUser' }, administrator);
    await t.post(admin.addRole(user.login), { role: 'Returns' }, administrator);
    const reset = await t.post(
      admin.updateUser,
      { user: { ...user, blocked: true, pwd: 'fresh-pass9' }, changePassword: true },
      manager,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await storedUser('portal.user')).toMatchObject({ blocked: true, staffBlock: true });
  });

  it('applies the password rule to staff-set passwords on create and update', async () => {
    const weak = await t.post(admin.createUser, card({ login: 'weak1', pwd: '1' }), manager);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: messages.passwordRule,
      errors: { pwd: [messages.passwordRule] },
    });
    expect(await storedUser('weak1')).toBeUndefined();
    const user = await create({ login: 'weak2', pwd: 'strong-pass2' });
    const update = await t.post(
      admin.updateUser,
      { user: { ...user, pwd: 'onlyletters' }, changePassword: true },
      manager,
    );
    expect(update.statusCode).toBe(400);
    expect(update.json<ErrorAnswer>().message).toBe(messages.passwordRule);
    expect(await t.signIn('weak2', 'strong-pass2')).toMatch(/^bo_session=/);
  });

  it('writes one audit row for one stored role however many calls race to grant it', async () => {
    const user = await create({ login: 'race.role' });
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
      .where(eq(auditLog.entityId, 'race.role/CustomerManager'));
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
      .where(eq(auditLog.entityId, 'race.role/CustomerManager'))
      .orderBy(auditLog.id);
    expect(after.map((audit) => audit.action)).toEqual(['create', 'delete']);
  });

  describe('in My users', () => {
    let owner: TestUser;
    beforeAll(async () => {
      await makeCustomer(t.deps.db, {
        custNo: 'K003',
        name: 'Odesa Trade',
        eMail: 'k003@example.com',
      });
      owner = await t.makeUser({ roles: ['CustomerUser'], custNo: 'K003', login: 'k003.owner' });
    });

    it('starts a new customer user blocked when the call leaves blocked out', async () => {
      const withoutBlocked = { login: 'k003.new', pwd: 'start-pass1', custNo: 'K003' };
      const response = await t.post(mine.createUser, withoutBlocked, owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<User>().blocked).toBe(true);
      expect(await storedUser('k003.new')).toMatchObject({ blocked: true, staffBlock: false });
      // The customer's own block may be lifted by the customer.
      const lift = await t.post(
        mine.updateUser,
        { user: card({ login: 'k003.new', custNo: 'K003', pwd: '' }), changePassword: false },
        owner,
      );
      expect(lift.statusCode, lift.body).toBe(200);
      expect(lift.json<User>().blocked).toBe(false);
    });

    it('never lifts a block staff set, nor changes its reason', async () => {
      const user = await create({ login: 'k003.staffblocked', custNo: 'K003' });
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
      expect(await storedUser('k003.staffblocked')).toMatchObject({
        blocked: true,
        blockReason: 'Unpaid invoices',
        staffBlock: true,
      });
    });

    it('changes no roles of a user of its code who holds a staff role', async () => {
      const user = await create({ login: 'k003.sales', custNo: 'K003' }, administrator);
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
  ownDatabase();

  it('gives a user made in My users the CustomerUser role, and one made on New user none', async () => {
    await makeCustomer(t.deps.db, { custNo: 'K004', name: 'Dnipro Drive' });
    const owner = await t.makeUser({
      roles: ['CustomerUser'],
      custNo: 'K004',
      login: 'k004.owner',
    });
    const mineCreated = await t.post(
      mine.createUser,
      card({ login: 'k004.made', custNo: 'K004' }),
      owner,
    );
    expect(mineCreated.json<User>().roleList.map((role) => role.role)).toEqual(['CustomerUser']);
    expect(
      (await t.post(mine.userRoles, 'k004.made', owner)).json<UserRoleRow[]>().map((r) => r.role),
    ).toEqual(['CustomerUser']);
    const staffCreated = await create({ login: 'k004.staffmade', custNo: 'K004' });
    expect(staffCreated.roleList).toEqual([]);
  });

  it('sorts logins without regard to letter case, both ways', async () => {
    // A company of its own: the list holds exactly these logins.
    const { comId } = await makeCompany(t.deps.db);
    const otherCompany = await t.makeUser({ roles: ['CustomerManager'], comId, login: 'mgr.sort' });
    await makeCustomer(t.deps.db, { comId, custNo: 'S1', name: 'Sorter' });
    for (const login of ['Bravo', 'alpha', 'CHARLIE', 'delta']) {
      await create({ login, custNo: 'S1' }, otherCompany);
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
    const ascending = ['alpha', 'Bravo', 'CHARLIE', 'delta', 'mgr.sort'];
    expect(await page(false)).toEqual(ascending);
    expect(await page(true)).toEqual([...ascending].reverse());
    expect(await page(false, 'l')).toEqual(['alpha', 'CHARLIE', 'delta']);
  });
});

describe('staff accounts without a customer code (issue 19)', () => {
  ownDatabase();

  it('are blocked and given a new password from the card', async () => {
    const staff = await t.makeUser({ roles: ['ContentManager'], login: 'staff.nocode' });
    const user = (await t.post(admin.getUser, 'staff.nocode', administrator)).json<User>();
    expect(user.custNo).toBeNull();
    const reset = await t.post(
      admin.updateUser,
      { user: { ...user, pwd: 'new-staff-pass1' }, changePassword: true },
      administrator,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.signIn('staff.nocode', 'new-staff-pass1')).toMatch(/^bo_session=/);
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
    await t.makeUser({ roles: ['CustomerUser'], login: 'portal.nocode' });
    const user = (await t.post(admin.getUser, 'portal.nocode', administrator)).json<User>();
    const response = await t.post(admin.updateUser, { user: { ...user, pwd: '' } }, administrator);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { custNo: [messages.requiredField] } });
    const created = await t.post(
      admin.createUser,
      card({ login: 'new.nocode', custNo: '' }),
      manager,
    );
    expect(created.statusCode).toBe(400);
  });
});
