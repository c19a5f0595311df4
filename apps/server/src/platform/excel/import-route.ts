import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { importFileField } from '@bo/contract';
import type { SignedInUser } from '../auth/account-store.js';
import type { Access } from '../http/access.js';
import { currentUser } from '../http/current-user.js';
import { withUploadedFile, type SpooledUpload } from '../http/upload-spool.js';

export interface ImportRoute<Answer extends z.ZodType> {
  path: string;
  access: Access;
  tags: string[];
  summary: string;
  /** What the file holds, for the OpenAPI document. */
  description: string;
  answer: Answer;
  /** Imports the spooled file (deleted once this is done) for the caller. */
  run(actor: SignedInUser, file: SpooledUpload): Promise<z.input<Answer>>;
}

/**
 * An import call (DESIGN §3): multipart/form-data with the file part `file`,
 * spooled to a temporary file rather than held in memory; no file is a 400
 * "Choose file". Every import registers through here.
 */
export function registerImportRoute<Answer extends z.ZodType>(
  app: FastifyInstance,
  route: ImportRoute<Answer>,
): void {
  const schema: FastifySchema = {
    tags: route.tags,
    summary: route.summary,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data with the file part \`${importFileField}\`: ${route.description}`,
    response: { 200: route.answer },
  };
  // The app's zod compilers validate and serialise; `run` is typed by the answer schema above.
  app.post(route.path, { config: { access: route.access }, schema }, (request) =>
    withUploadedFile(request, importFileField, (file) => route.run(currentUser(request), file)),
  );
}
