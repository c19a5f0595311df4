import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bugApi,
  bugDetailSchema,
  bugSchema,
  bugScreenshotField,
  bugScreenshotRoute,
  bugsPageAnswerSchema,
  bugsPageRequestSchema,
  bugUpdateSchema,
  idBodySchema,
  maxDbInt,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess, signedInAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { sendPrivateFile } from '../../platform/http/private-file.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentBug, presentBugDetail, presentBugListRow } from './bugs.presenter.js';
import type { BugsService } from './bugs.service.js';

/** Triage: Tester or Admin (DESIGN §4). Reporting and one's own reports: every signed-in user. */
const triage = { access: rolesAccess(...screenRoles.bugs) };
const signedIn = { access: signedInAccess };
const tags = ['bugs'];

export function registerBugRoutes(
  app: FastifyInstance,
  service: BugsService,
  privateStorage: Storage,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    bugApi.reportBug,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Report a problem',
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: page, description, userAgent; optional file screenshot ' +
          '(PNG, JPEG, GIF or WebP, checked by content, at most UPLOAD_LIMIT_MB).',
        response: { 200: bugSchema },
      },
    },
    async (request) => {
      const form = await readMultipart(request, [bugScreenshotField], { files: 1 });
      return presentBug(await service.report(currentUser(request), form));
    },
  );

  api.post(
    bugApi.bugsPage,
    {
      config: triage,
      schema: {
        tags,
        summary: "One page of the company's reports; status 0 is any",
        body: bugsPageRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: bugsPageAnswerSchema },
      },
    },
    async (request) => {
      const page = await service.page(currentUser(request).comId, request.body, request.query);
      return { ...page, rows: page.rows.map(presentBugListRow) };
    },
  );

  api.post(
    bugApi.myBugs,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "One page of the caller's own reports",
        body: pageRequestSchema,
        response: { 200: bugsPageAnswerSchema },
      },
    },
    async (request) => {
      const page = await service.mine(currentUser(request), request.body);
      return { ...page, rows: page.rows.map(presentBugListRow) };
    },
  );

  api.post(
    bugApi.bug,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A report with its comments (Tester or Admin of the company, or its reporter)',
        body: idBodySchema,
        response: { 200: bugDetailSchema },
      },
    },
    async (request) => presentBugDetail(await service.detail(currentUser(request), request.body)),
  );

  api.post(
    bugApi.updateBug,
    {
      config: triage,
      schema: {
        tags,
        summary: 'Comment on a report and/or change its status',
        body: bugUpdateSchema,
        response: { 200: bugDetailSchema },
      },
    },
    async (request) => presentBugDetail(await service.update(currentUser(request), request.body)),
  );

  api.get(
    bugScreenshotRoute,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The screenshot of a report, to its reporter and to Tester or Admin',
        params: z.object({ id: z.coerce.number().int().positive().max(maxDbInt) }),
      },
    },
    async (request, reply) => {
      const file = await service.screenshot(currentUser(request), request.params.id);
      return sendPrivateFile(request, reply, privateStorage, { ...file, disposition: 'inline' });
    },
  );
}
