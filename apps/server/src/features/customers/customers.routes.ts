import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerImportAnswerSchema,
  customerRulesAnswerSchema,
  customerRulesPath,
  importCustomersPath,
  totalCustomersAnswerSchema,
  totalCustomersPath,
  screenRoles,
} from '@bo/contract';
import { registerImportRoute } from '../../platform/excel/import-route.js';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import type { CustomerImportService } from './customer-import.service.js';
import type { CustomersService } from './customers.service.js';

const tags = ['customers'];

export function registerCustomerRoutes(
  app: FastifyInstance,
  service: CustomersService,
  importService: CustomerImportService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    customerRulesPath,
    {
      // DESIGN §4: notification terms and content rules choose from these lists.
      config: { access: rolesAccess(...screenRoles.customerRules) },
      schema: {
        tags,
        summary: 'Distinct values of every customer rule field, each sorted',
        response: { 200: customerRulesAnswerSchema },
      },
    },
    (request) => service.rules(currentUser(request).comId),
  );

  api.post(
    totalCustomersPath,
    {
      config: { access: rolesAccess(...screenRoles.customers) },
      schema: { tags, response: { 200: totalCustomersAnswerSchema } },
    },
    async (request) => ({ total: await service.total(currentUser(request).comId) }),
  );

  registerImportRoute(app, {
    path: importCustomersPath,
    access: rolesAccess(...screenRoles.customers),
    tags,
    summary: 'Customer import from an .xlsx file',
    description:
      'an .xlsx whose line 1 is a header; columns Customer No, Name, E-mail, Phone, Main code, ' +
      'Responsibility center, Location code, Discount group, Loyalty code, Area, Segment, Salesperson ' +
      'code, Salesperson name, Legal entity, Payment method, Balance, Balance date (YYYY-MM-DD). A known ' +
      'customer code is updated.',
    answer: customerImportAnswerSchema,
    run: (actor, file) => importService.import(actor, file.path),
  });
}
