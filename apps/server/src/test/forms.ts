import { fileBlob } from './factories/uploads.js';

/** Multipart forms as the browser's FormData posts them, for the upload and editor tests. */

/** A file part of a form: its field, its content and the browser's file name. */
export type FormFile = [field: string, file: Blob, name: string];

/** A form of `fields` (each sent as text), then of `files`, in that order. */
export function formOf(
  fields: Record<string, string | number | boolean>,
  files: FormFile[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [field, file, name] of files) form.append(field, file, name);
  return form;
}

/** A form of one file, `data` named `name`, in `field` (`file`, as the import dialogs send it). */
export const fileForm = (data: Buffer | string, name: string, field = 'file'): FormData =>
  formOf({}, [[field, fileBlob(data), name]]);

/** A form of `fields` with `picture` (when given) in `field`, named picture.png. */
export const pictureForm = (
  fields: Record<string, string | number | boolean>,
  field: string,
  picture?: Blob,
): FormData => formOf(fields, picture ? [[field, picture, 'picture.png']] : []);
