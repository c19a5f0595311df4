interface StoredRecordsOptions<TRecord> {
  /** The paths of the calls that list, add, update and delete the records. */
  at: { list: string; add: string; update: string; remove: string };
  /** The record an add stores, from the id it gets and the body sent. */
  create: (id: number, body: unknown) => TRecord;
  /** The record an update sends (its whole body). */
  read: (body: unknown) => TRecord;
  /** The id the first added record gets. */
  firstId?: number;
}

const idOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;

/**
 * Tests only: `stubApi`'s answers for the records of one kind on a fake
 * server, kept as the last change left them: the list, add, update and
 * delete calls.
 */
export function storedRecords<TRecord extends { id: number }>(
  initial: readonly TRecord[],
  { at, create, read, firstId = 100 }: StoredRecordsOptions<TRecord>,
) {
  let records = [...initial];
  let nextId = firstId;
  return {
    [at.list]: () => ({ body: records }),
    [at.add]: (body: unknown) => {
      const record = create(nextId++, body);
      records = [...records, record];
      return { body: record };
    },
    [at.update]: (body: unknown) => {
      const record = read(body);
      records = records.map((stored) => (stored.id === record.id ? record : stored));
      return { body: record };
    },
    [at.remove]: (body: unknown) => {
      records = records.filter((stored) => stored.id !== idOf(body));
      return { body: { ok: true } };
    },
  };
}
