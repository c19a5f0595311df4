import { ApiError, text } from '@bo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors.js';
import { refuseControlCharacters } from './text-guard.js';

/** The text fields of a form: every value of each name, in the order sent. */
export type FormFields = Record<string, string[]>;

const urlEncodedType = 'application/x-www-form-urlencoded';

/**
 * Most fields one form may hold, in either encoding: a form of filters has a
 * few names, one of them repeated for each chosen value.
 */
export const formFieldLimit = 200;

const tooManyFields = () => new ApiError(413, 'too_large', text('tooManyParts'));

/**
 * Parses `application/x-www-form-urlencoded` bodies (a browser form's post,
 * the original front end's form data) into an object whose repeated names hold
 * lists: `brand=A&brand=B&groupCode=G` becomes
 * `{brand: ['A', 'B'], groupCode: 'G'}`. Names are kept as sent; a name such
 * as `__proto__` is an own field like any other, never the object's prototype.
 * The body limit and the text guard apply as to JSON.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(urlEncodedType, { parseAs: 'string' }, (_request, body, done) => {
    const values = new Map<string, string[]>();
    let count = 0;
    for (const [name, value] of new URLSearchParams(String(body))) {
      if (++count > formFieldLimit) {
        done(tooManyFields());
        return;
      }
      const list = values.get(name);
      if (list) list.push(value);
      else values.set(name, [value]);
    }
    done(
      null,
      Object.fromEntries(
        [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
      ),
    );
  });
}

const parsedFormSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The text fields of a form sent as multipart/form-data or urlencoded, each
 * with every value it was given (a repeated name is a list). A file part is
 * refused (400), and so is any other body (415).
 */
export async function readFormFields(request: FastifyRequest): Promise<FormFields> {
  const fields = new Map<string, string[]>();
  const add = (name: string, value: string) => {
    const list = fields.get(name);
    if (list) list.push(value);
    else fields.set(name, [value]);
  };
  if (request.isMultipart()) {
    // Parts past the limit end the walk with FST_FIELDS_LIMIT or FST_PARTS_LIMIT: a 413
    // from the error handler.
    const limits = { fields: formFieldLimit, parts: formFieldLimit };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('unexpectedFileField', { field: part.fieldname });
      }
      add(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  } else if (request.headers['content-type']?.toLowerCase().startsWith(urlEncodedType)) {
    const parsed = parsedFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest('invalidValue');
    for (const [name, value] of Object.entries(parsed.data)) {
      for (const item of typeof value === 'string' ? [value] : value) add(name, item);
    }
  } else {
    throw new ApiError(415, 'unsupported_media_type', text('unsupportedMediaType'));
  }
  const form: FormFields = Object.fromEntries(fields);
  refuseControlCharacters(form, 'body');
  return form;
}

/** Every value of the field `name`, its name matched in any letter case (ASP.NET's form binding). */
export function formValues(form: FormFields, name: string): string[] {
  const wanted = name.toLowerCase();
  return Object.entries(form)
    .filter(([field]) => field.toLowerCase() === wanted)
    .flatMap(([, values]) => values);
}
