import type { CustomerRules } from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import * as repo from './customers.repository.js';

/** The customers of the caller's company: the rule lists and the count. */
export class CustomersService {
  constructor(private readonly db: Database) {}

  rules(comId: number): Promise<CustomerRules> {
    return repo.customerRules(this.db, comId);
  }

  total(comId: number): Promise<number> {
    return repo.countCustomers(this.db, comId);
  }
}
