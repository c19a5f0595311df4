import { and, eq, ilike, like, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../http/paging.js';

/** `column = value`, or no condition when the list leaves `value` unset (undefined). */
export const equalsIfGiven = <TColumn extends Column>(
  column: TColumn,
  value: GetColumnData<TColumn, 'raw'> | undefined,
): SQL | undefined => (value === undefined ? undefined : eq(column, value));

/** Rows whose lower-case search text holds `filter` in any letter case; no condition without a filter. */
export const searchTextHolds = (
  searchText: Column | SQL.Aliased | SQL,
  filter: string | undefined,
): SQL | undefined =>
  filter ? like(searchText, containsPattern(filter.toLowerCase())) : undefined;

/** Rows whose `column` holds `filter` in any letter case (ILIKE); no condition without a filter. */
export const holdsText = (column: Column, filter: string | undefined): SQL | undefined =>
  filter ? ilike(column, containsPattern(filter)) : undefined;

/** Which of a company's rows a list of typed rows reaches: of one type and one status when given, matching a search. */
export interface TypedListScope {
  comId: number;
  type?: number | undefined;
  status?: number | undefined;
  /** Searched in the search text (any letter case). */
  filter?: string | undefined;
}

type NumberColumn = AnyPgColumn<{ data: number; notNull: true }>;

/** The condition of `scope` over a table with company, type, status and search text columns. */
export const typedListCondition = (
  table: { comId: NumberColumn; type: NumberColumn; status: NumberColumn; searchText: Column },
  scope: TypedListScope,
): SQL | undefined =>
  and(
    eq(table.comId, scope.comId),
    equalsIfGiven(table.type, scope.type),
    equalsIfGiven(table.status, scope.status),
    searchTextHolds(table.searchText, scope.filter),
  );
