import {
  auditApi,
  auditEntitiesAnswerSchema,
  auditPageAnswerSchema,
  type AuditAction,
  type AuditRow,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { postQuery } from '../../platform/apiQuery';
import { apiPost } from '../../platform/http';
import type { TableLoad } from '../../platform/ui/data-table/types';

/** The list's filters as the address holds them; dates are the browser's days (YYYY-MM-DD). */
export interface AuditFilters {
  entity: string;
  login: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => ['audit', 'list', filters] as const,
  entities: ['audit', 'entities'] as const,
};

const localDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a day of the browser's calendar starts, `days` later: the
 * server reads timestamps as they are, so the period is the days the user sees.
 */
function dayStart(date: string, days = 0): string | undefined {
  const parts = localDay.exec(date);
  if (!parts) return undefined;
  const [, year, month, day] = parts.map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return new Date(year, month - 1, day + days).toISOString();
}

/** The body of `AuditPage` for these filters: `to` ends with its whole day. */
function auditFilterBody({ entity, login, action, from, to }: AuditFilters) {
  return { entity, login, action, from: dayStart(from) ?? null, to: dayStart(to, 1) ?? null };
}

export function loadAuditPage(filters: AuditFilters): TableLoad<AuditRow> {
  return (page, _query, signal) =>
    apiPost(
      auditApi.auditPage,
      { ...page, ...auditFilterBody(filters) },
      { schema: auditPageAnswerSchema, signal },
    );
}

/** The entity codes the company's audit rows hold: the entity filter's choices. */
export function useAuditEntities() {
  return useQuery(
    postQuery(auditKeys.entities, auditApi.auditEntities, undefined, auditEntitiesAnswerSchema),
  );
}

/** The total of a page whose count stopped short (`totalCapped`), else undefined. */
function cappedTotal(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('totalCapped' in data) || data.totalCapped !== true) return undefined;
  return 'total' in data && typeof data.total === 'number' ? data.total : undefined;
}

/**
 * How many rows the server counted when more match these filters than it
 * counts (undefined when it counted them all): any page of them the table
 * holds says so, since the count does not depend on the page.
 */
export function useCappedTotal(filters: AuditFilters): number | undefined {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(onChange),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () => {
    for (const query of queryCache.findAll({ queryKey: auditKeys.list(filters) })) {
      const total = cappedTotal(query.state.data);
      if (total !== undefined) return total;
    }
    return undefined;
  });
}
