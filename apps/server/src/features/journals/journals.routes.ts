import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  idBodySchema,
  journalApi,
  journalFileFields,
  journalFormSchema,
  journalLibraryRequestSchema,
  journalSchema,
  journalsPageAnswerSchema,
  maxDbInt,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import type { Config } from '../../config.js';
import { rolesAccess, signedInAccess } from '../../platform/http/access.js';
import { notFound } from '../../platform/http/errors.js';
import { blankWhenMissing } from '../../platform/http/multipart.js';
import { contentDisposition, sendPrivateFile } from '../../platform/http/private-file.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentJournal } from './journals.presenter.js';
import type { JournalsService } from './journals.service.js';

/** Journals are read by every signed-in user. */
const read = signedInAccess;
const downloadParams = z.object({ id: z.coerce.number().int().positive().max(maxDbInt) });

export function registerJournalRoutes(
  app: FastifyInstance,
  service: JournalsService,
  files: Storage,
  config: Config,
): void {
  // Journals are managed by ContentManager (DESIGN §4).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.journals),
    tags: ['journals'],
  });
  const journalForm = {
    fields: blankWhenMissing(journalFormSchema),
    files: journalFileFields,
    limits: { fileBytes: config.journalLimitBytes, files: journalFileFields.length },
    describe:
      'name, date (YYYY-MM) (and id to update); file: the PDF ' +
      '(required to create), imageFile: the JPEG of its first page (optional). Checked by content.',
  };

  route.post(
    journalApi.journalsPage,
    {
      summary: 'One page of the journal list; orderBy id, name or date (default)',
      body: pageRequestSchema,
      query: pageQuerySchema,
      answer: journalsPageAnswerSchema,
    },
    ({ user, body, query }) => presentPage(service.page(user.comId, body, query), presentJournal),
  );

  route.post(
    journalApi.journal,
    { body: idBodySchema, answer: journalSchema },
    async ({ user, body }) => presentJournal(await service.get(user.comId, body)),
  );

  route.post(
    journalApi.createJournal,
    { form: journalForm, answer: journalSchema },
    async ({ user, form }) => presentJournal(await service.create(user, form)),
  );

  route.post(
    journalApi.updateJournal,
    { form: journalForm, answer: journalSchema },
    async ({ user, form }) => presentJournal(await service.update(user, form)),
  );

  route.post(journalApi.deleteJournal, { body: idBodySchema }, async ({ user, body }) => {
    await service.delete(user, body);
  });

  route.post(
    journalApi.library,
    {
      access: read,
      summary: "The journals of the caller's company, newest month first",
      body: journalLibraryRequestSchema.nullish(),
      answer: z.array(journalSchema),
    },
    async ({ user, body }) => (await service.library(user.comId, body?.month)).map(presentJournal),
  );

  route.get(
    '/api/Journal/File/:id',
    {
      access: read,
      summary: 'The PDF (inline, or an attachment with ?download=1); supports Range',
      params: downloadParams,
      query: z.object({ download: z.enum(['0', '1']).optional(), v: z.string().optional() }),
      answer: 'file',
    },
    async ({ user, params, query, request, reply }) => {
      const journal = await service.get(user.comId, params.id);
      const kind = query.download === '1' ? 'attachment' : 'inline';
      return sendPrivateFile(request, reply, files, {
        key: journal.fileKey,
        type: 'application/pdf',
        disposition: contentDisposition(kind, `${journal.name}.pdf`),
      });
    },
  );

  route.get(
    '/api/Journal/Cover/:id',
    {
      access: read,
      summary: 'The cover JPEG; 404 when the journal has none',
      params: downloadParams,
      query: z.object({ v: z.string().optional() }),
      answer: 'file',
    },
    async ({ user, params, request, reply }) => {
      const journal = await service.get(user.comId, params.id);
      if (!journal.coverKey) throw notFound('journalHasNoCover');
      return sendPrivateFile(request, reply, files, {
        key: journal.coverKey,
        type: 'image/jpeg',
        disposition: contentDisposition('inline', `${journal.name}.jpg`),
      });
    },
  );
}
