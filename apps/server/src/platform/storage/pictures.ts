import { randomUUID } from 'node:crypto';
import { messages } from '@bo/contract';
import { badRequest } from '../http/errors.js';
import { detectAcceptedType } from './file-types.js';
import { deleteKeys, writeAfterStoring, type Storage } from './storage.js';

const pictureTypes = [
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg'] },
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'image/webp', extensions: ['webp'] },
] as const;

/**
 * Checks by content that `data` is a raster picture and returns a fresh storage
 * key under `folder`; the client's file name is never used (no path tricks, no SVG scripts).
 */
export async function pictureKey(folder: string, data: Buffer, field: string): Promise<string> {
  if (data.length === 0)
    throw badRequest('fileEmpty', undefined, { [field]: [messages.fileEmpty] });
  const type = await detectAcceptedType(data, pictureTypes);
  if (!type) throw badRequest('fileNotPicture', undefined, { [field]: [messages.fileNotPicture] });
  return `${folder}/${randomUUID()}.${type.extensions[0]}`;
}

/**
 * Checks and stores the pictures of a form: `parts` maps each picture field to
 * its file part (`{picFile: 'picFile1'}`). All or none: a refused picture
 * removes those already stored. Answers the new storage keys by field.
 */
async function storePictures<Field extends string>(
  storage: Storage,
  folder: string,
  files: Readonly<Record<string, Buffer>>,
  parts: Readonly<Record<Field, string>>,
): Promise<Partial<Record<Field, string>>> {
  const stored: Partial<Record<Field, string>> = {};
  try {
    for (const [field, part] of Object.entries(parts) as [Field, string][]) {
      const data = files[part];
      if (!data) continue;
      const key = await pictureKey(folder, data, part);
      await storage.put(key, data);
      stored[field] = key;
    }
  } catch (error) {
    await deleteKeys(storage, Object.values(stored));
    throw error;
  }
  return stored;
}

/** The pictures of one write: where they go, the form's files and which part fills which field. */
interface PictureUpload<Field extends string> {
  folder: string;
  files: Readonly<Record<string, Buffer>>;
  parts: Readonly<Record<Field, string>>;
  /** The record as it was: a field given a new picture has its old one removed after the write. */
  before?: Readonly<Partial<Record<NoInfer<Field>, string | null>>>;
}

/** The pictures of a form, going to `folder`: `parts` names the file part of each field. */
export const formPictures = <Field extends string>(
  folder: string,
  form: { files: Readonly<Record<string, Buffer>> },
  parts: Readonly<Record<Field, string>>,
): PictureUpload<Field> => ({ folder, files: form.files, parts });

/**
 * The picture write: stores the form's pictures, runs `write`
 * (the transaction) with their keys, removes them again if it fails, and
 * after it succeeds removes the pictures they replaced.
 */
export async function writeWithPictures<Field extends string, Result>(
  storage: Storage,
  upload: PictureUpload<Field>,
  write: (stored: Partial<Record<Field, string>>) => Promise<Result>,
): Promise<Result> {
  const stored = await storePictures(storage, upload.folder, upload.files, upload.parts);
  const { before } = upload;
  const replaced = before
    ? Object.keys(upload.parts)
        .filter((field): field is Field => field in stored)
        .map((field) => before[field])
    : [];
  return writeAfterStoring(storage, Object.values(stored), () => write(stored), replaced);
}
