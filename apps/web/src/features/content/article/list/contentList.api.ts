import {
  contentApi,
  contentListAnswerSchema,
  giftActionsFilter,
  type ContentListRequest,
  type ContentListRow,
} from '@bo/contract';
import { apiPost } from '../../../../platform/http';
import type { TableLoad } from '../../../../platform/ui/data-table/types';

/** What the content list asks for besides the table's page, size, order and search. */
export interface ContentListFilters {
  /** 0 every type, a content type, or 15 (`giftActionsFilter`) for the gift actions. */
  contentType: number;
  archived: boolean;
  /** 'Relevant content': active and not archived. */
  actual: boolean;
}

export const contentListKeys = {
  /** Every page of every content list: invalidate it after a content changes. */
  all: ['content', 'list'] as const,
  list: ({ contentType, archived, actual }: ContentListFilters) =>
    ['content', 'list', contentType, archived, actual] as const,
};

/** The body of ContentList (B§7 "contentType, isGift, archived, actual") without the page. */
export const contentListBody = ({
  contentType,
  archived,
  actual,
}: ContentListFilters): Omit<ContentListRequest, 'size' | 'page' | 'desc'> => ({
  contentType,
  isGift: contentType === giftActionsFilter,
  archived,
  actual,
});

/** ContentList with the route's and the toolbar's filters; the table sends the page, order and search. */
export const loadContentListPage =
  (filters: ContentListFilters): TableLoad<ContentListRow> =>
  async (page, query, signal) => {
    const answer = await apiPost(
      contentApi.list,
      { ...contentListBody(filters), ...page },
      { query, schema: contentListAnswerSchema, signal },
    );
    // B§2: sub-offers beneath their parent by contentId, whatever order the server keeps.
    return {
      ...answer,
      rows: answer.rows.map((row) => ({
        ...row,
        subOffers: row.subOffers.toSorted((a, b) => a.contentId - b.contentId),
      })),
    };
  };
