import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate, type NavigateOptions } from 'react-router';
import type { ConfirmOptions } from '../ConfirmProvider';
import { useConfirmDelete } from '../useConfirm';
import { useNotify } from '../useNotify';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { useSchemaForm, type FormSchema } from './useSchemaForm';

/** The delete of a record screen: its question, the call, and what follows it. */
interface RecordDelete extends Pick<ConfirmOptions, 'title' | 'text' | 'onConfirm'> {
  /** Said once the record is gone, e.g. 'Banner deleted'. */
  deletedText: string;
  /** Where the screen goes then: its list. */
  path: string;
}

interface RecordForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The unsaved-changes question; render its `dialog` in the screen. */
  guard: ReturnType<typeof useUnsavedChangesGuard>;
  /** Says a success and goes to `path`, past the unsaved-changes question. */
  leave: (successText: string, path: string, options?: NavigateOptions) => Promise<void>;
  /** Asks `title`/`text`, deletes by `onConfirm`, says `deletedText` and goes to `path`. */
  deleteRecord: (remove: RecordDelete) => Promise<void>;
}

/**
 * The form of a screen that adds or edits one record: checked by a zod schema,
 * and asking before its unsaved changes are left. `leave` says a success and
 * moves on without that question (a record created or deleted); `deleteRecord`
 * asks first, deletes, and leaves.
 */
export function useRecordForm<TValues extends FieldValues, TOutput = TValues>(
  schema: FormSchema<TValues, TOutput>,
  defaultValues: DefaultValues<TValues>,
): RecordForm<TValues, TOutput> {
  const navigate = useNavigate();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const form = useSchemaForm(schema, defaultValues);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const leave = async (successText: string, path: string, options?: NavigateOptions) => {
    notify(successText, { severity: 'success' });
    guard.release();
    await navigate(path, options);
  };

  const deleteRecord = async ({ deletedText, path, ...question }: RecordDelete) => {
    const deleted = await confirmDelete(question);
    if (deleted) await leave(deletedText, path);
  };

  return { form, guard, leave, deleteRecord };
}
