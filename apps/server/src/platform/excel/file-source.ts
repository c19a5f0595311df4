import fs from 'node:fs';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** A file to read: its bytes in memory, or the path of a file on disk (an upload spooled there). */
export type FileSource = Buffer | string;

/** A fresh stream of the source's bytes, from the start. */
export const sourceStream = (source: FileSource): Readable =>
  typeof source === 'string' ? fs.createReadStream(source) : Readable.from([source]);

/** The type of the source by its first bytes (file-type), undefined for text and the unknown. */
export const fileTypeOf = (source: FileSource) =>
  typeof source === 'string' ? fileTypeFromFile(source) : fileTypeFromBuffer(source);
