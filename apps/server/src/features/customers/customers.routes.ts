import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerImportAnswerSchema,
  customerRulesAnswerSchema,
  customerRulesPath,
  importCustomersPath,
  importFileField,
  messages,
  totalCustomersAnswerSchema,
  totalCustomersPath,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { badRequest } from '../../platform/http/errors.js';
import { readMultipart } from '../../platform/http/multipart.js';
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
      config: { access: rolesAccess('NotificationManager', 'ContentManager') },
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
      config: { access: rolesAccess('CustomerManager') },
      schema: { tags, response: { 200: totalCustomersAnswerSchema } },
    },
    async (request) => ({ total: await service.total(currentUser(request).comId) }),
  );

  api.post(
    importCustomersPath,
    {
      config: { access: rolesAccess('CustomerManager') },
      schema: {
        tags,
        summary: 'Customer import from an .xlsx file',
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with the file part `file`: an .xlsx whose line 1 is a header; columns ' +
          'Customer No, Name, E-mail, Phone, Main code, Responsibility center, Location code, Discount group, ' +
          'Loyalty code, Area, Segment, Salesperson code, Salesperson name, Legal entity, Payment method, ' +
          'Balance, Balance date (YYYY-MM-DD). A known customer code is updated.',
        response: { 200: customerImportAnswerSchema },
      },
    },
    async (request) => {
      const form = await readMultipart(request, [importFileField]);
      const file = form.files[importFileField];
      if (!file) throw badRequest(messages.chooseFile, { file: [messages.chooseFile] });
      return importService.import(currentUser(request), file);
    },
  );
}
