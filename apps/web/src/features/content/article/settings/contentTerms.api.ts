import {
  contentApi,
  contentTermAnswerSchema,
  type ContentTerm,
  type ContentTermInput,
} from '@bo/contract';
import { notifyFailure } from '../../../../platform/callFailures';
import { recordListCalls } from '../../../../platform/ui/editable-table/recordListCalls';
import { pointsKeys } from '../../points/points.api';

export const contentTermKeys = {
  /** The terms of one content. */
  list: (contentId: number) => ['content', 'terms', contentId] as const,
};

/**
 * The terms of a content (ContentTerms, New-, Update- and DeleteContentTerms):
 * not part of the article form, each change is sent at once (B§7). A term
 * changes who earns points: the points tab reloads too.
 */
export const {
  load: loadContentTerms,
  useSave: useSaveContentTerm,
  useDelete: useDeleteContentTerm,
} = recordListCalls<ContentTermInput, ContentTerm>({
  paths: {
    list: contentApi.terms,
    create: contentApi.newTerm,
    update: contentApi.updateTerm,
    remove: contentApi.deleteTerm,
  },
  schema: contentTermAnswerSchema,
  staleKeys: (contentId) => [contentTermKeys.list(contentId), pointsKeys.content(contentId)],
  deleteMeta: notifyFailure(),
});
