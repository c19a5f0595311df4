import {
  mailApi,
  okAnswerSchema,
  outboxPageAnswerSchema,
  outboxSummarySchema,
  type OutboxRow,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '../../../platform/callFailures';
import { apiPost } from '../../../platform/http';
import type { TableLoad } from '../../../platform/ui/data-table/types';
import { useApiMutation } from '../../../platform/useApiMutation';

export const outboxKeys = {
  /** The counts and the list: what a retry makes stale. */
  all: ['outbox'] as const,
  summary: ['outbox', 'summary'] as const,
  list: ['outbox', 'list'] as const,
};

export const loadOutboxPage: TableLoad<OutboxRow> = (page, query, signal) =>
  apiPost(mailApi.outboxPage, page, { query, schema: outboxPageAnswerSchema, signal });

export function useOutboxSummary() {
  return useQuery({
    queryKey: outboxKeys.summary,
    queryFn: ({ signal }) =>
      apiPost(mailApi.outboxSummary, undefined, { schema: outboxSummarySchema, signal }),
  });
}

/** Queues a failed e-mail again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (id: number) => apiPost(mailApi.retry, id, { schema: okAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
