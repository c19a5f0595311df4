import { bugScreens, screenRoles } from '@bo/contract';
import type { Feature } from '../../platform/feature';
import { screenRoute } from '../../platform/shell/screenRoute';
import { ReportProblemAction } from './ReportProblemAction';

/** Bug reports: 'Report a problem' for everyone; /admin/bugs for Tester or Admin (A§6). */
export const bugsFeature: Feature = {
  drawerPaths: [bugScreens.list],
  routes: [
    screenRoute({
      path: bugScreens.list,
      title: 'bugs',
      roles: screenRoles.bugs,
      load: async () => (await import('./BugListPage')).BugListPage,
    }),
  ],
  topBarActions: [ReportProblemAction],
};
