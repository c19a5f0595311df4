import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addRoleBodySchema,
  customerInfoSchema,
  deleteRoleBodySchema,
  deleteUserBodySchema,
  importUsersPath,
  loginBodySchema,
  pageQuerySchema,
  pageRequestSchema,
  roleSchema,
  totalUsersAnswerSchema,
  updateUserBodySchema,
  userApi,
  userImportAnswerSchema,
  userInputSchema,
  userRoleRowSchema,
  userSchema,
  usersPageAnswerSchema,
  userVariants,
  type UserVariant,
  screenRoles,
} from '@bo/contract';
import { registerImportRoute } from '../../platform/excel/import-route.js';
import { rolesAccess } from '../../platform/http/access.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import { presentCustomerInfo } from '../customers/index.js';
import type { UserImportService } from './user-import.service.js';
import {
  presentRole,
  presentUser,
  presentUserListRow,
  presentUserRole,
} from './users.presenter.js';
import type { UsersService, UserWithRoles } from './users.service.js';

/** Users: CustomerManager; "My users" (/customeruser/*): CustomerUser (DESIGN §4). */
const variantAccess: Record<UserVariant, ReturnType<typeof rolesAccess>> = {
  admin: rolesAccess(...screenRoles.users),
  customer: rolesAccess(...screenRoles.myUsers),
};
const presentUserWithRoles = ({ user, roles }: UserWithRoles) => presentUser(user, roles);

function registerVariant(app: FastifyInstance, service: UsersService, variant: UserVariant) {
  const paths = userApi(variant);
  const route = featureRoutes(app, {
    access: variantAccess[variant],
    tags: [variant === 'admin' ? 'users' : 'my users'],
  });

  route.post(
    paths.usersPage,
    {
      summary: 'One page of the user list',
      body: pageRequestSchema,
      query: pageQuerySchema,
      answer: usersPageAnswerSchema,
    },
    ({ user, body, query }) =>
      presentPage(service.page(user, variant, body, query), presentUserListRow),
  );

  route.post(paths.totalUsers, { answer: totalUsersAnswerSchema }, async ({ user }) => ({
    total: await service.total(user, variant),
  }));

  route.post(paths.getUser, { body: loginBodySchema, answer: userSchema }, async ({ user, body }) =>
    presentUserWithRoles(await service.get(user, variant, body)),
  );

  route.post(
    paths.customerInfo,
    { summary: 'Customer lookup by code', body: loginBodySchema, answer: customerInfoSchema },
    async ({ user, body }) => presentCustomerInfo(await service.customerInfo(user, variant, body)),
  );

  route.post(paths.appRoles, { answer: z.array(roleSchema) }, async () =>
    (await service.appRoles(variant)).map(presentRole),
  );

  route.post(
    paths.userRoles,
    { body: loginBodySchema, answer: z.array(userRoleRowSchema) },
    async ({ user, body }) => {
      const rows = await service.roleRows(user, variant, body);
      return rows.roles.map((role) => presentUserRole(rows.user.login, role));
    },
  );

  route.post(
    paths.rolesForAdd,
    { body: loginBodySchema, answer: z.array(roleSchema) },
    async ({ user, body }) => (await service.rolesForAdd(user, variant, body)).map(presentRole),
  );

  route.post(
    `${paths.addRole('')}:login`,
    { params: z.object({ login: loginBodySchema }), body: addRoleBodySchema },
    async ({ user, params, body }) => {
      await service.addRole(user, variant, params.login, body.role);
    },
  );

  route.post(paths.deleteRole, { body: deleteRoleBodySchema }, async ({ user, body }) => {
    await service.removeRole(user, variant, body.login, body.role);
  });

  route.post(paths.deleteUser, { body: deleteUserBodySchema }, async ({ user, body }) => {
    await service.delete(user, variant, body.login);
  });

  route.post(
    paths.updateUser,
    { body: updateUserBodySchema, answer: userSchema },
    async ({ user, body }) =>
      presentUserWithRoles(await service.update(user, variant, body.user, body.changePassword)),
  );

  route.post(
    paths.createUser,
    { body: userInputSchema, answer: userSchema },
    async ({ user, body }) => presentUserWithRoles(await service.create(user, variant, body)),
  );
}

export function registerUserRoutes(
  app: FastifyInstance,
  service: UsersService,
  importService: UserImportService,
): void {
  for (const variant of userVariants) registerVariant(app, service, variant);

  registerImportRoute(app, {
    path: importUsersPath,
    access: variantAccess.admin,
    tags: ['users'],
    summary: 'Bulk user import from an .xlsx file',
    description:
      'an .xlsx without a header row; column 1 the login (a customer code), column 2 an optional ' +
      'password, column 3 the returns-access flag 1.',
    answer: userImportAnswerSchema,
    run: (actor, file) => importService.import(actor, file.path),
  });
}
