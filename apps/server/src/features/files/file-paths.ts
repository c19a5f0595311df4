import { messages } from '@bo/contract';
import { badRequest } from '../../platform/http/errors.js';
import { cleanFileName } from '../../platform/storage/file-names.js';
import { isSafeName } from '../../platform/storage/storage.js';

/**
 * Paths of the file manager. A request names folders and files relative to its
 * company's root ('' is the root, 'news/2026' a folder); here such a path
 * becomes segments below the root, or a 400 before anything is touched.
 */

/** The storage key of a company's file-manager root: no company reaches another's. */
export const managerRootKey = (comId: number) => `files/${comId}`;

/** The storage key of `segments` below the company's root. */
export const managedKey = (comId: number, segments: readonly string[]) =>
  [managerRootKey(comId), ...segments].join('/');

export const joinPath = (segments: readonly string[]) => segments.join('/');

/** The parent's path; null for the root. */
export const parentPath = (segments: readonly string[]) =>
  segments.length === 0 ? null : joinPath(segments.slice(0, -1));

const maxPathLength = 1000;

const invalidPath = (field: string) =>
  badRequest('pathInvalid', undefined, { [field]: [messages.pathInvalid] });

/**
 * The segments of a path relative to the root. Every segment must be a safe
 * name (`isSafeName`), so `..`, `.`, absolute paths ('/etc', 'C:\'),
 * backslashes, '%2e%2e' and other encodings, NUL and control characters,
 * hidden names and empty segments ('a//b', 'a/') are refused. Links are refused
 * by the storage itself.
 */
export function parseManagedPath(input: string, field = 'currentDir'): string[] {
  if (input === '') return [];
  const segments = input.normalize('NFC').split('/');
  if (input.length > maxPathLength || !segments.every(isSafeName)) throw invalidPath(field);
  return segments;
}

/** One entry name inside a folder (a file of DeleteFiles): a single safe segment. */
export function parseEntryName(input: string, field: string): string {
  const segments = parseManagedPath(input, field);
  if (segments.length !== 1) throw invalidPath(field);
  return segments[0] ?? '';
}

// What only a path trick needs; anything else odd in a new name is cleaned instead.
const pathTricks = /\.\.|[\\%\p{Cc}]|^[./]|^[A-Za-z]:/u;

/**
 * The path of a folder to create: its parent parsed strictly, its new name
 * cleaned (`cleanFileName`: 'News: 2026?' becomes 'News_ 2026_'); a name that
 * tries to leave the folder is refused, an empty one asks for a name.
 */
export function parseNewFolderPath(
  input: string,
  field = 'currentDir',
): { parent: string[]; name: string } {
  const slash = input.lastIndexOf('/');
  const rawName = input.slice(slash + 1);
  // A leading '/' would make an absolute path look like the root.
  if (slash === 0) throw invalidPath(field);
  const parent = slash < 0 ? [] : parseManagedPath(input.slice(0, slash), field);
  if (rawName.trim() === '') {
    throw badRequest('folderNameRequired', undefined, { [field]: [messages.folderNameRequired] });
  }
  if (pathTricks.test(rawName) || input.length > maxPathLength) throw invalidPath(field);
  return { parent, name: cleanFileName(rawName) };
}
