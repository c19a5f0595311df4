import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bugApi,
  bugDetailSchema,
  bugReportFieldsSchema,
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
import { sendPrivateFile } from '../../platform/http/private-file.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentBug, presentBugDetail, presentBugListRow } from './bugs.presenter.js';
import type { BugsService } from './bugs.service.js';

/** Reporting and one's own reports: every signed-in user. */
const signedIn = signedInAccess;

export function registerBugRoutes(
  app: FastifyInstance,
  service: BugsService,
  privateStorage: Storage,
): void {
  // Triage: Tester or Admin (DESIGN §4).
  const route = featureRoutes(app, { access: rolesAccess(...screenRoles.bugs), tags: ['bugs'] });

  route.post(
    bugApi.reportBug,
    {
      access: signedIn,
      summary: 'Report a problem',
      form: {
        fields: bugReportFieldsSchema,
        files: [bugScreenshotField],
        limits: { files: 1 },
        describe:
          'page, description, userAgent; optional file screenshot ' +
          '(PNG, JPEG, GIF or WebP, checked by content, at most UPLOAD_LIMIT_MB).',
      },
      answer: bugSchema,
    },
    async ({ user, form }) => presentBug(await service.report(user, form)),
  );

  route.post(
    bugApi.bugsPage,
    {
      summary: "One page of the company's reports; status 0 is any",
      body: bugsPageRequestSchema,
      query: pageQuerySchema,
      answer: bugsPageAnswerSchema,
    },
    ({ user, body, query }) =>
      presentPage(service.page(user.comId, body, query), presentBugListRow),
  );

  route.post(
    bugApi.myBugs,
    {
      access: signedIn,
      summary: "One page of the caller's own reports",
      body: pageRequestSchema,
      answer: bugsPageAnswerSchema,
    },
    ({ user, body }) => presentPage(service.mine(user, body), presentBugListRow),
  );

  route.post(
    bugApi.bug,
    {
      access: signedIn,
      summary: 'A report with its comments (Tester or Admin of the company, or its reporter)',
      body: idBodySchema,
      answer: bugDetailSchema,
    },
    async ({ user, body }) => presentBugDetail(await service.detail(user, body)),
  );

  route.post(
    bugApi.updateBug,
    {
      summary: 'Comment on a report and/or change its status',
      body: bugUpdateSchema,
      answer: bugDetailSchema,
    },
    async ({ user, body }) => presentBugDetail(await service.update(user, body)),
  );

  route.get(
    bugScreenshotRoute,
    {
      access: signedIn,
      summary: 'The screenshot of a report, to its reporter and to Tester or Admin',
      params: z.object({ id: z.coerce.number().int().positive().max(maxDbInt) }),
      answer: 'file',
    },
    async ({ user, params, request, reply }) => {
      const file = await service.screenshot(user, params.id);
      return sendPrivateFile(request, reply, privateStorage, { ...file, disposition: 'inline' });
    },
  );
}
