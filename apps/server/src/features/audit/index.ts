import type { ServerFeature } from '../../platform/feature.js';
import { registerAuditRoutes } from './audit.routes.js';
import { AuditService } from './audit.service.js';

/** The audit viewer (issue 11); the log itself and its retention job are the platform's. */
export const auditFeature: ServerFeature = {
  name: 'audit',
  register(app, { db, accounts, config }) {
    registerAuditRoutes(app, new AuditService(db, accounts, config.allRowsCap));
  },
};
