import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idBodySchema,
  journalApi,
  journalFileFields,
  journalLibraryRequestSchema,
  journalSchema,
  journalsPageAnswerSchema,
  maxDbInt,
  okAnswerSchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import type { Config } from '../../config.js';
import { rolesAccess, signedInAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { notFound } from '../../platform/http/errors.js';
import { readMultipart } from '../../platform/http/multipart.js';
import type { Storage } from '../../platform/storage/storage.js';
import { contentDisposition, sendPrivateFile } from '../../platform/http/private-file.js';
import { presentJournal } from './journals.presenter.js';
import type { JournalsService } from './journals.service.js';

/** Journals are managed by ContentManager (DESIGN §4) and read by every signed-in user. */
const manage = { access: rolesAccess(...screenRoles.journals) };
const read = { access: signedInAccess };
const tags = ['journals'];
const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: name, date (YYYY-MM) (and id to update); file: the PDF ' +
    '(required to create), imageFile: the JPEG of its first page (optional). Checked by content.',
};
const downloadParams = z.object({ id: z.coerce.number().int().positive().max(maxDbInt) });

export function registerJournalRoutes(
  app: FastifyInstance,
  service: JournalsService,
  files: Storage,
  config: Config,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const uploadLimits = { fileBytes: config.journalLimitBytes, files: journalFileFields.length };

  api.post(
    journalApi.journalsPage,
    {
      config: manage,
      schema: {
        tags,
        summary: 'One page of the journal list; orderBy id, name or date (default)',
        body: pageRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: journalsPageAnswerSchema },
      },
    },
    async (request) => {
      const page = await service.page(currentUser(request).comId, request.body, request.query);
      return { ...page, rows: page.rows.map(presentJournal) };
    },
  );

  api.post(
    journalApi.journal,
    { config: manage, schema: { tags, body: idBodySchema, response: { 200: journalSchema } } },
    async (request) => presentJournal(await service.get(currentUser(request).comId, request.body)),
  );

  api.post(
    journalApi.createJournal,
    { config: manage, schema: { tags, ...multipartBody, response: { 200: journalSchema } } },
    async (request) => {
      const form = await readMultipart(request, journalFileFields, uploadLimits);
      return presentJournal(await service.create(currentUser(request), form));
    },
  );

  api.post(
    journalApi.updateJournal,
    { config: manage, schema: { tags, ...multipartBody, response: { 200: journalSchema } } },
    async (request) => {
      const form = await readMultipart(request, journalFileFields, uploadLimits);
      return presentJournal(await service.update(currentUser(request), form));
    },
  );

  api.post(
    journalApi.deleteJournal,
    { config: manage, schema: { tags, body: idBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.delete(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    journalApi.library,
    {
      config: read,
      schema: {
        tags,
        summary: "The journals of the caller's company, newest month first",
        body: journalLibraryRequestSchema.nullish(),
        response: { 200: z.array(journalSchema) },
      },
    },
    async (request) => {
      const rows = await service.library(currentUser(request).comId, request.body?.month);
      return rows.map(presentJournal);
    },
  );

  api.get(
    '/api/Journal/File/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The PDF (inline, or an attachment with ?download=1); supports Range',
        params: downloadParams,
        querystring: z.object({
          download: z.enum(['0', '1']).optional(),
          v: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const journal = await service.get(currentUser(request).comId, request.params.id);
      const kind = request.query.download === '1' ? 'attachment' : 'inline';
      return sendPrivateFile(request, reply, files, {
        key: journal.fileKey,
        type: 'application/pdf',
        disposition: contentDisposition(kind, `${journal.name}.pdf`),
      });
    },
  );

  api.get(
    '/api/Journal/Cover/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The cover JPEG; 404 when the journal has none',
        params: downloadParams,
        querystring: z.object({ v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const journal = await service.get(currentUser(request).comId, request.params.id);
      if (!journal.coverKey) throw notFound('journalHasNoCover');
      return sendPrivateFile(request, reply, files, {
        key: journal.coverKey,
        type: 'image/jpeg',
        disposition: contentDisposition('inline', `${journal.name}.jpg`),
      });
    },
  );
}
