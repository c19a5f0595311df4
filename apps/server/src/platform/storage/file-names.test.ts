import { describe, expect, it } from 'vitest';
import { cleanFileName, numberedName, splitExtension, withExtension } from './file-names.js';
import { isSafeName } from './storage.js';

describe('cleanFileName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['C:\\Users\\me\\Desktop\\plan.pdf', 'plan.pdf'],
    ['/etc/passwd', 'passwd'],
    ['..', 'file'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['', 'file'],
    ['   ', 'file'],
    ['a\0b.png', 'ab.png'],
    ['%2e%2e%2fsecret.png', '_2e_2e_2fsecret.png'],
    ['what?*<>|":#.png', 'what________.png'],
    ['photo\u202egnp.exe', 'photognp.exe'],
    ['-rf.png', 'rf.png'],
    ['trailing dot.', 'trailing dot'],
    ['two  spaces\tand\ttabs.jpg', 'two spaces and tabs.jpg'],
    ['a..b.png', 'a.b.png'],
    ['Новини 2026.jpg', 'Новини 2026.jpg'],
    ['e\u0301te.png', 'éte.png'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
    expect(isSafeName(cleanFileName(raw))).toBe(true);
  });

  it('cuts long names to 150 characters and 240 bytes, keeping the extension', () => {
    const latin = cleanFileName(`${'a'.repeat(300)}.jpeg`);
    expect(latin).toBe(`${'a'.repeat(145)}.jpeg`);
    const cyrillic = cleanFileName(`${'ї'.repeat(300)}.jpeg`);
    expect(Buffer.byteLength(cyrillic)).toBeLessThanOrEqual(240);
    expect(cyrillic.endsWith('ї.jpeg')).toBe(true);
    expect(isSafeName(cyrillic)).toBe(true);
  });
});

describe('extensions and numbered names', () => {
  it('splits at the last dot; a leading dot is no extension', () => {
    expect(splitExtension('a.b.c')).toEqual(['a.b', 'c']);
    expect(splitExtension('plain')).toEqual(['plain', '']);
  });

  it('keeps a matching extension and replaces a lying one', () => {
    expect(withExtension('photo.JPEG', ['jpg', 'jpeg'])).toBe('photo.JPEG');
    expect(withExtension('photo.jpg', ['png'])).toBe('photo.png');
    expect(withExtension('virus.exe', ['png'])).toBe('virus.png');
    expect(withExtension('noextension', ['pdf'])).toBe('noextension.pdf');
  });

  it('numbers a taken name before its extension', () => {
    expect(numberedName('photo.png', 1)).toBe('photo (1).png');
    expect(numberedName('folder', 2)).toBe('folder (2)');
  });
});
