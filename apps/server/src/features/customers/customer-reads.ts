import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { CustomerRuleField } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/first-row.js';
import { knownValues } from '../../platform/db/known-values.js';
import { rowExists } from '../../platform/db/row-exists.js';
import { customers } from './customers.schema.js';

/** The company's customer of this number (a customer's key). */
export const customerKey = (comId: number, custNo: string) =>
  and(eq(customers.comId, comId), eq(customers.custNo, custNo));

/** Of these customer numbers, those of the company's customers. */
export const knownCustNos = (db: Executor, comId: number, custNos: readonly string[]) =>
  knownValues(db, customers, { comId: customers.comId, value: customers.custNo }, comId, custNos);

/** For set-based statements: whether the company has a customer of the number `custNo` stands for. */
export const customerNumberExists = (comId: number, custNo: SQL): SQL =>
  sql`exists (select 1 from ${customers} c where c.com_id = ${comId} and c.cust_no = ${custNo})`;

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

/**
 * One company's customers as a subquery to join or select from, named
 * `alias`: the number, name, phone, search text and every rule field (what
 * terms and gift orders read). PostgreSQL flattens it into the statement, so
 * the customers' indexes serve it as they serve the table.
 */
export function companyCustomers<TAlias extends string>(comId: number, alias: TAlias) {
  return new QueryBuilder()
    .select({
      ...customerRuleColumns,
      name: customers.name,
      phone: customers.phone,
      searchText: customers.searchText,
      salespersonName: customers.salespersonName,
    })
    .from(customers)
    .where(eq(customers.comId, comId))
    .as(alias);
}
export type CompanyCustomers = ReturnType<typeof companyCustomers>;

/** The company's customer of this number: its company, number and mainCode. */
export const customerByNumber = (db: Executor, comId: number, custNo: string) =>
  firstRow(
    db
      .select({ comId: customers.comId, custNo: customers.custNo, mainCode: customers.mainCode })
      .from(customers)
      .where(customerKey(comId, custNo)),
  );

/**
 * Locks every customer of the mainCode, in custNo order (two callers of one
 * mainCode queue instead of deadlocking), until the transaction ends; answers
 * their custNos.
 */
export async function lockCustomersOfMainCode(db: Executor, comId: number, mainCode: string) {
  const rows = await db
    .select({ custNo: customers.custNo })
    .from(customers)
    .where(and(eq(customers.comId, comId), eq(customers.mainCode, mainCode)))
    .orderBy(asc(customers.custNo))
    .for('no key update');
  return rows.map((row) => row.custNo);
}

/** Whether any customer of the company has this mainCode. */
export const mainCodeExists = (db: Executor, comId: number, mainCode: string) =>
  rowExists(db, customers, and(eq(customers.comId, comId), eq(customers.mainCode, mainCode)));
