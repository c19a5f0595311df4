import {
  giftItemLimits,
  groupPictureSize,
  newGroupDefaults,
  type ContentGroup,
} from '@bo/contract';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormNumberField } from '../../../platform/ui/form/FormNumberField';
import { FormPictureField } from '../../../platform/ui/form/FormPictureField';
import { FormSelect } from '../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { requiredText } from '../../../platform/ui/form/formField';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { OrderLimitField } from '../OrderLimitField';
import { wholeNumberText } from './giftForm';
import { groupChoices } from './groupTree';

function groupSchema(t: TFunction) {
  return z.object({
    giftGroup: requiredText(t).max(giftItemLimits.giftGroupMax, {
      error: t('giftScreenTextTooLong', { max: giftItemLimits.giftGroupMax }),
    }),
    sort: wholeNumberText(t, giftItemLimits.sortMax),
    parentGroupId: z.number().int(),
    maxOrderItems: wholeNumberText(t, giftItemLimits.maxOrderItemsMax),
    picture: z.instanceof(File).nullable(),
  });
}
type GroupValues = z.input<ReturnType<typeof groupSchema>>;
/** What the dialog saves: the group's fields and a newly chosen picture. */
export type GiftGroupDialogOutput = z.output<ReturnType<typeof groupSchema>>;

/** A new group starts with the B§5 defaults: sort 1, at the root, no orders limit. */
function valuesOf(group: ContentGroup | null): GroupValues {
  return {
    giftGroup: group?.giftGroup ?? '',
    sort: String(group?.sort ?? newGroupDefaults.sort),
    parentGroupId: group?.parentGroupId ?? newGroupDefaults.parentGroupId,
    maxOrderItems: String(group?.maxOrderItems ?? newGroupDefaults.maxOrderItems),
    picture: null,
  };
}

interface GiftGroupDialogProps {
  /** The group edited, or null for a new one. */
  group: ContentGroup | null;
  /** The content's groups (the parent choices). */
  tree: readonly ContentGroup[];
  /** Saves; a rejection shows its message and keeps the dialog open. */
  onSave: (values: GiftGroupDialogOutput) => Promise<unknown>;
  /** Deletes the stored picture at once (DeleteContentGroupPic). */
  onDeletePicture: (group: ContentGroup) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or edits an item group (B§3): name, sort, parent (any group of the
 * content but itself and its subgroups), orders limit of 4 digits, and the
 * 450x250 picture.
 */
export function GiftGroupDialog({
  group,
  tree,
  onSave,
  onDeletePicture,
  onClose,
}: GiftGroupDialogProps) {
  const { t } = useTranslation();
  const parentChoices = useMemo(
    () =>
      groupChoices(
        tree,
        { value: 0, label: t('giftScreenRootGroup') },
        { exceptId: group?.groupId, keepId: group?.parentGroupId ?? 0 },
      ),
    [tree, group?.groupId, group?.parentGroupId, t],
  );

  return (
    <FormDialog
      title={group ? t('giftScreenEditGroup') : t('giftScreenAddGroup')}
      schema={groupSchema}
      defaultValues={valuesOf(group)}
      onSubmit={onSave}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="giftGroup"
            label={t('giftScreenGroup')}
            required
            autoFocus
          />
          <FormSelect
            control={control}
            name="parentGroupId"
            label={t('giftScreenParentGroup')}
            choices={parentChoices}
          />
          <Stack direction="row" spacing={2}>
            <FormNumberField control={control} name="sort" label={t('sort')} sx={{ flex: 1 }} />
            <OrderLimitField control={control} name="maxOrderItems" sx={{ flex: 1 }} />
          </Stack>
          <FormPictureField
            control={control}
            name="picture"
            heading={t('giftScreenGroupPicture')}
            size={groupPictureSize}
            currentUrl={group?.picFile ?? null}
            onDelete={group?.picFile ? () => onDeletePicture(group) : undefined}
          />
        </>
      )}
    </FormDialog>
  );
}
