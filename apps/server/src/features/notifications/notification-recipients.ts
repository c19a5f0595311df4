import { and, eq, inArray, isNotNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  templatePlaceholders,
  termFields,
  type NotificationTerm,
  type TermField,
} from '@bo/contract';
import { customerRuleColumns } from '../../platform/db/customer-rule-columns.js';
import { customers } from '../../platform/db/platform.schema.js';

const termColumns: Record<TermField, AnyColumn> = customerRuleColumns;

type TermValues = Pick<NotificationTerm, TermField | 'exclude'>;

/** The fields a term sets, with their values (blank ones are not set). */
function setFields(term: TermValues): [TermField, string][] {
  return termFields.flatMap((field) => {
    const value = term[field]?.trim();
    return value ? [[field, value] as [TermField, string]] : [];
  });
}

/**
 * Any of the terms matches: a term matches when every field it sets equals the
 * customer's (DESIGN §5). Terms of one field are merged per field into one
 * `IN` list (hashed by PostgreSQL from 9 values), so 40 customers picked one by
 * one cost one index lookup instead of 40 branches tested on every row.
 */
function anyTermCondition(terms: TermValues[]): SQL | undefined {
  const oneField = new Map<TermField, string[]>();
  const severalFields: SQL[] = [];
  for (const term of terms) {
    const fields = setFields(term);
    const [first] = fields;
    if (fields.length === 1 && first) {
      const [field, value] = first;
      oneField.set(field, [...(oneField.get(field) ?? []), value]);
    } else if (fields.length > 1) {
      const allOf = and(...fields.map(([field, value]) => eq(termColumns[field], value)));
      if (allOf) severalFields.push(allOf);
    }
  }
  const lists = [...oneField].map(([field, values]) => {
    const [only] = values;
    return values.length === 1 && only !== undefined
      ? eq(termColumns[field], only)
      : inArray(termColumns[field], values);
  });
  return or(...lists, ...severalFields);
}

/**
 * The recipients among the customers (DESIGN §5): the company's customers that
 * match any include term and no exclude term, and have a balance date (a debt
 * to confirm). A term's own comId is ignored: the company is the caller's.
 * Only exclude terms select nobody. Values are bound parameters.
 */
export function recipientsCondition(comId: number, terms: readonly TermValues[]): SQL {
  const includes = anyTermCondition(terms.filter((term) => !term.exclude));
  const excludes = anyTermCondition(terms.filter((term) => term.exclude));
  if (!includes) return sql`false`;
  return (
    and(
      eq(customers.comId, comId),
      isNotNull(customers.balanceDate),
      includes,
      excludes ? not(excludes) : undefined,
    ) ?? sql`false`
  );
}

/** A customer's balance and balance date, from the table or from a subquery of it. */
export interface DebtColumns {
  balance: AnyColumn;
  balanceDate: AnyColumn;
}
const customerDebt: DebtColumns = {
  balance: customers.balance,
  balanceDate: customers.balanceDate,
};

/** The balance as the message and the preview show it: 2 decimals, a point, e.g. 1234.50. */
export const balanceText = ({ balance }: DebtColumns = customerDebt) =>
  sql<string>`${balance}::numeric(14, 2)::text`;

/** The balance date as YYYY-MM-DD, whatever the session's DateStyle. */
export const balanceDateText = ({ balanceDate }: DebtColumns = customerDebt) =>
  sql<string>`to_char(${balanceDate}, 'YYYY-MM-DD')`;

/** The template with `{ Date }` as dd/mm/yyyy and `{ Debt }` as the balance (A§2). */
export function messageText(template: string, debt: DebtColumns = customerDebt): SQL<string> {
  return sql<string>`replace(replace(${template}::text, ${templatePlaceholders.date}::text,
    to_char(${debt.balanceDate}, 'DD/MM/YYYY')), ${templatePlaceholders.debt}::text, ${balanceText(debt)})`;
}
