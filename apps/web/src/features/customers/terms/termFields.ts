import type { CustomerRuleField, TextKey } from '@bo/contract';

/** A customer field a term selects on, with its label's key. */
export interface TermFieldSpec {
  field: CustomerRuleField;
  label: TextKey;
}

/** Every customer field a term can select on, in B§3's order, with its label. */
const termFieldLabels = {
  custNo: 'customer',
  mainCode: 'termFieldMainCode',
  respCenter: 'responsibilityCenter',
  locationCode: 'termFieldLocationCode',
  discGroup: 'termFieldDiscGroup',
  loyaltyCode: 'termFieldLoyaltyCode',
  area: 'termFieldArea',
  segment: 'termFieldSegment',
  salespersonCode: 'salespersonCode',
  legalEntity: 'legalEntity',
  paymentMethod: 'termFieldPaymentMethod',
} as const satisfies Record<CustomerRuleField, TextKey>;

const fieldOrder = Object.keys(termFieldLabels);

/** The term fields a screen sets, each with its label, in B§3's order whatever the order given. */
export function termFieldsOf(fields: readonly CustomerRuleField[]): readonly TermFieldSpec[] {
  return [...fields]
    .sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b))
    .map((field) => ({ field, label: termFieldLabels[field] }));
}

/**
 * A term as the table and dialog read it: Exclude, Active where the screen
 * has it, and any of the customer fields (empty ones null or missing).
 */
export type TermLike = { exclude: boolean; active?: boolean } & Partial<
  Record<CustomerRuleField, string | null | undefined>
>;
