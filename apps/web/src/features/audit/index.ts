import { auditScreens, screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';

/** The audit viewer: Admin (screenRoles.audit; issue 11). */
export const auditFeature: Feature = {
  drawerPaths: [auditScreens.list],
  routes: [
    screenRoute({
      path: auditScreens.list,
      title: 'drawerAudit',
      roles: screenRoles.audit,
      load: async () => (await import('./AuditListPage')).AuditListPage,
    }),
  ],
};
