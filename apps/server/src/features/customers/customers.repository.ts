import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  like,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  customerImportColumns,
  customerRuleFields,
  customerRulesAnswerSchema,
  custNoPattern,
  type CustomerRuleField,
  type CustomerRules,
} from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { keyedRows } from '../../platform/db/keyed-rows.js';
import { skipScan } from '../../platform/db/skip-scan.js';
import { upsertRows } from '../../platform/db/upsert-rows.js';
import { customerKey, customerRuleColumns } from './customer-reads.js';
import { customers } from './customers.schema.js';
import { countRows } from '../../platform/db/count-rows.js';

export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;

/** The customer with this code in the company, for other features (customers/index.ts). */
export const findCustomer = keyedRows(customers, customerKey).find;

const rulesResultSchema = z.object({ rows: z.tuple([customerRulesAnswerSchema]) });

/** Fields with about one value per customer: read whole rather than skipped through. */
const nearlyUniqueFields = new Set<CustomerRuleField>(['custNo', 'mainCode']);

/**
 * The distinct non-empty values of one field in the company, from its
 * (com_id, field) index. A field with few values is read by skipping from one
 * value to the next (a recursive query: one index descent per value, 0.5 ms
 * instead of 9 ms at 50,000 customers); a nearly unique one by one pass.
 */
function distinctValues(field: CustomerRuleField, comId: number): SQL {
  const column = customerRuleColumns[field];
  if (nearlyUniqueFields.has(field)) {
    return sql`(select distinct ${column} as v from ${customers}
      where ${customers.comId} = ${comId} and ${column} <> '')`;
  }
  const skip = skipScan(customers, column, sql`${customers.comId} = ${comId}`);
  return sql`(with recursive ${skip} select v from skip where v is not null)`;
}

const emptyList = sql`'[]'::json`;

/**
 * Every rule field's distinct non-empty values in one statement, each list in
 * byte order (`COLLATE "C"`), so it reads the same on every database whatever
 * its collation; and beside the customer codes, the customers' names in the
 * same order. A code is unique in the company (the primary key), so codes and
 * names are read in one pass. The lists travel as JSON, which the drivers read
 * natively: reading 50,000 codes and names as text arrays costs more than the
 * query itself.
 */
export async function customerRules(db: Executor, comId: number): Promise<CustomerRules> {
  const lists = customerRuleFields
    .filter((field) => field !== 'custNo')
    .map(
      (field) =>
        sql`coalesce((select json_agg(v order by v collate "C") from ${distinctValues(field, comId)} as d), ${emptyList}) as ${sql.identifier(field)}`,
    );
  const byCode = sql`order by ${customers.custNo} collate "C"`;
  const result = await db.execute(sql`select ${sql.join(lists, sql`, `)},
      coalesce(c.codes, ${emptyList}) as "custNo", coalesce(c.names, ${emptyList}) as "custNames"
    from (select json_agg(${customers.custNo} ${byCode}) as codes,
        json_agg(${customers.name} ${byCode}) as names
      from ${customers} where ${customers.comId} = ${comId} and ${customers.custNo} <> '') as c`);
  const [row] = rulesResultSchema.parse(result).rows;
  return row;
}

export async function countCustomers(db: Executor, comId: number): Promise<number> {
  return countRows(db, customers, eq(customers.comId, comId));
}

/** Every imported column but the code, replaced by the file's value on a known customer code. */
const importedKeys = customerImportColumns
  .map((column) => column.field)
  .filter((field) => field !== 'custNo');
const customerColumns = getTableColumns(customers);
const replaceWithImported: Record<string, SQL> = Object.fromEntries(
  importedKeys.map((key) => [key, sql`excluded.${sql.identifier(customerColumns[key].name)}`]),
);

/** Inserts the customers, or updates the ones whose code the company already has. */
export const upsertCustomers = (db: Executor, rows: NewCustomerRow[]) =>
  upsertRows(db, customers, rows, {
    target: [customers.comId, customers.custNo],
    set: replaceWithImported,
  });

/** The customers of a company with these codes, by code. */
export async function customersByCode(
  db: Executor,
  comId: number,
  custNos: string[],
): Promise<Map<string, CustomerRow>> {
  if (custNos.length === 0) return new Map();
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.comId, comId), inArray(customers.custNo, custNos)));
  return new Map(rows.map((row) => [row.custNo, row]));
}

