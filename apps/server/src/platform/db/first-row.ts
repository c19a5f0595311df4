/** How a read locks the rows it answers until the transaction ends (`select … for`). */
export type LockStrength = 'update' | 'no key update' | 'share' | 'key share';

/** A select that may be locked: what `db.select()…` builds. */
interface LockableSelect<Row> extends PromiseLike<Row[]> {
  for(strength: LockStrength): PromiseLike<Row[]>;
}

/** The first row a statement answers; undefined when it answers none. */
export async function firstRow<Row>(rows: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await rows;
  return row;
}

/** The first row a select answers, locked with `strength` until the transaction ends (read unlocked without one). */
export const lockedRow = <Row>(
  query: LockableSelect<Row>,
  strength: LockStrength | undefined,
): Promise<Row | undefined> => firstRow(strength ? query.for(strength) : query);
