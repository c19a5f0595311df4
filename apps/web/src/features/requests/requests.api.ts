import {
  requestApi,
  requestCountsAnswerSchema,
  requestFiltersAnswerSchema,
  requestsPageAnswerSchema,
  sendForConfirmAnswerSchema,
  type PagedAnswer,
  type RegistrationRequest,
  type RequestFilters,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../platform/apiQuery';
import { apiPost } from '../../platform/http';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import type { TableLoad } from '../../platform/ui/data-table/types';
import type { CodeFilters } from '../../platform/ui/data-table/useCodeFilters';
import { useApiMutation } from '../../platform/useApiMutation';

export const requestKeys = {
  /** The list and its filter values: what approving a request makes stale. */
  all: ['requests'] as const,
  list: (type: number | undefined, status: number | undefined) =>
    ['requests', 'list', { type, status }] as const,
  filters: ['requests', 'filters'] as const,
  /** The home widget's count of new requests. */
  counts: ['requests', 'counts'] as const,
};

/** The type and status filters of the list, in the address (A§2). */
export const requestFilterKeys = ['type', 'status'] as const;
type RequestListFilter = CodeFilters<(typeof requestFilterKeys)[number]>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A§8: request loading errors are only logged, with no message to the user. */
function logLoadError(error: unknown): void {
  if (isAbort(error)) throw error;
  console.error('Loading the requests failed', error);
}

const emptyPage: PagedAnswer<RegistrationRequest> = {
  rows: [],
  pageCount: 0,
  total: 0,
  capped: false,
};

export function loadRequestsPage({
  type,
  status,
}: RequestListFilter): TableLoad<RegistrationRequest> {
  const load = serverPages(requestApi.requestsPage, requestsPageAnswerSchema, { type, status });
  return (page, query, signal) =>
    load(page, query, signal).catch((error: unknown) => {
      logLoadError(error);
      return emptyPage;
    });
}

const noFilterValues: RequestFilters = { types: [], statuses: [] };

/** The types and statuses present in the company's requests (A§2). */
export function useRequestFilters() {
  return useQuery({
    queryKey: requestKeys.filters,
    queryFn: ({ signal }) =>
      apiPost(requestApi.requestFilters, undefined, {
        schema: requestFiltersAnswerSchema,
        signal,
      }).catch((error: unknown) => {
        logLoadError(error);
        return noFilterValues;
      }),
  });
}

/** How many of the company's requests wait at status New (the home widget). */
export const useRequestCounts = () =>
  useQuery(
    postQuery(requestKeys.counts, requestApi.requestCounts, undefined, requestCountsAnswerSchema),
  );

/** 'Allow registration' (A§2, A§7): the request id is the body. */
export function useSendForConfirm() {
  return useApiMutation({
    mutationFn: (id: number) =>
      apiPost(requestApi.sendForConfirm, id, { schema: sendForConfirmAnswerSchema }),
    stale: { queryKey: requestKeys.all },
  });
}
