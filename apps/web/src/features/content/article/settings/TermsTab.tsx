import { contentTermFields, type Article, type ContentTerm } from '@bo/contract';
import { useCallback } from 'react';
import { useEditDialog } from '../../../../platform/ui/editable-table/useEditDialog';
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
  const editing = useEditDialog<ContentTerm>();
  const save = useSaveContentTerm(contentId);
  const remove = useDeleteContentTerm(contentId);
  const loadTerms = useCallback(
    (signal?: AbortSignal) => loadContentTerms(contentId, signal),
    [contentId],
  );

  const handleSave = async (values: TermValues) => {
    const edited = editing.record;
    await save.mutateAsync(edited ? { ...edited, ...values } : { ...values, contentId });
    editing.close();
  };

  return (
    <>
      <TermsTable
        fields={termFields}
        withActive
        queryKey={contentTermKeys.list(contentId)}
        loadTerms={loadTerms}
        onAdd={editing.add}
        onEdit={editing.edit}
        onDelete={(term) => remove.mutate(term)}
      />
      {editing.open && (
        <TermDialog
          term={editing.record}
          fields={termFields}
          withActive
          onSave={handleSave}
          onClose={editing.close}
        />
      )}
    </>
  );
}
