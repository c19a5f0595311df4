import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggableError } from './loggable-error.js';

const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** What node-postgres throws for a unique violation: the row's values are in `detail`. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_pkey"'), {
    name: 'error',
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_pkey',
    table: 'users',
    detail: `Key (pwd_hash)=(${secret}) already exists.`,
    where: `COPY users, line 1: "${secret}"`,
  });
}

describe('loggableError', () => {
  it("keeps drizzle's SQL and the database's code, drops parameters and detail", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("login", "pwd_hash") values ($1, $2)',
      ['jdoe', secret],
      uniqueViolation(),
    );
    const logged = loggableError(error) as Error & Record<string, unknown>;
    expect(logged.constructor.name).toBe('DrizzleQueryError');
    expect(logged.message).toBe(
      'Failed query: insert into "users" ("login", "pwd_hash") values ($1, $2)',
    );
    expect(logged).toMatchObject({
      query: 'insert into "users" ("login", "pwd_hash") values ($1, $2)',
      code: '23505',
      constraint: 'users_pkey',
      table: 'users',
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users".*\n\s+at /);
    expect((logged.cause as Error).message).toBe(
      'duplicate key value violates unique constraint "users_pkey"',
    );
    const everything = JSON.stringify({
      ...Object.fromEntries(Object.entries(logged)),
      message: logged.message,
      stack: logged.stack,
    });
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain('params');
    expect(JSON.stringify(logged.cause)).not.toContain(secret);
    expect(String((logged.cause as Error).stack)).not.toContain(secret);
  });

  it('removes a parameter repeated in a message, and keeps other errors as they are', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${secret}"`), {
      code: '22P02',
      params: [secret],
    });
    const logged = loggableError(new DrizzleQueryError('select $1::integer', [secret], cause));
    expect((logged.cause as Error).message).toBe(
      'invalid input syntax for type integer: "[parameter]"',
    );
    expect(String((logged.cause as Error).stack)).not.toContain(secret);

    const plain = loggableError(
      Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }),
    );
    expect(plain).toMatchObject({ message: 'ENOENT: no such file', code: 'ENOENT' });
    expect(loggableError('a string').message).toBe('a string');
  });
});
