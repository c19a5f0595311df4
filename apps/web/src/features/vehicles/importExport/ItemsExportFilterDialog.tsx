import { cleanVehicleItemNo, itemNoPattern, type VehicleItemsExportQuery } from '@bo/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { FormSelect, type SelectChoice } from '../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { useMarkChoices, useModelChoices } from './vehicleImportExport.api';

/** What the dialog holds: '' is "any" (no filter). */
interface FilterValues {
  markId: number | '';
  modelId: number | '';
  itemNo: string;
}

const anyOrId = z.union([z.literal(''), z.number().int().positive()]);

/**
 * The filter as ExportVehicleItems' query: each field optional, any together;
 * the item number cleaned as the items are stored (C§5).
 */
function filterSchema(t: TFunction): z.ZodType<VehicleItemsExportQuery, FilterValues> {
  return z
    .object({
      markId: anyOrId,
      modelId: anyOrId,
      itemNo: z
        .string()
        .trim()
        .refine((text) => text === '' || itemNoPattern.test(cleanVehicleItemNo(text)), {
          error: t('vehicleItemNoInvalid'),
        }),
    })
    .transform(({ markId, modelId, itemNo }) => {
      const query: VehicleItemsExportQuery = {};
      if (markId !== '') query.markId = markId;
      // A model is chosen among its mark's, so it is sent only with one.
      if (markId !== '' && modelId !== '') query.modelId = modelId;
      if (itemNo !== '') query.itemNo = cleanVehicleItemNo(itemNo);
      return query;
    });
}

const emptyFilter: FilterValues = { markId: '', modelId: '', itemNo: '' };

interface ItemsExportFilterDialogProps {
  /** Downloads the items the filter selects; a rejection keeps the dialog open. */
  onExport: (query: VehicleItemsExportQuery) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Export with filter (C§2.6): a mark, a model of that mark and an item
 * number, any of them empty. Mounted per opening.
 */
export function ItemsExportFilterDialog({ onExport, onClose }: ItemsExportFilterDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('vehicleIeFilterTitle')}
      schema={filterSchema}
      defaultValues={emptyFilter}
      submitLabel={t('vehicleIeExport')}
      onSubmit={async (query) => {
        await onExport(query);
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => <FilterFields form={form} />}
    </FormDialog>
  );
}

type FilterForm = UseFormReturn<FilterValues, unknown, VehicleItemsExportQuery>;

function FilterFields({ form }: { form: FilterForm }) {
  const { t } = useTranslation();
  const { control, watch, setValue } = form;
  const markId = watch('markId');
  const chosenMark = markId === '' ? undefined : markId;
  const marks = useMarkChoices();
  const models = useModelChoices(chosenMark);

  // Another mark: the model chosen belonged to the one before.
  const previousMark = useRef(markId);
  useEffect(() => {
    if (previousMark.current === markId) return;
    previousMark.current = markId;
    setValue('modelId', '');
  }, [markId, setValue]);

  const any: SelectChoice = { value: '', label: t('vehicleIeFilterAny') };
  const markChoices = [
    any,
    ...(marks.data ?? []).map((mark) => ({ value: mark.markId, label: mark.mark })),
  ];
  const modelChoices = [
    any,
    ...(chosenMark === undefined ? [] : (models.data ?? [])).map((model) => ({
      value: model.modelId,
      label: model.modelRange ? `${model.model} (${model.modelRange})` : model.model,
    })),
  ];

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('vehicleIeFilterHint')}
      </Typography>
      {marks.isError && <ErrorAlert error={marks.error} onRetry={() => void marks.refetch()} />}
      {models.isError && <ErrorAlert error={models.error} onRetry={() => void models.refetch()} />}
      <FormSelect
        control={control}
        name="markId"
        label={t('vehicleIeFilterMark')}
        choices={markChoices}
        disabled={marks.isPending}
      />
      <FormSelect
        control={control}
        name="modelId"
        label={t('vehicleIeFilterModel')}
        choices={modelChoices}
        disabled={chosenMark === undefined || models.isPending}
        helperText={chosenMark === undefined ? t('vehicleIeFilterModelNeedsMark') : undefined}
      />
      <FormTextField
        control={control}
        name="itemNo"
        label={t('vehicleIeFilterItemNo')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </>
  );
}
