import {
  contentApi,
  contentTermAnswerSchema,
  okAnswerSchema,
  type ContentTerm,
  type ContentTermInput,
} from '@bo/contract';
import { z } from 'zod';
import { notifyFailure } from '../../../../platform/callFailures';
import { apiPost } from '../../../../platform/http';
import { useListChange } from '../../../../platform/ui/editable-table/useListChange';
import { pointsKeys } from '../../points/points.api';

export const contentTermKeys = {
  /** The terms of one content. */
  list: (contentId: number) => ['content', 'terms', contentId] as const,
};

const termsAnswerSchema = z.array(contentTermAnswerSchema);

/** Every term of a content (ContentTerms; the body is the content id). */
export function loadContentTerms(contentId: number, signal?: AbortSignal) {
  return apiPost(contentApi.terms, contentId, { schema: termsAnswerSchema, signal });
}

/**
 * The terms are not part of the article form: each change is sent at once
 * (B§7). A term changes who earns points: the points tab reloads too.
 */
const termStaleKeys = (contentId: number) => [
  contentTermKeys.list(contentId),
  pointsKeys.content(contentId),
];

/** NewContentTerms for a term without an id, else UpdateContentTerms: the stored term. */
export function useSaveContentTerm(contentId: number) {
  return useListChange(termStaleKeys(contentId), (term: ContentTermInput) =>
    apiPost(term.id ? contentApi.updateTerm : contentApi.newTerm, term, {
      schema: contentTermAnswerSchema,
    }),
  );
}

export function useDeleteContentTerm(contentId: number) {
  const send = (term: ContentTerm) =>
    apiPost(contentApi.deleteTerm, term, { schema: okAnswerSchema });
  return useListChange(termStaleKeys(contentId), send, notifyFailure());
}
