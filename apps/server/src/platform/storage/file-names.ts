import { isSafeName } from './storage.js';

const maxNameLength = 150;
// Room below the 255-byte limit for ' (n)' when the name is taken.
const maxNameBytes = 240;
// Control and bidirectional characters are dropped; separators and specials become '_'.
const invisible = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const special = /[\\%:*?"<>|#/]/gu;

/** Splits 'photo.final.JPG' into ['photo.final', 'JPG']; a name without a dot has no extension. */
export function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
}

/**
 * A name the browser sent, made safe (`isSafeName`): only its last path segment,
 * NFC, separators and special characters replaced by '_', control and
 * bidirectional characters dropped, no leading dots or dashes, at most 150
 * characters and 240 bytes with the extension kept; 'file' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/u).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(invisible, '')
    .replace(special, '_')
    .replace(/\.{2,}/gu, '.')
    .replace(/^[\s.-]+/u, '')
    .replace(/[\s.]+$/u, '');
  if (Array.from(name).length > maxNameLength || Buffer.byteLength(name) > maxNameBytes) {
    const [base, extension] = splitExtension(name);
    const suffix = extension ? `.${extension}` : '';
    const kept = Array.from(base).slice(0, maxNameLength - Array.from(suffix).length);
    while (kept.length > 1 && Buffer.byteLength(kept.join('') + suffix) > maxNameBytes) kept.pop();
    name = kept.join('').trimEnd() + suffix;
  }
  if (name === '' || name.startsWith('.')) name = `file${name}`;
  return isSafeName(name) ? name : 'file';
}

/**
 * `name` with an extension from `extensions` (the first is the usual one): kept
 * when it already is one of them (any case), otherwise set, so that the name
 * never claims another type than the content has.
 */
export function withExtension(name: string, extensions: readonly string[]): string {
  const [base, extension] = splitExtension(name);
  if (extensions.includes(extension.toLowerCase())) return name;
  return `${extension ? base : name}.${extensions[0] ?? 'bin'}`;
}

/** The n-th alternative of a taken name: 'photo.png' → 'photo (1).png'. */
export function numberedName(name: string, n: number): string {
  const [base, extension] = splitExtension(name);
  return extension ? `${base} (${n}).${extension}` : `${base} (${n})`;
}
