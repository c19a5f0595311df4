import type { CustomerRuleField, TermField } from '@bo/contract';

/** The term fields the screen sets (A§2 Add notification), with their labels, in order. */
export const editableTermFields = [
  { field: 'custNo', label: 'Customer' },
  { field: 'respCenter', label: 'Responsibility center' },
  { field: 'salespersonCode', label: 'Salesperson code' },
  { field: 'legalEntity', label: 'Legal entity' },
] as const satisfies readonly { field: TermField & CustomerRuleField; label: string }[];

export type EditableTermField = (typeof editableTermFields)[number]['field'];
