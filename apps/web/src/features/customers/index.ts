import { screenRoles } from '@bo/contract';
import { homeWidget, type Feature } from '../../platform/feature';

/** What other features use: the customers' rule lists and the term parts built on them. */
export { useCustomerRules } from './customers.api';
export { TermDialog, type TermValues } from './terms/TermDialog';
export { termFieldsOf, type TermFieldSpec, type TermLike } from './terms/termFields';
export { TermsTable } from './terms/TermsTable';

/** The customer import is CustomerManager's (issue 4). */
const importRoles = screenRoles.customers;

export const customersFeature: Feature = {
  drawerPaths: [],
  routes: [],
  homeWidgets: [
    homeWidget({
      key: 'customer-import',
      roles: importRoles,
      load: async () => (await import('./CustomerImportWidget')).CustomerImportWidget,
    }),
  ],
};
