import type { CustomerInfo } from '@bo/contract';
import type { CustomerRow } from './customers.repository.js';

/** The customer lookup of the user card (A§3, C§3): name and contacts. */
export function presentCustomerInfo(row: CustomerRow): CustomerInfo {
  return { custName: row.name, eMail: row.eMail, phone: row.phone };
}
