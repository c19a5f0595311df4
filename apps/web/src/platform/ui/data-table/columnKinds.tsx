import CheckIcon from '@mui/icons-material/Check';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../format';
import type { DataTableColumn } from './types';

/** A yes/no column: a tick named `title` for yes, nothing for no. */
export function checkColumn<Row>(
  field: keyof Row & string,
  header: string,
  title: string,
): DataTableColumn<Row> {
  return {
    field,
    header,
    sortable: true,
    width: 100,
    align: 'center',
    render: (row) => (row[field] ? <CheckIcon fontSize="small" titleAccess={title} /> : null),
  };
}

/**
 * A column naming a code (a type, a status) in the user's language, cut to
 * `width` with the whole name on hover; sorted by the code (`orderBy`).
 */
export function codeNameColumn<Row>(
  field: keyof Row & string,
  header: string,
  { orderBy, width }: { orderBy: string; width: number },
  nameOf: (row: Row) => string,
): DataTableColumn<Row> {
  return {
    field,
    header,
    sortable: true,
    orderBy,
    width,
    ellipsis: true,
    render: nameOf,
    text: nameOf,
  };
}

/** The fields of `Row` that hold a text. */
type TextField<Row> = { [Key in keyof Row]: Row[Key] extends string ? Key : never }[keyof Row] &
  string;

/** A column whose text links to the row's screen (a mark's name opening the mark); `column` the rest. */
export function linkColumn<Row>(
  field: TextField<Row>,
  header: string,
  to: (row: Row) => string,
  column: Omit<DataTableColumn<Row>, 'field' | 'header' | 'render'> = {},
): DataTableColumn<Row> {
  return {
    field,
    header,
    ...column,
    render: (row) => (
      <Link component={RouterLink} to={to(row)}>
        {String(row[field])}
      </Link>
    ),
  };
}

type DateValue = Parameters<typeof formatDate>[0];

/**
 * A sortable column of a date (`withTime`: a date and time) in the user's
 * language; `column` the rest (a width, a sticky column, no sorting).
 */
export function dateColumn<Row extends Record<Field, DateValue>, Field extends keyof Row & string>(
  field: Field,
  header: string,
  {
    withTime = false,
    ...column
  }: Omit<DataTableColumn<Row>, 'field' | 'header' | 'render'> & { withTime?: boolean } = {},
): DataTableColumn<Row> {
  const format = withTime ? formatDateTime : formatDate;
  return { field, header, sortable: true, ...column, render: (row) => format(row[field]) };
}
