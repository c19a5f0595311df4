const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of the alphabet's size that fits a byte: bytes from it up are drawn again. */
const unbiasedLimit = 256 - (256 % alphabet.length);

/** A password of 8 random lowercase letters and digits (A§5, C§9), without modulo bias. */
export function generatePassword(length = 8): string {
  let password = '';
  const bytes = new Uint8Array(length * 2);
  while (password.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < unbiasedLimit && password.length < length)
        password += alphabet[byte % alphabet.length];
    }
  }
  return password;
}
