import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditApi,
  auditEntitiesAnswerSchema,
  auditPageAnswerSchema,
  auditPageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { presentAuditRow } from './audit.presenter.js';
import type { AuditService } from './audit.service.js';

/** The audit viewer: Admin (screenRoles.audit). */
const access = rolesAccess(...screenRoles.audit);
const tags = ['audit'];

export function registerAuditRoutes(app: FastifyInstance, service: AuditService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  api.post(
    auditApi.auditPage,
    {
      config,
      schema: {
        tags,
        summary: "One page of the company's audit log, newest first unless desc is false",
        description:
          'Filters: entity (a code such as banner), login (the user who changed, any letter case), ' +
          'action (create, update or delete), from and to (YYYY-MM-DD, a whole day in UTC, or an ' +
          'ISO timestamp; to as a timestamp is excluded). Empty filters select every row.',
        body: auditPageRequestSchema,
        response: { 200: auditPageAnswerSchema },
      },
    },
    async (request) => {
      const page = await service.page(currentUser(request).comId, request.body);
      return { ...page, rows: page.rows.map(presentAuditRow) };
    },
  );

  api.post(
    auditApi.auditEntities,
    {
      config,
      schema: {
        tags,
        summary: "The entity codes of the company's audit rows, for the entity filter",
        response: { 200: auditEntitiesAnswerSchema },
      },
    },
    (request) => service.entities(currentUser(request).comId),
  );
}
