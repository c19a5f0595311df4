import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type ErrorAnswer,
  type PagedAnswer,
  type User,
  type UserListRow,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import {
  admin,
  administrator,
  card,
  companyId,
  create,
  createResponse,
  createListedUsers,
  login,
  manager,
  me,
  openUsersApp,
  otherManager,
  ownScene,
  storedUser,
  t,
} from '../../test/scenes/users.js';

openUsersApp();

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
    const response = await createResponse({ login: '', pwd: '', custNo: '' });
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
    const taken = await createResponse({ login: login('k002') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorAnswer>().message).toBe(messages.loginTaken);

    const unknown = await createResponse({ login: login('x1'), custNo: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().message).toBe(messages.customerNotFound);
    const foreign = await createResponse({ login: login('x2'), custNo: 'K900' });
    expect(foreign.statusCode).toBe(400);
    expect(await storedUser(login('x1'))).toBeUndefined();
    expect(await storedUser(login('x2'))).toBeUndefined();
  });

  it('refuses a login with spaces or slashes, and a body of the wrong shape', async () => {
    const spaced = await createResponse({ login: 'a b/c' });
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
