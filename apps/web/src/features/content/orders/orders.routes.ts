import { prizesPath, screenRoles } from '@bo/contract';
import type { RouteObject } from 'react-router';
import { screenRoute } from '../../../platform/shell/screenRoute';

/** The Ordered prizes list (B§2), every gift order of the company. */
export const ordersRoutes: RouteObject[] = [
  screenRoute({
    path: prizesPath,
    title: 'drawerPrizes',
    roles: screenRoles.content,
    load: async () => (await import('./PrizesListPage')).PrizesListPage,
  }),
];
