import { requestScreens, screenRoles } from '@bo/contract';
import { homeWidget, type Feature } from '../../platform/feature';
import { lazyRoute } from '../../platform/shell/lazyRoute';
import { screenRoute } from '../../platform/shell/screenRoute';

/** Requests, and the e-mail their approval sends: CustomerManager or SalesManager (A§6, DESIGN §4). */
const requestRoles = screenRoles.requests;

export const requestsFeature: Feature = {
  drawerPaths: [requestScreens.list],
  routes: [
    screenRoute({
      path: requestScreens.list,
      title: 'requests',
      roles: requestRoles,
      load: async () => (await import('./RequestListPage')).RequestListPage,
    }),
  ],
  // The two pages of the confirmation loop, for people who cannot sign in yet.
  publicRoutes: [
    lazyRoute(
      requestScreens.register,
      'registrationTitle',
      async () => (await import('./public/RegisterPage')).RegisterPage,
    ),
    lazyRoute(
      requestScreens.confirmRoute,
      'confirmationTitle',
      async () => (await import('./public/ConfirmPage')).ConfirmPage,
    ),
  ],
  // The work waiting, in this order: new requests, then the outbox with any failed e-mail.
  homeWidgets: [
    homeWidget({
      key: 'new-requests',
      roles: requestRoles,
      load: async () => (await import('./NewRequestsWidget')).NewRequestsWidget,
    }),
    homeWidget({
      key: 'mail-outbox',
      roles: requestRoles,
      load: async () => (await import('./outbox/OutboxWidget')).OutboxWidget,
    }),
  ],
};
