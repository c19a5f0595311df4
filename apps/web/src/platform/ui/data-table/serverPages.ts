import type { PagedAnswer } from '@bo/contract';
import type { z } from 'zod';
import { apiPost } from '../../http';
import type { TableLoad } from './types';

/**
 * The load of a table the server pages, sorts and searches: the page in the
 * body of a POST to `path`, the table's query (with the list's `filters`, if
 * any) in the address.
 */
export function serverPages<Row>(
  path: string,
  schema: z.ZodType<PagedAnswer<Row>>,
  filters?: Record<string, string | number | undefined>,
): TableLoad<Row> {
  return (page, query, signal) =>
    apiPost(path, page, { query: filters ? { ...query, ...filters } : query, schema, signal });
}
