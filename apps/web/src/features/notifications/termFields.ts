import type { CustomerRuleField, TermField, TextKey } from '@bo/contract';

/** The term fields the screen sets (A§2 Add notification), with their labels' keys, in order. */
export const editableTermFields = [
  { field: 'custNo', label: 'customer' },
  { field: 'respCenter', label: 'responsibilityCenter' },
  { field: 'salespersonCode', label: 'salespersonCode' },
  { field: 'legalEntity', label: 'legalEntity' },
] as const satisfies readonly { field: TermField & CustomerRuleField; label: TextKey }[];

export type EditableTermField = (typeof editableTermFields)[number]['field'];
