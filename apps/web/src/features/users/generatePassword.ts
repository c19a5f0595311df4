import { isAcceptablePassword } from '@bo/contract';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of the alphabet's size that fits a byte: bytes from it up are drawn again. */
const unbiasedLimit = 256 - (256 % alphabet.length);

/**
 * A password of 8 random lowercase letters and digits (A§5, C§9), without
 * modulo bias, drawn again until it meets the password rule (a letter and a digit).
 */
export function generatePassword(length = 8): string {
  for (;;) {
    const password = drawPassword(length);
    if (isAcceptablePassword(password)) return password;
  }
}

function drawPassword(length: number): string {
  let password = '';
  const bytes = new Uint8Array(length * 2);
  while (password.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < unbiasedLimit && password.length < length)
        password += alphabet.charAt(byte % alphabet.length);
    }
  }
  return password;
}
