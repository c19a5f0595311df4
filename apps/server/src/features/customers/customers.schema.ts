import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../platform/db/company-column.js';
import { trigramIndex } from '../../platform/db/list-indexes.js';

/** Customers of the ERP (A§3 Customer lookup, issue 4's field list). */
export const customers = pgTable(
  'customers',
  {
    comId: companyColumn(),
    custNo: text('cust_no').notNull(),
    name: text('name').notNull(),
    eMail: text('e_mail').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mainCode: text('main_code').notNull().default(''),
    respCenter: text('resp_center').notNull().default(''),
    locationCode: text('location_code').notNull().default(''),
    discGroup: text('disc_group').notNull().default(''),
    loyaltyCode: text('loyalty_code').notNull().default(''),
    area: text('area').notNull().default(''),
    segment: text('segment').notNull().default(''),
    salespersonCode: text('salesperson_code').notNull().default(''),
    salespersonName: text('salesperson_name').notNull().default(''),
    legalEntity: text('legal_entity').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    balanceDate: date('balance_date', { mode: 'string' }),
    /** What the customer searches read, lower-cased once on write (see users.search_text). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(cust_no || chr(10) || name)`),
  },
  (t) => [
    primaryKey({ columns: [t.comId, t.custNo] }),
    // Notification terms and CustomerRules select on each rule field within a company.
    index('customers_company_main_code_idx').on(t.comId, t.mainCode),
    index('customers_company_resp_center_idx').on(t.comId, t.respCenter),
    index('customers_company_location_code_idx').on(t.comId, t.locationCode),
    index('customers_company_disc_group_idx').on(t.comId, t.discGroup),
    index('customers_company_loyalty_code_idx').on(t.comId, t.loyaltyCode),
    index('customers_company_area_idx').on(t.comId, t.area),
    index('customers_company_segment_idx').on(t.comId, t.segment),
    index('customers_company_salesperson_code_idx').on(t.comId, t.salespersonCode),
    index('customers_company_legal_entity_idx').on(t.comId, t.legalEntity),
    index('customers_company_payment_method_idx').on(t.comId, t.paymentMethod),
    index('customers_company_name_idx').on(t.comId, t.name),
    trigramIndex('customers_search_trgm_idx', t.searchText),
  ],
);
