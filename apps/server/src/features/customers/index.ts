import { customerImportMaxLines } from '@bo/contract';
import type { ServerFeature } from '../../platform/feature.js';
import { CustomerImportService } from './customer-import.service.js';
import { registerCustomerRoutes } from './customers.routes.js';
import { CustomersService } from './customers.service.js';

/** What other features use: customers by code. */
export { customersByCode, findCustomer, type CustomerRow } from './customers.repository.js';

/** Customers: the rule lists (CustomerRules), the count and the .xlsx import (issue 4). */
export const customersFeature: ServerFeature = {
  name: 'customers',
  register(app, { db }) {
    registerCustomerRoutes(
      app,
      new CustomersService(db),
      new CustomerImportService(db, customerImportMaxLines),
    );
  },
};
