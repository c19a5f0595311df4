import { screenRoles } from '@bo/contract';
import { homeWidget, type Feature } from '../../platform/feature';

/** What other features use: the customers' rule lists (the notification terms). */
export { useCustomerRules } from './customers.api';

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
