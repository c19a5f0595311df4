import { markFlagNames, vehicleMarkFormSchema, type VehicleMark } from '@bo/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { RecordScreen } from '../../platform/ui/RecordScreen';
import { useVehicleCard } from './useVehicleCard';
import { ActiveAndManual, VehicleFlags } from './VehicleCardFields';
import { checkedBy, flagFields, flagValues } from './vehicleForms';
import { vehiclePaths } from './vehiclePaths';
import {
  markQuery,
  modelsQuery,
  useCreateMark,
  useDeleteMark,
  useUpdateMark,
  type MarkSave,
} from './vehicles.api';
import { vehicleCrumbs } from './vehicleTables';

/** The form's values, checked by the contract's rules (C§5: 'The Mark field is required.'). */
const markValuesSchema = z
  .object({
    mark: z.string(),
    active: z.boolean(),
    manual: z.boolean(),
    ...flagFields(markFlagNames),
  })
  .superRefine(checkedBy(vehicleMarkFormSchema));
type MarkValues = z.infer<typeof markValuesSchema>;
const sentFields = ['mark', 'active', ...markFlagNames] as const;

function markValues(mark: VehicleMark | null): MarkValues {
  return {
    mark: mark?.mark ?? '',
    active: mark?.active ?? true,
    manual: mark?.manual ?? true,
    ...flagValues(markFlagNames, mark),
  };
}

/** What CreateMark and UpdateMark read (JSON, C§7): not `manual`, which the server keeps. */
function markBody(values: MarkValues, markId: number | null): MarkSave {
  const body = { mark: values.mark, active: values.active, ...flagValues(markFlagNames, values) };
  return markId === null ? body : { ...body, markId };
}

interface MarkFormProps {
  /** null creates a mark. */
  mark: VehicleMark | null;
  /** Loads the mark again (Cancel in edit, C§4.3). */
  reload: () => Promise<VehicleMark | undefined>;
  canDelete: boolean;
}

/** The mark's card (C§3, C§4.3): name, active and the flags oe, pc, cv, ax, en, gr, lcv, mc. */
export function MarkForm({ mark, reload, canDelete }: MarkFormProps) {
  const { t } = useTranslation();
  const card = useVehicleCard({
    record: mark,
    schema: markValuesSchema,
    toValues: markValues,
    reload,
    sentFields,
    idOf: (shown) => shown.markId,
    toBody: markBody,
    calls: { create: useCreateMark(), update: useUpdateMark(), remove: useDeleteMark() },
    recordQuery: markQuery,
    childrenQuery: modelsQuery,
    createdPath: vehiclePaths.mark,
    level: 'mark',
    nameOf: (shown) => shown.mark,
    canDelete,
    parentPath: vehiclePaths.marks,
  });
  const { control } = card;

  return (
    <RecordScreen
      list={{ path: vehiclePaths.marks, title: t('drawerVehicles') }}
      crumbs={vehicleCrumbs(
        [{ key: 'mark', label: card.name, to: vehiclePaths.mark(mark?.markId ?? 0) }],
        t,
      )}
      {...card.screen}
    >
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <FormTextField control={control} name="mark" label={t('vehicleMark')} required />
        <ActiveAndManual control={control} stored={Boolean(mark)} />
        <VehicleFlags control={control} flags={markFlagNames} />
      </Stack>
      {card.dialogs}
    </RecordScreen>
  );
}
