import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmAnswerSchema,
  confirmationAnswerSchema,
  confirmationTokenSchema,
  okAnswerSchema,
  registrationCompaniesAnswerSchema,
  registrationFormSchema,
  requestApi,
} from '@bo/contract';
import { publicAccess } from '../../platform/http/access.js';
import type { PublicRequestsService } from './public-requests.service.js';

const config = { access: publicAccess };
const tags = ['registration'];
const tokenBodySchema = z.object({ token: confirmationTokenSchema });
/** The password rule is checked by the service, so its answer is the rule's own text. */
const confirmRequestSchema = tokenBodySchema.extend({ password: z.string().max(1000) });

/** The calls of the two public pages: registration and the confirmation link. */
export function registerPublicRequestRoutes(
  app: FastifyInstance,
  service: PublicRequestsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    requestApi.registrationCompanies,
    {
      config,
      schema: {
        tags,
        summary: 'The companies a registration request can be filed with',
        response: { 200: registrationCompaniesAnswerSchema },
      },
    },
    () => service.companies(),
  );

  api.post(
    requestApi.register,
    {
      config,
      schema: {
        tags,
        summary: 'Files a registration request (throttled per client address)',
        body: registrationFormSchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.register(request.body, request.ip);
      return { ok: true as const };
    },
  );

  api.post(
    requestApi.confirmation,
    {
      config,
      schema: {
        tags,
        summary: 'What a confirmation link is for: 404 unknown, 410 used or expired',
        body: tokenBodySchema,
        response: { 200: confirmationAnswerSchema },
      },
    },
    (request) => service.confirmation(request.body.token),
  );

  api.post(
    requestApi.confirm,
    {
      config,
      schema: {
        tags,
        summary:
          'Sets the password of a confirmation link, unblocks the user, confirms the request',
        body: confirmRequestSchema,
        response: { 200: confirmAnswerSchema },
      },
    },
    (request) => service.confirm(request.body.token, request.body.password),
  );
}
