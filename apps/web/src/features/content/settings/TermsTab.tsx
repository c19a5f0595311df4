import { contentTermFields, type Article, type ContentTerm } from '@bo/contract';
import { useCallback, useState } from 'react';
import { useErrorNotifier } from '../../../platform/ui/useNotify';
import { TermDialog, termFieldsOf, TermsTable, type TermValues } from '../../customers';
import {
  contentTermKeys,
  loadContentTerms,
  useDeleteContentTerm,
  useSaveContentTerm,
} from './contentTerms.api';

/** B§3 Term: every customer field CustomerRules lists. */
const termFields = termFieldsOf(contentTermFields);

/** The term dialog: closed, adding a new term, or editing one. */
type TermEditing = { term: ContentTerm | null } | null;

/**
 * Settings › Terms (B§2): the customers a content is for. Each add, edit and
 * delete is sent at once, apart from the article's Save action. B§8 only logs
 * a failed terms call; here its message shows like every failure.
 */
export function TermsTab({ article }: { article: Article }) {
  const { contentId } = article;
  const [editing, setEditing] = useState<TermEditing>(null);
  const save = useSaveContentTerm(contentId);
  const remove = useDeleteContentTerm(contentId);
  const notifyError = useErrorNotifier();
  const loadTerms = useCallback(
    (signal?: AbortSignal) => loadContentTerms(contentId, signal),
    [contentId],
  );

  const handleSave = async (values: TermValues) => {
    const edited = editing?.term;
    await save.mutateAsync(edited ? { ...edited, ...values } : { ...values, contentId });
    setEditing(null);
  };

  return (
    <>
      <TermsTable
        fields={termFields}
        withActive
        queryKey={contentTermKeys.list(contentId)}
        loadTerms={loadTerms}
        onAdd={() => setEditing({ term: null })}
        onEdit={(term) => setEditing({ term })}
        onDelete={(term) => remove.mutate(term, { onError: notifyError })}
      />
      {editing && (
        <TermDialog
          term={editing.term}
          fields={termFields}
          withActive
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
