import {
  useQueryClient,
  type QueryExecuteOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSchemaForm } from '../../platform/ui/form/useSchemaForm';
import type { RecordScreenProps } from '../../platform/ui/RecordScreen';
import { useNotify } from '../../platform/ui/useNotify';
import { useRecordModes } from '../../platform/ui/useRecordModes';
import { useUnsavedChangesGuard } from '../../platform/ui/useUnsavedChangesGuard';
import { useGuardedDelete } from './useGuardedDelete';
import { vehicleCardText, type VehicleCardLevel } from './vehicleCardTexts';
import { useFormFeedback } from './vehicleForms';

/** A mutation hook's result, as the card sends through it. */
type Call<Body, Answer> = Pick<UseMutationResult<Answer, Error, Body>, 'mutateAsync' | 'isPending'>;

interface VehicleCardOptions<Values extends FieldValues, Row, Body, Child> {
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
  /** The record's id. */
  idOf: (record: Row) => number;
  /** What a create (id null) and an update send: a JSON body or a multipart form. */
  toBody: (values: Values, id: number | null) => Body;
  /**
   * The calls: a create answers the new id, an update the record as stored;
   * a picture's delete (a model's or a modification's, issue 32; none for a mark).
   */
  calls: {
    create: Call<Body, { id: number }>;
    update: Call<Body, Row>;
    remove: Call<number, unknown>;
    removePicture?: Call<number, unknown>;
  };
  /**
   * The record's query: a created record is read through it as the server
   * stored it (a range `1.2020-` is stored `01.2020 - `), and its values
   * replace the typed ones until the page moves.
   */
  recordQuery: (id: number) => QueryExecuteOptions<Row, Error, Row, Row>;
  /** The query of its children: a record with any is not deleted (C§8). */
  childrenQuery: (id: number) => QueryExecuteOptions<Child[]>;
  /** The page a created record opens at. */
  createdPath: (id: number) => string;
  /** The level whose texts the card shows: its title, snackbars and delete questions. */
  level: VehicleCardLevel;
  /** The record's name, in its title, crumb and delete question. */
  nameOf: (record: Row) => string;
  /** Whether the user may delete (VehicleEditorDelete). */
  canDelete: boolean;
  /** Where a deleted record's screen goes: its parent's page. */
  parentPath: string;
}

interface VehicleCard<Values extends FieldValues> {
  control: Control<Values>;
  /** The record's name, or the level's new-record text: its crumb. */
  name: string;
  /**
   * RecordScreen's title, save, modes and delete (none for a new record or a
   * user who may not delete).
   */
  screen: Pick<
    RecordScreenProps,
    'title' | 'onSubmit' | 'busy' | 'modes' | 'onDelete' | 'deleteLabel'
  >;
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
export function useVehicleCard<Values extends FieldValues, Row, Body, Child>(
  options: VehicleCardOptions<Values, Row, Body, Child>,
): VehicleCard<Values> {
  const { record, toValues, idOf, level } = options;
  const { create, update, remove, removePicture } = options.calls;
  const pending =
    create.isPending || update.isPending || remove.isPending || Boolean(removePicture?.isPending);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, handleSubmit, reset, setError, formState } = useSchemaForm<Values>(
    options.schema,
    toValues(record) as DefaultValues<Values>,
  );
  const modes = useRecordModes({
    isNew: !record,
    onReload: async () => reset(toValues((await options.reload()) ?? record)),
  });
  const guard = useUnsavedChangesGuard(formState.isDirty && modes.mode !== 'view');
  const feedback = useFormFeedback(setError);
  const guardedDelete = useGuardedDelete();
  const text = (key: Parameters<typeof vehicleCardText>[2], name?: string) =>
    vehicleCardText(t, level, key, name === undefined ? undefined : { name });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!record) {
        const { id } = await create.mutateAsync(options.toBody(values, null));
        // The stored values, not the typed ones; if they cannot be read, the new page will say so.
        const stored = await queryClient.query(options.recordQuery(id)).catch(() => undefined);
        if (stored) reset(toValues(stored));
        notify(text('created'), { severity: 'success' });
        guard.release();
        modes.openCreated(options.createdPath(id));
        return;
      }
      reset(toValues(await update.mutateAsync(options.toBody(values, idOf(record)))));
      modes.finishEdit();
      notify(text('updated'), { severity: 'success' });
    } catch (error) {
      feedback.refused(error, options.sentFields);
    }
  }, feedback.invalid);

  const handleDelete = async (shown: Row) => {
    const id = idOf(shown);
    const deleted = await guardedDelete.run({
      confirmTitle: text('deleteTitle'),
      confirmText: text('deleteConfirm', options.nameOf(shown)),
      blockedTitle: text('blockedTitle'),
      blockedText: text('blockedText'),
      hasChildren: async () => (await queryClient.query(options.childrenQuery(id))).length > 0,
      remove: () => remove.mutateAsync(id),
    });
    if (!deleted) return;
    notify(text('deleted'), { severity: 'success' });
    guard.release();
    await navigate(options.parentPath);
  };

  const deletePicture =
    record && removePicture
      ? async () => {
          await removePicture.mutateAsync(idOf(record));
          notify(t('vehicleImageDeleted'), { severity: 'success' });
        }
      : undefined;

  return {
    control,
    name: record ? options.nameOf(record) : text('newRecord'),
    screen: {
      title: record ? text('named', options.nameOf(record)) : text('newRecord'),
      onSubmit,
      busy: pending,
      modes,
      onDelete: record && options.canDelete ? () => handleDelete(record) : undefined,
      deleteLabel: text('deleteTitle'),
    },
    editable: !pending && modes.mode !== 'view',
    deletePicture,
    dialogs: (
      <>
        {guard.dialog}
        {guardedDelete.dialog}
      </>
    ),
  };
}
