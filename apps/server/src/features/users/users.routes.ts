import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addRoleBodySchema,
  customerInfoSchema,
  deleteRoleBodySchema,
  deleteUserBodySchema,
  importUsersPath,
  loginBodySchema,
  okAnswerSchema,
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
import { currentUser } from '../../platform/http/current-user.js';
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
const ok = { ok: true as const };
const presentUserWithRoles = ({ user, roles }: UserWithRoles) => presentUser(user, roles);

function registerVariant(app: FastifyInstance, service: UsersService, variant: UserVariant) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paths = userApi(variant);
  const config = { access: variantAccess[variant] };
  const tags = [variant === 'admin' ? 'users' : 'my users'];

  api.post(
    paths.usersPage,
    {
      config,
      schema: {
        tags,
        summary: 'One page of the user list',
        body: pageRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: usersPageAnswerSchema },
      },
    },
    async (request) => {
      const page = await service.page(currentUser(request), variant, request.body, request.query);
      return { ...page, rows: page.rows.map(presentUserListRow) };
    },
  );

  api.post(
    paths.totalUsers,
    { config, schema: { tags, response: { 200: totalUsersAnswerSchema } } },
    async (request) => ({ total: await service.total(currentUser(request), variant) }),
  );

  api.post(
    paths.getUser,
    { config, schema: { tags, body: loginBodySchema, response: { 200: userSchema } } },
    async (request) =>
      presentUserWithRoles(await service.get(currentUser(request), variant, request.body)),
  );

  api.post(
    paths.customerInfo,
    {
      config,
      schema: {
        tags,
        summary: 'Customer lookup by code',
        body: loginBodySchema,
        response: { 200: customerInfoSchema },
      },
    },
    async (request) =>
      presentCustomerInfo(await service.customerInfo(currentUser(request), variant, request.body)),
  );

  api.post(
    paths.appRoles,
    { config, schema: { tags, response: { 200: z.array(roleSchema) } } },
    async () => (await service.appRoles(variant)).map(presentRole),
  );

  api.post(
    paths.userRoles,
    {
      config,
      schema: { tags, body: loginBodySchema, response: { 200: z.array(userRoleRowSchema) } },
    },
    async (request) => {
      const { user, roles } = await service.roleRows(currentUser(request), variant, request.body);
      return roles.map((role) => presentUserRole(user.login, role));
    },
  );

  api.post(
    paths.rolesForAdd,
    { config, schema: { tags, body: loginBodySchema, response: { 200: z.array(roleSchema) } } },
    async (request) =>
      (await service.rolesForAdd(currentUser(request), variant, request.body)).map(presentRole),
  );

  api.post(
    `${paths.addRole('')}:login`,
    {
      config,
      schema: {
        tags,
        params: z.object({ login: loginBodySchema }),
        body: addRoleBodySchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.addRole(currentUser(request), variant, request.params.login, request.body.role);
      return ok;
    },
  );

  api.post(
    paths.deleteRole,
    { config, schema: { tags, body: deleteRoleBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.removeRole(
        currentUser(request),
        variant,
        request.body.login,
        request.body.role,
      );
      return ok;
    },
  );

  api.post(
    paths.deleteUser,
    { config, schema: { tags, body: deleteUserBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.delete(currentUser(request), variant, request.body.login);
      return ok;
    },
  );

  api.post(
    paths.updateUser,
    { config, schema: { tags, body: updateUserBodySchema, response: { 200: userSchema } } },
    async (request) =>
      presentUserWithRoles(
        await service.update(
          currentUser(request),
          variant,
          request.body.user,
          request.body.changePassword,
        ),
      ),
  );

  api.post(
    paths.createUser,
    { config, schema: { tags, body: userInputSchema, response: { 200: userSchema } } },
    async (request) =>
      presentUserWithRoles(await service.create(currentUser(request), variant, request.body)),
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
