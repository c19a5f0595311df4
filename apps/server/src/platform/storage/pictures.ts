import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { messages } from '@bo/contract';
import { badRequest } from '../http/errors.js';

const pictureTypes = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

/**
 * Checks by content that `data` is a raster picture and returns a fresh storage
 * key under `folder`; the client's file name is never used (no path tricks, no SVG scripts).
 */
export async function pictureKey(folder: string, data: Buffer, field: string): Promise<string> {
  if (data.length === 0) throw badRequest(messages.fileEmpty, { [field]: [messages.fileEmpty] });
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? pictureTypes.get(detected.mime) : undefined;
  if (!extension) throw badRequest(messages.fileNotPicture, { [field]: [messages.fileNotPicture] });
  return `${folder}/${randomUUID()}.${extension}`;
}
