/** Whether a statement answered any row: whether its insert, update or delete reached one. */
export async function anyRow(rows: PromiseLike<unknown[]>): Promise<boolean> {
  return (await rows).length > 0;
}
