import {
  notificationApi,
  notificationCreateAnswerSchema,
  notificationPreviewAnswerSchema,
  notificationsPageAnswerSchema,
  notificationTypeSchema,
  type NotificationPreviewRow,
  type NotificationRequest,
  type NotificationTerm,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import type { TableLoad } from '../../platform/ui/data-table/types';
import type { CodeFilters } from '../../platform/ui/data-table/useCodeFilters';
import { useApiMutation } from '../../platform/useApiMutation';

export const notificationKeys = {
  /** Every notifications list, whatever its filters: what a create makes stale. */
  lists: ['notifications', 'lists'] as const,
  list: (filters: NotificationFilters) => ['notifications', 'lists', filters] as const,
  types: ['notifications', 'types'] as const,
  /** The terms table of the add screen, which pages the terms in the browser. */
  terms: (terms: readonly NotificationTerm[]) => ['notifications', 'terms', terms] as const,
  preview: (request: NotificationRequest) => ['notifications', 'preview', request] as const,
};

/** The type and status filters of the list, in the address (A§2). */
export const notificationFilterKeys = ['type', 'status'] as const;
type NotificationFilters = CodeFilters<(typeof notificationFilterKeys)[number]>;

export function useNotificationTypes() {
  const types = z.array(notificationTypeSchema);
  const query = postQuery(notificationKeys.types, notificationApi.types, undefined, types);
  // The types change only with a new release.
  return useQuery({ ...query, staleTime: Infinity });
}

export const loadNotificationsPage = ({ type, status }: NotificationFilters) =>
  serverPages(notificationApi.notificationsPage, notificationsPageAnswerSchema, { type, status });

/** The customers `request` would notify, a page at a time (A§2 View list). */
export function loadPreview(request: NotificationRequest): TableLoad<NotificationPreviewRow> {
  return (page, query, signal) =>
    apiPost(
      notificationApi.preview,
      { ...request, ...page },
      { query, schema: notificationPreviewAnswerSchema, signal },
    );
}

/** How many customers `request` matches: the total of a one-row preview page. */
export function usePreviewTotal(request: NotificationRequest) {
  return useQuery({
    queryKey: [...notificationKeys.preview(request), 'total'],
    queryFn: async ({ signal }) =>
      (await loadPreview(request)({ size: 1, page: 0, desc: false }, {}, signal)).total,
  });
}

export function useCreateNotifications() {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (request: NotificationRequest) =>
      apiPost(notificationApi.create, request, { schema: notificationCreateAnswerSchema }),
    // Something made: the add screen goes to the list.
    leavesScreen: ({ created }) => created > 0,
    stale: { queryKey: notificationKeys.lists },
  });
}
