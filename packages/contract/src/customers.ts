import { z } from 'zod';
import { importAnswerSchema } from './import-answer.js';

/** The customer fields a notification term selects on (A§3), all matched by equality (DESIGN §5). */
export const termFields = [
  'custNo',
  'respCenter',
  'locationCode',
  'discGroup',
  'loyaltyCode',
  'area',
  'segment',
  'salespersonCode',
  'legalEntity',
] as const;
export type TermField = (typeof termFields)[number];

/** The customer fields whose values CustomerRules lists (B§7, A§7): the term fields and two more. */
export const customerRuleFields = ['mainCode', ...termFields, 'paymentMethod'] as const;
export type CustomerRuleField = (typeof customerRuleFields)[number];

/** A customer field's value in a term (A§3, B§3): trimmed, at most 100 characters, or none. */
export const termValueSchema = z.string().trim().max(100).nullish();

/** The customer fields CustomerRules lists (B§7), in its order, each read by `value`. */
export const customerRuleShape = <Value extends z.ZodType>(value: Value) =>
  ({
    custNo: value,
    mainCode: value,
    respCenter: value,
    locationCode: value,
    discGroup: value,
    loyaltyCode: value,
    area: value,
    segment: value,
    salespersonCode: value,
    legalEntity: value,
    paymentMethod: value,
  }) satisfies Record<CustomerRuleField, Value>;

/**
 * `POST /api/Content/CustomerRules` (A§7, B§7): every list of distinct values
 * of the caller's company, each sorted. NotificationManager or ContentManager.
 */
export const customerRulesPath = '/api/Content/CustomerRules';
const values = z.array(z.string());
export const customerRulesAnswerSchema = z.object({
  ...customerRuleShape(values),
  /**
   * The name of the customer of each `custNo` code, at the same index, so that
   * a code can be chosen by its customer's name (issue 19). Optional for
   * answers made before it.
   */
  custNames: values.optional(),
});
export type CustomerRules = z.infer<typeof customerRulesAnswerSchema>;

/** Customer import from .xlsx (issue 4): CustomerManager; multipart with the file in `file`. */
export const importCustomersPath = '/api/Customer/ImportCustomers';

/**
 * The columns of the customer import file, in order; line 1 is a header row
 * and is skipped (C§2.10: reading starts at line 2). Only the first two are required.
 */
export const customerImportColumns = [
  { field: 'custNo', header: 'Customer No' },
  { field: 'name', header: 'Name' },
  { field: 'eMail', header: 'E-mail' },
  { field: 'phone', header: 'Phone' },
  { field: 'mainCode', header: 'Main code' },
  { field: 'respCenter', header: 'Responsibility center' },
  { field: 'locationCode', header: 'Location code' },
  { field: 'discGroup', header: 'Discount group' },
  { field: 'loyaltyCode', header: 'Loyalty code' },
  { field: 'area', header: 'Area' },
  { field: 'segment', header: 'Segment' },
  { field: 'salespersonCode', header: 'Salesperson code' },
  { field: 'salespersonName', header: 'Salesperson name' },
  { field: 'legalEntity', header: 'Legal entity' },
  { field: 'paymentMethod', header: 'Payment method' },
  { field: 'balance', header: 'Balance' },
  { field: 'balanceDate', header: 'Balance date' },
] as const;

/** At most this many lines per customer import file; a longer file is refused whole. */
export const customerImportMaxLines = 100_000;

/** A customer code: what the ERP uses, and what a customer's portal login starts as. */
export const custNoPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/;

/**
 * The answer of a customer import. The whole file is checked first; the good
 * lines are then written in transactions of 1,000 (inserted, or updated by
 * customer code), and `success` is false when any line failed.
 */
export const customerImportAnswerSchema = importAnswerSchema({
  failedItems: z.array(z.object({ line: z.number().int(), custNo: z.string(), error: z.string() })),
});
export type CustomerImportAnswer = z.infer<typeof customerImportAnswerSchema>;

/** Customer count of the caller's company, for the import widget (CustomerManager). */
export const totalCustomersPath = '/api/Customer/TotalCustomers';
export const totalCustomersAnswerSchema = z.object({ total: z.number().int() });
