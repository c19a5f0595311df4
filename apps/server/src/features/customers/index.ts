import { customerImportMaxLines } from '@bo/contract';
import type { ServerFeature } from '../../platform/feature.js';
import { CustomerImportService } from './customer-import.service.js';
import { registerCustomerRoutes } from './customers.routes.js';
import { CustomersService } from './customers.service.js';

/**
 * What other features use (the customers table is this feature's): customers
 * by code, the customers a selection of rules picks as a subquery, the
 * customer lookup's answer, and the demo customers the seed writes.
 */
export {
  companiesWithCustomerCode,
  customerCodes,
  customersByCode,
  customersWithBalanceDate,
  findCustomer,
  selectedCustomers,
  type CustomerRow,
  type CustomerRule,
  type CustomerSelection,
  type SelectedCustomers,
} from './customers.repository.js';
export { presentCustomerInfo } from './customers.presenter.js';
export { seedDemoCustomers } from './customers.demo.js';
/**
 * The sales import's look-ups of customer numbers, and content's reads of
 * customers: one by number, a mainCode's (locked), the company's as a subquery.
 */
export {
  companyCustomers,
  customerByNumber,
  customerNumberExists,
  knownCustNos,
  lockCustomersOfMainCode,
  mainCodeExists,
  type CompanyCustomers,
} from './customer-reads.js';

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
