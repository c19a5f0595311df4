import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAcceptablePassword } from '@bo/contract';
import { generatePassword } from './generatePassword';

describe('generatePassword', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 8 lowercase letters and digits', () => {
    for (let round = 0; round < 200; round += 1) {
      expect(generatePassword()).toMatch(/^[a-z0-9]{8}$/);
    }
  });

  it('answers only passwords that meet the password rule, a letter and a digit (issue 18)', () => {
    const passwords = Array.from({ length: 2000 }, () => generatePassword());
    expect(passwords.filter((password) => !isAcceptablePassword(password))).toEqual([]);
  });

  it('draws every character of a-z0-9 and rarely repeats a password', () => {
    const passwords = Array.from({ length: 1000 }, () => generatePassword());
    expect(new Set(passwords.join('')).size).toBe(36);
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('reads crypto.getRandomValues and draws again for bytes that would bias the result', () => {
    // 252..255 would favour a-d: they are skipped; 0 is 'a', 35 is '9', 36 wraps to 'a'.
    const drawn = [255, 252, 0, 35, 36, 1, 2, 3, 4, 5, 6, 7];
    const spy = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        if (!(array instanceof Uint8Array)) throw new Error('a Uint8Array is expected');
        array.set(drawn.splice(0, array.length));
        return array;
      });
    expect(generatePassword()).toBe('a9abcdef');
    expect(spy).toHaveBeenCalled();
  });
});
