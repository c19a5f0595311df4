import { userImportMaxLines } from '@bo/contract';
import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoUsers } from './users.demo.js';
import { UserImportService } from './user-import.service.js';
import { registerUserRoutes } from './users.routes.js';
import { UsersService } from './users.service.js';
import { users } from './users.schema.js';

export * as portalAccounts from './portal-accounts.js';
export type { PortalAccount, NewPortalAccount } from './portal-accounts.js';
/** What the platform's sign-in, sessions and seed use, handed in by the app and main. */
export { accountStore, createUser, seedAccounts } from './account-store.js';

/** For other features' foreign keys to a user (requests' confirmation links); never for queries. */
export const userIdColumn = () => users.userId;

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
