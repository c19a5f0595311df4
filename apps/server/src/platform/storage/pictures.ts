import { randomUUID } from 'node:crypto';
import { messages } from '@bo/contract';
import { badRequest } from '../http/errors.js';
import { detectAcceptedType } from './file-types.js';

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
