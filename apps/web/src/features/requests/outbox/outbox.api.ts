import { mailApi, okAnswerSchema, outboxPageAnswerSchema, outboxSummarySchema } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../../platform/apiQuery';
import { notifyFailure } from '../../../platform/callFailures';
import { apiPost } from '../../../platform/http';
import { serverPages } from '../../../platform/ui/data-table/serverPages';
import { useApiMutation } from '../../../platform/useApiMutation';

export const outboxKeys = {
  /** The counts and the list: what a retry makes stale. */
  all: ['outbox'] as const,
  summary: ['outbox', 'summary'] as const,
  list: ['outbox', 'list'] as const,
};

export const loadOutboxPage = serverPages(mailApi.outboxPage, outboxPageAnswerSchema);

export function useOutboxSummary() {
  return useQuery(
    postQuery(outboxKeys.summary, mailApi.outboxSummary, undefined, outboxSummarySchema),
  );
}

/** Queues a failed e-mail again. */
export function useRetryMail() {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (id: number) => apiPost(mailApi.retry, id, { schema: okAnswerSchema }),
    stale: { queryKey: outboxKeys.all },
  });
}
