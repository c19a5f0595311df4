import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isAcceptablePassword } from '@bo/contract';

// @node-rs/argon2 defaults to argon2id; hashing runs on libuv's thread pool, off the event loop.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

const passwordAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A password of `length` characters a-z0-9 from a cryptographic source (A§5),
 * drawn again until it meets the password rule (a letter and a digit).
 */
export function generatePassword(length = 8): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++)
      password += passwordAlphabet.charAt(randomInt(passwordAlphabet.length));
    if (isAcceptablePassword(password)) return password;
  }
}
