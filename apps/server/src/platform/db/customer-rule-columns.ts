import type { CustomerRuleField } from '@bo/contract';
import { customers } from './platform.schema.js';

/** The customers' column of each rule field (B§7), which rules and notification terms select on. */
export const customerRuleColumns = {
  custNo: customers.custNo,
  mainCode: customers.mainCode,
  respCenter: customers.respCenter,
  locationCode: customers.locationCode,
  discGroup: customers.discGroup,
  loyaltyCode: customers.loyaltyCode,
  area: customers.area,
  segment: customers.segment,
  salespersonCode: customers.salespersonCode,
  legalEntity: customers.legalEntity,
  paymentMethod: customers.paymentMethod,
} as const satisfies Record<CustomerRuleField, unknown>;
