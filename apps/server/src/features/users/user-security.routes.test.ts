import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type ErrorAnswer, type User, type UserRoleRow } from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCustomer } from '../../test/factories/customers.js';
import { type TestUser } from '../../test/test-app.js';
import {
  admin,
  administrator,
  card,
  companyId,
  create,
  createResponse,
  login,
  manager,
  mine,
  openUsersApp,
  ownScene,
  storedUser,
  t,
} from '../../test/scenes/users.js';

openUsersApp();

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
    const weak = await createResponse({ login: login('weak1'), pwd: '1' });
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
