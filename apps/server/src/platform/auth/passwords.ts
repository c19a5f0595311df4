import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isAcceptablePassword } from '@bo/contract';

/** argon2id's cost: memory in KiB and passes over it (`m=` and `t=` of the stored hash). */
export interface PasswordHashCost {
  memoryKiB: number;
  passes: number;
}

/** OWASP's argon2id minimum (19 MiB, 2 passes, one lane): @node-rs/argon2's defaults. */
export const productionHashCost: PasswordHashCost = { memoryKiB: 19_456, passes: 2 };

let cost = productionHashCost;

/**
 * The cost new hashes are made with, for the whole process: buildApp sets it
 * from the configuration (the test app's is low). Verifying reads the cost a
 * hash was made with from the hash itself, so hashes of either cost verify.
 */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

// argon2id (the library's default algorithm), one lane; hashing runs on libuv's thread pool, off the event loop.
export const hashPassword = (password: string): Promise<string> =>
  hash(password, {
    memoryCost: cost.memoryKiB,
    timeCost: cost.passes,
    parallelism: 1,
  });

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
