import { userImportMaxLines } from '@bo/contract';
import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoUsers } from './users.demo.js';
import { UserImportService } from './user-import.service.js';
import { registerUserRoutes } from './users.routes.js';
import { UsersService } from './users.service.js';

export * as portalAccounts from './portal-accounts.js';
export type { PortalAccount, NewPortalAccount } from './portal-accounts.js';

export const usersFeature: ServerFeature = {
  name: 'users',
  register(app, { db, config }) {
    registerUserRoutes(
      app,
      new UsersService(db, config.allRowsCap),
      new UserImportService(db, userImportMaxLines),
    );
  },
  seedDemo: seedDemoUsers,
};
