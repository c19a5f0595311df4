import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  messages,
  type ErrorAnswer,
  type PagedAnswer,
  type Role,
  type User,
  type UserListRow,
  type UserRoleRow,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { users } from './users.schema.js';
import { type TestUser } from '../../test/test-app.js';
import {
  admin,
  administrator,
  card,
  companyId,
  create,
  createListedUsers,
  login,
  manager,
  mine,
  openUsersApp,
  otherManager,
  ownScene,
  storedUser,
  t,
} from '../../test/scenes/users.js';

openUsersApp();

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
