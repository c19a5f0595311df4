import type { FastifyInstance } from 'fastify';
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
import { featureRoutes } from '../../platform/http/route.js';
import type { CustomerImportService } from './customer-import.service.js';
import type { CustomersService } from './customers.service.js';

const tags = ['customers'];
const access = rolesAccess(...screenRoles.customers);

export function registerCustomerRoutes(
  app: FastifyInstance,
  service: CustomersService,
  importService: CustomerImportService,
): void {
  const route = featureRoutes(app, { access, tags });

  route.post(
    customerRulesPath,
    {
      // DESIGN §4: notification terms and content rules choose from these lists.
      access: rolesAccess(...screenRoles.customerRules),
      summary: 'Distinct values of every customer rule field, each sorted',
      answer: customerRulesAnswerSchema,
    },
    ({ user }) => service.rules(user.comId),
  );

  route.post(totalCustomersPath, { answer: totalCustomersAnswerSchema }, async ({ user }) => ({
    total: await service.total(user.comId),
  }));

  registerImportRoute(app, {
    path: importCustomersPath,
    access,
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
