import { contentTermFields, type Article, type ContentTerm } from '@bo/contract';
import { useCallback } from 'react';
import { TermDialog, termFieldsOf, TermsTable, type TermValues } from '../../../customers';
import {
  contentTermKeys,
  loadContentTerms,
  useDeleteContentTerm,
  useSaveContentTerm,
} from './contentTerms.api';

/** B§3 Term: every customer field CustomerRules lists. */
const termFields = termFieldsOf(contentTermFields);

/**
 * Settings › Terms (B§2): the customers a content is for. Each add, edit and
 * delete is sent at once, apart from the article's Save action. B§8 only logs
 * a failed terms call; here its message shows like every failure.
 */
export function TermsTab({ article }: { article: Article }) {
  const { contentId } = article;
  const save = useSaveContentTerm(contentId);
  const remove = useDeleteContentTerm(contentId);
  const loadTerms = useCallback(
    (signal?: AbortSignal) => loadContentTerms(contentId, signal),
    [contentId],
  );

  const handleSave = async (edited: ContentTerm | null, values: TermValues) => {
    await save.mutateAsync(edited ? { ...edited, ...values } : { ...values, contentId });
  };

  return (
    <TermsTable
      fields={termFields}
      withActive
      queryKey={contentTermKeys.list(contentId)}
      loadTerms={loadTerms}
      onDelete={(term) => remove.mutate(term)}
      dialog={(editing) => (
        <TermDialog
          term={editing.record}
          fields={termFields}
          withActive
          onSave={async (values) => {
            await handleSave(editing.record, values);
            editing.close();
          }}
          onClose={editing.close}
        />
      )}
    />
  );
}
