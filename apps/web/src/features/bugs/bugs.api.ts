import {
  bugApi,
  bugDetailSchema,
  type bugReportFormSchema,
  bugSchema,
  bugScreenshotField,
  bugsPageAnswerSchema,
  type BugDetail,
  type BugListRow,
  type BugUpdate,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { postQuery, useStoreRecord } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { useApiMutation } from '../../platform/useApiMutation';

export const bugKeys = {
  all: ['bugs'] as const,
  list: (status: number | undefined) => ['bugs', 'list', { status }] as const,
  mine: ['bugs', 'mine'] as const,
  detail: (id: number) => ['bugs', 'detail', id] as const,
};

/** The company's reports of one status (undefined: any), for Tester and Admin. */
export function loadBugsPage(status: number | undefined): TableLoad<BugListRow> {
  return (page, query, signal) =>
    apiPost(
      bugApi.bugsPage,
      { ...page, status: status ?? 0 },
      { query, schema: bugsPageAnswerSchema, signal },
    );
}

/** The caller's own reports. */
export const loadMyBugs: TableLoad<BugListRow> = (page, _query, signal) =>
  apiPost(bugApi.myBugs, page, { schema: bugsPageAnswerSchema, signal });

export const useBug = (id: number) =>
  useQuery(postQuery(bugKeys.detail(id), bugApi.bug, id, bugDetailSchema));

/** What the report dialog sends: the contract's fields and the picture. */
type BugReportDraft = z.output<typeof bugReportFormSchema> & { screenshot: File | null };

export function useReportBug() {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: ({ page, userAgent, description, screenshot }: BugReportDraft) => {
      const data = new FormData();
      data.set('page', page);
      data.set('userAgent', userAgent);
      data.set('description', description);
      if (screenshot) data.set(bugScreenshotField, screenshot, screenshot.name);
      return apiPost(bugApi.reportBug, data, { schema: bugSchema });
    },
    stale: { queryKey: bugKeys.all },
  });
}

export function useUpdateBug() {
  const storeBug = useStoreRecord((detail: BugDetail) => bugKeys.detail(detail.id), {
    queryKey: bugKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (change: BugUpdate) =>
      apiPost(bugApi.updateBug, change, { schema: bugDetailSchema }),
    onSuccess: storeBug,
  });
}
