import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { auditLog } from '../db/platform.schema.js';
import { commandLineActor, resetPassword } from './password-reset.js';

let t: TestApp;
openTestApp({}, async (app) => {
  t = app;
});

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('reset-password (issue 22)', () => {
  it('sets a generated password, ends the sessions and writes an audit row', async () => {
    const user = await t.makeUser({ roles: ['Admin'], login: 'lost.admin' });
    const reset = await resetPassword(t.deps, 'LOST.ADMIN');
    expect(reset.login).toBe('lost.admin');
    expect(reset.password).toMatch(/^[a-z0-9]{12}$/);
    expect((await me(user.cookie)).statusCode).toBe(401);
    await expect(t.signIn('lost.admin', user.password)).rejects.toThrow(/sign-in/);
    expect(await t.signIn('lost.admin', reset.password)).toMatch(/^bo_session=/);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'lost.admin'));
    expect(audits).toEqual([
      expect.objectContaining({ actorLogin: commandLineActor, action: 'update', comId: 1 }),
    ]);
    expect(JSON.stringify(audits[0]?.after)).not.toContain(reset.password);
  });

  it('takes a given password only when it meets the rule, and names an unknown login', async () => {
    await t.makeUser({ roles: [], login: 'given.pw' });
    await expect(resetPassword(t.deps, 'given.pw', 'short')).rejects.toThrow(messages.passwordRule);
    const reset = await resetPassword(t.deps, 'given.pw', 'chosen-pass-7');
    expect(reset.password).toBe('chosen-pass-7');
    expect(await t.signIn('given.pw', 'chosen-pass-7')).toMatch(/^bo_session=/);
    await expect(resetPassword(t.deps, 'nobody.here')).rejects.toThrow(messages.userNotFound);
  });
});
