import { describe, expect, it } from 'vitest';
import { isAcceptablePassword } from '@bo/contract';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('generates 8 characters of a-z and 0-9 (A§5), differently each time', () => {
    const generated = Array.from({ length: 200 }, () => generatePassword());
    expect(generated.every((password) => /^[a-z0-9]{8}$/.test(password))).toBe(true);
    expect(new Set(generated).size).toBe(200);
  });

  it('generates only passwords that meet the password rule (issue 18)', () => {
    const generated = Array.from({ length: 2000 }, () => generatePassword());
    expect(generated.filter((password) => !isAcceptablePassword(password))).toEqual([]);
  });

  it('hashes with argon2id and verifies', async () => {
    const hashed = await hashPassword('s3cret');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 's3cret')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 's3cret')).toBe(false);
  });
});
