import {
  giftItemEndDate,
  groupPictureSize,
  itemTypes,
  type ContentGroup,
  type ContentItem,
} from '@bo/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/format';
import { FormCheckbox } from '../../../platform/ui/form/FormCheckbox';
import { FormDateField } from '../../../platform/ui/form/FormDateField';
import { FormNumberField } from '../../../platform/ui/form/FormNumberField';
import { FormPictureField } from '../../../platform/ui/form/FormPictureField';
import { FormSelect, type SelectChoice } from '../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { OrderLimitField } from '../OrderLimitField';
import { todayIso } from './giftForm';
import { groupChoices } from './groupTree';
import {
  itemNoTooLong,
  itemSchema,
  itemValuesOf,
  type ItemOutput,
  type ItemValues,
} from './giftItemForm';
import { ItemMasterPicker } from './ItemMasterPicker';

type ItemForm = UseFormReturn<ItemValues, unknown, ItemOutput>;

const numberFieldSx = { flex: 1, minWidth: 120 };

/** 'Max 20 characters' shows as the user types past 20, not only at Save (B§5). */
function useLiveLengthErrors({ control, setError, clearErrors, getFieldState }: ItemForm) {
  const { t } = useTranslation();
  const itemNo = useWatch({ control, name: 'itemNo' });
  const navItemNo = useWatch({ control, name: 'navItemNo' });
  useEffect(() => {
    for (const [name, value] of [
      ['itemNo', itemNo],
      ['navItemNo', navItemNo],
    ] as const) {
      if (itemNoTooLong(value))
        setError(name, { type: 'tooLong', message: t('giftItemNoTooLong') });
      else if (getFieldState(name).error?.type === 'tooLong') clearErrors(name);
    }
  }, [itemNo, navItemNo, setError, clearErrors, getFieldState, t]);
  return itemNo;
}

/** B§4: a gift's dates are not chosen; what a save sets, and why. */
function GiftDates() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        {[
          { label: t('contentDateFrom'), date: todayIso() },
          { label: t('contentDateTo'), date: giftItemEndDate },
        ].map(({ label, date }) => (
          <TextField
            key={label}
            label={label}
            value={formatDate(date)}
            variant="filled"
            slotProps={{ input: { readOnly: true } }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
      <Alert severity="info">{t('giftScreenGiftDatesNote')}</Alert>
    </Stack>
  );
}

interface ItemFieldsProps {
  form: ItemForm;
  item: ContentItem | null;
  itemType: number;
  groupOptions: readonly SelectChoice[];
}

function ItemFields({ form, item, itemType, groupOptions }: ItemFieldsProps) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const itemNo = useLiveLengthErrors(form);

  return (
    <>
      {itemType === itemTypes.catalogue ? (
        <Controller
          control={control}
          name="itemNo"
          render={({ field, fieldState }) => (
            <ItemMasterPicker
              itemNo={field.value}
              error={fieldState.error?.message}
              onPick={(chosen, description) => {
                field.onChange(chosen);
                setValue('description', description, { shouldDirty: true });
              }}
              onUnpick={() => field.onChange('')}
            />
          )}
        />
      ) : (
        <FormTextField control={control} name="itemNo" label={t('itemNo')} required autoFocus />
      )}
      <FormTextField
        control={control}
        name="navItemNo"
        label={t('giftScreenNavItemNo')}
        placeholder={itemNo}
        helperText={t('giftScreenNavItemNoHint')}
      />
      <FormTextField control={control} name="description" label={t('description')} multiline />
      <FormSelect
        control={control}
        name="groupId"
        label={t('giftScreenGroup')}
        choices={groupOptions}
      />
      <FormCheckbox control={control} name="active" label={t('active')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FormNumberField
          control={control}
          name="quantity"
          label={t('giftScreenQuantity')}
          sx={numberFieldSx}
        />
        <FormNumberField
          control={control}
          name="costPoints"
          label={t('giftScreenCostPoints')}
          step={0.01}
          sx={numberFieldSx}
        />
        <OrderLimitField control={control} name="maxOrderItems" sx={numberFieldSx} />
        <FormNumberField control={control} name="sort" label={t('sort')} sx={numberFieldSx} />
      </Stack>
      {itemType === itemTypes.gift ? (
        <GiftDates />
      ) : (
        <Stack direction="row" spacing={2}>
          <FormDateField
            control={control}
            name="dateFrom"
            label={t('contentDateFrom')}
            sx={{ flex: 1 }}
          />
          <FormDateField
            control={control}
            name="dateTo"
            label={t('contentDateTo')}
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
      {/* No call deletes an item's stored picture: a new one replaces it. */}
      <FormPictureField
        control={control}
        name="picture"
        heading={t('giftScreenItemPicture')}
        size={groupPictureSize}
        currentUrl={item?.firstPic ?? null}
      />
    </>
  );
}

interface GiftItemDialogProps {
  /** The item edited, or null for a new one. */
  item: ContentItem | null;
  /** The article's item type (B§4): 1 catalogue items, 2 gifts. */
  itemType: number;
  /** The content's groups. */
  tree: readonly ContentGroup[];
  /** Saves; a rejection shows its message and keeps the dialog open. */
  onSave: (values: ItemOutput) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits an item of the content (B§3 Item). */
export function GiftItemDialog({ item, itemType, tree, onSave, onClose }: GiftItemDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => itemSchema(t, itemType), [t, itemType]);
  const storedGroupId = item?.groupId ?? 0;
  const choices = useMemo(
    () =>
      groupChoices(tree, { value: 0, label: t('giftScreenNoGroup') }, { keepId: storedGroupId }),
    [tree, storedGroupId, t],
  );
  return (
    <FormDialog
      title={item ? t('giftScreenEditItem') : t('giftScreenAddItem')}
      schema={schema}
      defaultValues={itemValuesOf(item)}
      onSubmit={onSave}
      onClose={onClose}
      maxWidth="md"
    >
      {(form) => <ItemFields form={form} item={item} itemType={itemType} groupOptions={choices} />}
    </FormDialog>
  );
}