/**
 * The companies that have a customer whose code is `code` in any letter case
 * (logins, compared so, may not take another company's code). `search_text`
 * starts with the lower-cased code and a line break: its trigram index finds
 * the few candidates, the equality decides.
 */
export async function companiesWithCustomerCode(db: Executor, code: string): Promise<Set<number>> {
  if (!custNoPattern.test(code)) return new Set();
  const key = code.toLowerCase();
  const rows = await db
    .selectDistinct({ comId: customers.comId })
    .from(customers)
    .where(
      and(
        like(customers.searchText, `${key.replace(/[\\%_]/g, (char) => `\\${char}`)}\n%`),
        sql`lower(${customers.custNo}) = ${key}`,
      ),
    );
  return new Set(rows.map((row) => row.comId));
}

/** Inserts the customers whose code the company does not have yet (the demo customers). */
export async function insertCustomersIfMissing(
  db: Executor,
  rows: NewCustomerRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(customers).values(rows).onConflictDoNothing();
}

/** The company's customers that have a balance date (a debt to confirm), by code. */
export async function customersWithBalanceDate(
  db: Executor,
  comId: number,
): Promise<CustomerRow[]> {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.comId, comId), isNotNull(customers.balanceDate)))
    .orderBy(asc(customers.custNo));
}

/** The codes of the company's customers, in code order. */
export async function customerCodes(db: Executor, comId: number): Promise<string[]> {
  const rows = await db
    .select({ custNo: customers.custNo })
    .from(customers)
    .where(eq(customers.comId, comId))
    .orderBy(asc(customers.custNo));
  return rows.map((row) => row.custNo);
}

/** A rule: the fields it sets, each with the value a customer must hold (DESIGN §5). */
export type CustomerRule = readonly (readonly [CustomerRuleField, string])[];

/** Which customers of a company a selection picks (notification terms, content rules). */
export interface CustomerSelection {
  comId: number;
  /** The customer matches at least one of these; without any, nobody is selected. */
  anyOf: readonly CustomerRule[];
  /** ... and none of these. */
  noneOf: readonly CustomerRule[];
  /** Only customers with a balance date (a debt to confirm). */
  withBalanceDate: boolean;
}

/**
 * Any of the rules matches: a rule matches when every field it sets equals the
 * customer's. Rules of one field are merged per field into one `IN` list
 * (hashed by PostgreSQL from 9 values), so 40 customers picked one by one cost
 * one index lookup instead of 40 branches tested on every row.
 */
function anyRuleCondition(rules: readonly CustomerRule[]): SQL | undefined {
  const oneField = new Map<CustomerRuleField, string[]>();
  const severalFields: SQL[] = [];
  for (const rule of rules) {
    const [first] = rule;
    if (rule.length === 1 && first) {
      const [field, value] = first;
      oneField.set(field, [...(oneField.get(field) ?? []), value]);
    } else if (rule.length > 1) {
      const allOf = and(...rule.map(([field, value]) => eq(customerRuleColumns[field], value)));
      if (allOf) severalFields.push(allOf);
    }
  }
  const lists = [...oneField].map(([field, values]) => {
    const [only] = values;
    return values.length === 1 && only !== undefined
      ? eq(customerRuleColumns[field], only)
      : inArray(customerRuleColumns[field], values);
  });
  return or(...lists, ...severalFields);
}

/** The selection as a condition on the customers; values are bound parameters. */
function selectionCondition(selection: CustomerSelection): SQL {
  const includes = anyRuleCondition(selection.anyOf);
  const excludes = anyRuleCondition(selection.noneOf);
  if (!includes) return sql`false`;
  return (
    and(
      eq(customers.comId, selection.comId),
      selection.withBalanceDate ? isNotNull(customers.balanceDate) : undefined,
      includes,
      excludes ? not(excludes) : undefined,
    ) ?? sql`false`
  );
}

/**
 * The customers a selection picks, as a subquery (code, name, balance, balance
 * date, search text) that other features page, count or insert from in one
 * statement: the set stays in the database however many customers match.
 */
export function selectedCustomers(selection: CustomerSelection) {
  return new QueryBuilder()
    .select({
      custNo: customers.custNo,
      custName: customers.name,
      balance: customers.balance,
      balanceDate: customers.balanceDate,
      searchText: customers.searchText,
    })
    .from(customers)
    .where(selectionCondition(selection))
    .as('selected');
}
export type SelectedCustomers = ReturnType<typeof selectedCustomers>;
