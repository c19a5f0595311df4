import {
  allContentTypesFilter,
  contentScreens,
  giftActionRouteType,
  giftActionsFilter,
  isContentType,
  newsType,
} from '@bo/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { tablePageKey } from '../../../../platform/ui/data-table/useTableParams';
import type { ContentListFilters } from './contentList.api';

/** The four addresses of the content list (B§2). */
export type ContentListRoute = 'all' | 'archive' | 'news' | 'gifts';

interface RouteRules {
  /** The type the route stands for: the type filter shows it and cannot change it. */
  fixedType?: number;
  archived: boolean;
  /** The 'Relevant content' checkbox is shown (not on the archive). */
  relevantShown: boolean;
  /** The checkbox's state when the address does not say. */
  relevantByDefault: boolean;
  /** 'Add new action' is shown (hidden in the archive). */
  addShown: boolean;
}

const contentListRoutes: Record<ContentListRoute, RouteRules> = {
  all: { archived: false, relevantShown: true, relevantByDefault: true, addShown: true },
  archive: { archived: true, relevantShown: false, relevantByDefault: false, addShown: false },
  news: {
    fixedType: newsType,
    archived: false,
    relevantShown: true,
    relevantByDefault: false,
    addShown: true,
  },
  gifts: {
    fixedType: giftActionsFilter,
    archived: false,
    relevantShown: true,
    relevantByDefault: false,
    addShown: true,
  },
};

const routePaths: Record<string, ContentListRoute> = {
  [contentScreens.archive]: 'archive',
  [contentScreens.news]: 'news',
  [contentScreens.gifts]: 'gifts',
};

/** The route of a path; routes match case-insensitively and with a trailing slash. */
function contentListRouteOf(pathname: string): ContentListRoute {
  return routePaths[pathname.toLowerCase().replace(/\/+$/, '')] ?? 'all';
}

/** The type filter's choices: 0 (every type), a content type, or 15 (actions with gifts). */
const isTypeChoice = (value: number) =>
  value === allContentTypesFilter || value === giftActionsFilter || isContentType(value);

/** 'Add new action': the new-content form, with the chosen type (15 is type 3 with a gift, route value 5). */
export function newContentPath(contentType: number): string {
  if (contentType === allContentTypesFilter) return contentScreens.newContent;
  const routeType = contentType === giftActionsFilter ? giftActionRouteType : contentType;
  return `${contentScreens.newContent}/${routeType}`;
}

/** The address keys: `?type=3&relevant=0`; each is written only when it differs from the route's default. */
const keys = { type: 'type', relevant: 'relevant' } as const;

function readType(search: URLSearchParams): number {
  const text = search.get(keys.type) ?? '';
  const value = /^\d{1,2}$/.test(text) ? Number(text) : 0;
  return isTypeChoice(value) ? value : 0;
}

/**
 * The content list's route and its filters: the type and 'Relevant content'
 * kept in the address beside the table's own state, so Back and a reload keep
 * them; a change goes back to the first page.
 */
export function useContentListFilters() {
  const { pathname } = useLocation();
  const route = contentListRouteOf(pathname);
  const rules = contentListRoutes[route];
  const [searchParams, setSearchParams] = useSearchParams();

  const relevantParam = searchParams.get(keys.relevant);
  const relevant =
    rules.relevantShown &&
    (relevantParam === null ? rules.relevantByDefault : relevantParam === '1');
  const contentType = rules.fixedType ?? readType(searchParams);
  const filters: ContentListFilters = useMemo(
    () => ({ contentType, archived: rules.archived, actual: relevant }),
    [contentType, rules.archived, relevant],
  );

  const write = useCallback(
    (key: string, value: string | null) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        next.delete(tablePageKey);
        return next;
      }),
    [setSearchParams],
  );
  const setContentType = useCallback(
    (value: number) => write(keys.type, value === allContentTypesFilter ? null : String(value)),
    [write],
  );
  const setRelevant = useCallback(
    (value: boolean) =>
      write(keys.relevant, value === rules.relevantByDefault ? null : value ? '1' : '0'),
    [write, rules.relevantByDefault],
  );

  return { route, rules, filters, setContentType, setRelevant };
}
