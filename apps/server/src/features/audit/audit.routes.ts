import type { FastifyInstance } from 'fastify';
import {
  auditApi,
  auditEntitiesAnswerSchema,
  auditPageAnswerSchema,
  auditPageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import { presentAuditRow } from './audit.presenter.js';
import type { AuditService } from './audit.service.js';

export function registerAuditRoutes(app: FastifyInstance, service: AuditService): void {
  // The audit viewer: Admin (screenRoles.audit).
  const route = featureRoutes(app, { access: rolesAccess(...screenRoles.audit), tags: ['audit'] });

  route.post(
    auditApi.auditPage,
    {
      summary: "One page of the company's audit log, newest first unless desc is false",
      description:
        'Filters: entity (a code such as banner), login (the user who changed, any letter case), ' +
        'action (create, update or delete), from and to (YYYY-MM-DD, a whole day in UTC, or an ' +
        'ISO timestamp; to as a timestamp is excluded). Empty filters select every row.',
      body: auditPageRequestSchema,
      answer: auditPageAnswerSchema,
    },
    ({ user, body }) => presentPage(service.page(user.comId, body), presentAuditRow),
  );

  route.post(
    auditApi.auditEntities,
    {
      summary: "The entity codes of the company's audit rows, for the entity filter",
      answer: auditEntitiesAnswerSchema,
    },
    ({ user }) => service.entities(user.comId),
  );
}
