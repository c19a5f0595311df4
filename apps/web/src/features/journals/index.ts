import { roleCodes, screenRoles } from '@bo/contract';
import { homeWidget, type Feature } from '../../platform/feature';
import { lazyRoute } from '../../platform/shell/lazyRoute';
import { screenRoute } from '../../platform/shell/screenRoute';
import { journalPaths } from './journalPaths';

/** Journals are managed by ContentManager (DESIGN §4, A§6). */
const managerRoles = screenRoles.journals;

export const journalsFeature: Feature = {
  drawerPaths: [journalPaths.list],
  routes: [
    screenRoute({
      path: journalPaths.list,
      title: 'journals',
      roles: managerRoles,
      load: async () => (await import('./JournalListPage')).JournalListPage,
    }),
    screenRoute({
      path: journalPaths.editRoute,
      title: 'journal',
      roles: managerRoles,
      load: async () => (await import('./JournalEditPage')).JournalEditPage,
    }),
  ],
  // Reading the journals is for every signed-in user (A§1), outside the admin shell.
  portalRoutes: [
    lazyRoute(
      journalPaths.library,
      'readJournals',
      async () => (await import('./portal/JournalLibraryPage')).JournalLibraryPage,
    ),
    lazyRoute(
      journalPaths.viewerRoute,
      'journal',
      async () => (await import('./portal/JournalViewerPage')).JournalViewerPage,
    ),
  ],
  // Every signed-in user finds the journals from the admin home.
  homeWidgets: [
    homeWidget({
      key: 'journals',
      roles: roleCodes,
      load: async () => (await import('./portal/JournalsHomeWidget')).JournalsHomeWidget,
    }),
  ],
};
