import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { RecordScreenProps } from '../../platform/ui/RecordScreen';
import { useNotify } from '../../platform/ui/useNotify';
import { useRecordModes } from '../../platform/ui/useRecordModes';
import { useUnsavedChangesGuard } from '../../platform/ui/useUnsavedChangesGuard';
import { useGuardedDelete, type GuardedDelete } from './useGuardedDelete';
import { useFormFeedback } from './vehicleForms';

interface VehicleCardOptions<Values extends FieldValues, Row> {
  /** The record shown; null creates one. */
  record: Row | null;
  /** The form's rules: the contract's, through `checkedBy`. */
  schema: z.ZodType<Values, Values>;
  /** The form's values of a record, or of a new one (null). */
  toValues: (record: Row | null) => Values;
  /** Loads the record again (Cancel in edit, C§4.3). */
  reload: () => Promise<Row | undefined>;
  /** The fields a refusal of the server may mark. */
  sentFields: readonly string[];
  /** Sends a new record; answers its id. */
  create: (values: Values) => Promise<{ id: number }>;
  /**
   * Reads a created record as the server stored it (a range `1.2020-` is
   * stored `01.2020 - `): its values replace the typed ones until the page moves.
   */
  readCreated: (id: number) => Promise<Row>;
  /** Sends the changes of `record`; answers it as stored. */
  update: (values: Values, record: Row) => Promise<Row>;
  /** The page a created record opens at. */
  createdPath: (id: number) => string;
  /** The snackbars of a create, an update and a delete. */
  createdText: string;
  updatedText: string;
  deletedText: string;
  /** Whether the user may delete (VehicleEditorDelete). */
  canDelete: boolean;
  /** The delete of the record: its questions, its children and the call. */
  guardedDelete: (record: Row) => GuardedDelete;
  /** Where a deleted record's screen goes: its parent's page. */
  parentPath: string;
  /** The stored picture of a model or a modification (issue 32): its delete and snackbar; none for a mark. */
  picture?: { remove: (record: Row) => Promise<unknown>; deletedText: string };
  /** A create, update or delete is being sent. */
  pending: boolean;
}

interface VehicleCard<Values extends FieldValues> {
  control: Control<Values>;
  /** RecordScreen's save, modes and delete (none for a new record or a user who may not delete). */
  screen: Pick<RecordScreenProps, 'onSubmit' | 'busy' | 'modes' | 'onDelete'>;
  /** Nothing is being sent and the card is not read-only: a picture may be chosen. */
  editable: boolean;
  /** Deletes the stored picture at once (PictureField asks first); none for a new record. */
  deletePicture?: () => Promise<void>;
  /** The unsaved-changes and delete dialogs; render them in the card. */
  dialogs: ReactNode;
}

/**
 * The card of a mark, model or modification (C§4.3): its form in the create /
 * view / edit modes, the save (Save opens the created record's page, Save
 * updated shows it read-only again), the refusals on their fields, the guarded
 * delete (C§8) back to the parent's page, and the unsaved-changes question.
 */
export function useVehicleCard<Values extends FieldValues, Row>(
  options: VehicleCardOptions<Values, Row>,
): VehicleCard<Values> {
  const { record, toValues } = options;
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(options.schema),
    defaultValues: toValues(record) as DefaultValues<Values>,
  });
  const modes = useRecordModes({
    isNew: !record,
    onReload: async () => reset(toValues((await options.reload()) ?? record)),
  });
  const guard = useUnsavedChangesGuard(formState.isDirty && modes.mode !== 'view');
  const feedback = useFormFeedback(setError);
  const guardedDelete = useGuardedDelete();

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!record) {
        const { id } = await options.create(values);
        // The stored values, not the typed ones; if they cannot be read, the new page will say so.
        const stored = await options.readCreated(id).catch(() => undefined);
        if (stored) reset(toValues(stored));
        notify(options.createdText, { severity: 'success' });
        guard.release();
        modes.openCreated(options.createdPath(id));
        return;
      }
      reset(toValues(await options.update(values, record)));
      modes.finishEdit();
      notify(options.updatedText, { severity: 'success' });
    } catch (error) {
      feedback.refused(error, options.sentFields);
    }
  }, feedback.invalid);

  const handleDelete = async (shown: Row) => {
    if (!(await guardedDelete.run(options.guardedDelete(shown)))) return;
    notify(options.deletedText, { severity: 'success' });
    guard.release();
    await navigate(options.parentPath);
  };

  const { picture } = options;
  const deletePicture =
    record && picture
      ? async () => {
          await picture.remove(record);
          notify(picture.deletedText, { severity: 'success' });
        }
      : undefined;

  return {
    control,
    screen: {
      onSubmit,
      busy: options.pending,
      modes,
      onDelete: record && options.canDelete ? () => handleDelete(record) : undefined,
    },
    editable: !options.pending && modes.mode !== 'view',
    deletePicture,
    dialogs: (
      <>
        {guard.dialog}
        {guardedDelete.dialog}
      </>
    ),
  };
}
