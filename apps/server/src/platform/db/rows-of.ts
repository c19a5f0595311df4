import { z } from 'zod';

/** The rows of a raw statement's result, checked against their shape. */
export function rowsOf<Row extends z.ZodType>(result: unknown, row: Row): z.output<Row>[] {
  return z.object({ rows: z.array(row) }).parse(result).rows;
}
