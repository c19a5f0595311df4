import { okAnswerSchema } from '@bo/contract';
import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { CallMeta } from '../../callFailures';
import { apiPost } from '../../http';
import { useListChange } from './useListChange';

interface RecordListCallsOptions<Stored> {
  /** The calls: the list (its body the owner's id), a new record, an update and a delete. */
  paths: { list: string; create: string; update: string; remove: string };
  /** One record as the server answers it. */
  schema: z.ZodType<Stored>;
  /** What a change makes stale: the list, and what the records change elsewhere. */
  staleKeys: (ownerId: number) => readonly QueryKey[];
  /** How a failed delete is told (callFailures.ts). */
  deleteMeta?: CallMeta;
}

/**
 * The calls of a record's list edited in an EditableTable (a content's terms,
 * its income rules): the whole list, and a save (a create for a record
 * without an id) and a delete, each sent at once.
 */
export function recordListCalls<Input extends { id?: number }, Stored>({
  paths,
  schema,
  staleKeys,
  deleteMeta,
}: RecordListCallsOptions<Stored>) {
  const listSchema = z.array(schema);
  return {
    load: (ownerId: number, signal?: AbortSignal) =>
      apiPost(paths.list, ownerId, { schema: listSchema, signal }),
    useSave: (ownerId: number) =>
      useListChange(staleKeys(ownerId), (record: Input) =>
        apiPost(record.id ? paths.update : paths.create, record, { schema }),
      ),
    useDelete: (ownerId: number) =>
      useListChange(
        staleKeys(ownerId),
        (record: Stored) => apiPost(paths.remove, record, { schema: okAnswerSchema }),
        deleteMeta,
      ),
  };
}
