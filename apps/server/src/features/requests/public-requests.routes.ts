import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  confirmAnswerSchema,
  confirmationAnswerSchema,
  confirmationTokenSchema,
  registrationCompaniesAnswerSchema,
  registrationFormSchema,
  requestApi,
} from '@bo/contract';
import { publicAccess } from '../../platform/http/access.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { PublicRequestsService } from './public-requests.service.js';

const tokenBodySchema = z.object({ token: confirmationTokenSchema });
/** The password rule is checked by the service, so its answer is the rule's own text. */
const confirmRequestSchema = tokenBodySchema.extend({ password: z.string().max(1000) });

/** The calls of the two public pages: registration and the confirmation link. */
export function registerPublicRequestRoutes(
  app: FastifyInstance,
  service: PublicRequestsService,
): void {
  const route = featureRoutes(app, { access: publicAccess, tags: ['registration'] });

  route.post(
    requestApi.registrationCompanies,
    {
      summary: 'The companies a registration request can be filed with',
      answer: registrationCompaniesAnswerSchema,
    },
    () => service.companies(),
  );

  route.post(
    requestApi.register,
    {
      summary: 'Files a registration request (throttled per client address)',
      body: registrationFormSchema,
    },
    async ({ body, request }) => {
      await service.register(body, request.ip);
    },
  );

  route.post(
    requestApi.confirmation,
    {
      summary: 'What a confirmation link is for: 404 unknown, 410 used or expired',
      body: tokenBodySchema,
      answer: confirmationAnswerSchema,
    },
    ({ body }) => service.confirmation(body.token),
  );

  route.post(
    requestApi.confirm,
    {
      summary: 'Sets the password of a confirmation link, unblocks the user, confirms the request',
      body: confirmRequestSchema,
      answer: confirmAnswerSchema,
    },
    ({ body }) => service.confirm(body.token, body.password),
  );
}
