import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type ErrorAnswer,
  type PagedAnswer,
  type User,
  type UserListRow,
  type UserRoleRow,
} from '@bo/contract';
import { users } from './users.schema.js';
import { usersFeature } from './index.js';
import { makeCompany } from '../../test/factories/companies.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { type TestApp, type TestUser } from '../../test/test-app.js';
import {
  admin,
  administrator,
  card,
  companyId,
  create,
  createResponse,
  login,
  manager,
  me,
  mine,
  openUsersApp,
  otherManager,
  ownScene,
  storedUser,
  tag,
  t,
} from '../../test/scenes/users.js';

openUsersApp();

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
    const created = await createResponse({ login: login('new.nocode'), custNo: '' });
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
      const response = await createResponse({ login: name, custNo: 'K900' }, otherManager);
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
    const refused = await createResponse(
      { login: code.toLowerCase(), custNo: 'K900' },
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
    const both = await createResponse(
      { login: shared.toLowerCase(), custNo: 'K900' },
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
