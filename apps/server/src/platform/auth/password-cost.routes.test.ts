import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { users } from '../../schema.js';
import { createTestApp, testHashCost, type TestApp } from '../../test/test-app.js';
import { productionHashCost } from './passwords.js';

/** The `m=…,t=…,p=…` part of a stored argon2id hash. */
const costOf = async (t: TestApp, userId: number) => {
  const [row] = await t.deps.db.select().from(users).where(eq(users.userId, userId));
  return /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(row?.pwdHash ?? '')?.[1];
};

describe('the cost of password hashes', () => {
  // Built as main.ts builds the server: with the configuration an empty environment gives.
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ passwordHashCost: loadConfig({}).passwordHashCost });
  });
  afterAll(() => server.close());

  it('is the production cost (19 MiB, 2 passes) in a server started normally', async () => {
    expect(loadConfig({}).passwordHashCost).toEqual({ memoryKiB: 19_456, passes: 2 });
    expect(productionHashCost).toEqual({ memoryKiB: 19_456, passes: 2 });
    // makeUser hashes through createUser and signs in: the production hash verifies.
    const user = await server.makeUser({ roles: [] });
    expect(await costOf(server, user.userId)).toBe('m=19456,t=2,p=1');
  });

  it('is lower only when configured, and the tests configure it', async () => {
    expect(
      loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }).passwordHashCost,
    ).toEqual(testHashCost);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow();
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: '0' })).toThrow();
    const tests = await createTestApp();
    try {
      const user = await tests.makeUser({ roles: [] });
      expect(await costOf(tests, user.userId)).toBe('m=1024,t=1,p=1');
    } finally {
      await tests.close();
    }
  });

  it('verifies a hash made at the test cost in a server at the production cost', async () => {
    const user = await server.makeUser({ roles: [] });
    const cheap = await hash('cheap-pass1', {
      memoryCost: testHashCost.memoryKiB,
      timeCost: testHashCost.passes,
      parallelism: 1,
    });
    await server.deps.db.update(users).set({ pwdHash: cheap }).where(eq(users.userId, user.userId));
    expect(await costOf(server, user.userId)).toBe('m=1024,t=1,p=1');
    expect(await server.signIn(user.login, 'cheap-pass1')).toMatch(/^bo_session=/);
    await expect(server.signIn(user.login, user.password)).rejects.toThrow(/sign-in/);
  });
});
