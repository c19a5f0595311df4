import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  templatePlaceholders,
  termFields,
  type NotificationTerm,
  type TermField,
} from '@bo/contract';
import {
  selectedCustomers,
  type CustomerRule,
  type SelectedCustomers,
} from '../customers/index.js';

type TermValues = Pick<NotificationTerm, TermField | 'exclude'>;

/** The fields a term sets, with their values (blank ones are not set). */
function setFields(term: TermValues): CustomerRule {
  return termFields.flatMap((field) => {
    const value = term[field]?.trim();
    return value ? [[field, value] as const] : [];
  });
}

/**
 * The recipients among the customers (DESIGN §5): the company's customers that
 * match any include term and no exclude term, and have a balance date (a debt
 * to confirm); a term matches when every field it sets equals the customer's.
 * A term's own comId is ignored: the company is the caller's. Only exclude
 * terms select nobody. A subquery of the customers feature, so previews,
 * counts and the create read it in one statement.
 */
export function recipientsOf(comId: number, terms: readonly TermValues[]): SelectedCustomers {
  return selectedCustomers({
    comId,
    anyOf: terms.filter((term) => !term.exclude).map(setFields),
    noneOf: terms.filter((term) => term.exclude).map(setFields),
    withBalanceDate: true,
  });
}

/** A customer's balance and balance date, as columns of the recipients or of a page of them. */
interface DebtColumns {
  balance: AnyColumn;
  balanceDate: AnyColumn;
}

/** The balance as the message and the preview show it: 2 decimals, a point, e.g. 1234.50. */
export const balanceText = ({ balance }: DebtColumns) =>
  sql<string>`${balance}::numeric(14, 2)::text`;

/** The balance date as YYYY-MM-DD, whatever the session's DateStyle. */
export const balanceDateText = ({ balanceDate }: DebtColumns) =>
  sql<string>`to_char(${balanceDate}, 'YYYY-MM-DD')`;

/** The template with `{ Date }` as dd/mm/yyyy and `{ Debt }` as the balance (A§2). */
export function messageText(template: string, debt: DebtColumns): SQL<string> {
  return sql<string>`replace(replace(${template}::text, ${templatePlaceholders.date}::text,
    to_char(${debt.balanceDate}, 'DD/MM/YYYY')), ${templatePlaceholders.debt}::text, ${balanceText(debt)})`;
}
