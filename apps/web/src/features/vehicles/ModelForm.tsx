import {
  modelFlagNames,
  vehicleDefaultSort,
  vehicleModelFormSchema,
  vehiclePictureField,
  type VehicleModel,
} from '@bo/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { RecordScreen } from '../../platform/ui/RecordScreen';
import { useVehicleCard } from './useVehicleCard';
import {
  ActiveAndManual,
  VehicleSortField,
  VehicleFlags,
  WithVehiclePicture,
} from './VehicleCardFields';
import { checkedBy, flagFields, flagValues } from './vehicleForms';
import { vehiclePaths } from './vehiclePaths';
import {
  modelQuery,
  modificationsQuery,
  useCreateModel,
  useDeleteModel,
  useDeleteModelImage,
  useUpdateModel,
} from './vehicles.api';
import { vehicleCrumbs, type VehicleLevel } from './vehicleTables';

/** The form's values, checked by the contract's rules (C§5: 'The Model field is required.'). */
const modelValuesSchema = z
  .object({
    model: z.string(),
    modelRange: z.string(),
    // A number field gives a string: the contract reads it as the server does.
    sort: z.string(),
    active: z.boolean(),
    manual: z.boolean(),
    ...flagFields(modelFlagNames),
    file: z.instanceof(File).nullable(),
  })
  .superRefine(checkedBy(vehicleModelFormSchema));
type ModelValues = z.infer<typeof modelValuesSchema>;
const sentFields = ['model', 'modelRange', 'sort', 'active', ...modelFlagNames] as const;

function modelValues(model: VehicleModel | null): ModelValues {
  return {
    model: model?.model ?? '',
    modelRange: model?.modelRange ?? '',
    sort: String(model?.sort ?? vehicleDefaultSort),
    active: model?.active ?? true,
    manual: model?.manual ?? true,
    ...flagValues(modelFlagNames, model),
    file: null,
  };
}

/** CreateModel and UpdateModel's multipart form (C§7): the fields, the mark and the picture `file`. */
function modelFormData(values: ModelValues, markId: number, modelId: number | null): FormData {
  const data = new FormData();
  if (modelId !== null) data.set('modelId', String(modelId));
  data.set('markId', String(markId));
  data.set('model', values.model);
  data.set('modelRange', values.modelRange);
  data.set('sort', values.sort);
  data.set('active', String(values.active));
  for (const flag of modelFlagNames) data.set(flag, String(values[flag]));
  if (values.file) data.set(vehiclePictureField, values.file, values.file.name);
  return data;
}

interface ModelFormProps {
  /** null creates a model of the mark. */
  model: VehicleModel | null;
  markId: number;
  /** The mark's crumb: Vehicles / mark / model (C§2.5). */
  markLevel: VehicleLevel;
  /** Loads the model again (Cancel in edit, C§4.3). */
  reload: () => Promise<VehicleModel | undefined>;
  canDelete: boolean;
}

/** The model's card (C§3, C§4.3): name, range mm.yyyy - mm.yyyy, sort, flags and its 500x500 picture. */
export function ModelForm({ model, markId, markLevel, reload, canDelete }: ModelFormProps) {
  const { t } = useTranslation();
  const markPath = vehiclePaths.mark(markId);
  const card = useVehicleCard({
    record: model,
    schema: modelValuesSchema,
    toValues: modelValues,
    reload,
    sentFields,
    idOf: (shown) => shown.modelId,
    toBody: (values, modelId) => modelFormData(values, markId, modelId),
    calls: {
      create: useCreateModel(),
      update: useUpdateModel(),
      remove: useDeleteModel(),
      removePicture: useDeleteModelImage(),
    },
    recordQuery: modelQuery,
    childrenQuery: modificationsQuery,
    createdPath: (id) => vehiclePaths.model(markId, id),
    level: 'model',
    nameOf: (shown) => shown.model,
    canDelete,
    parentPath: markPath,
  });
  const { control } = card;

  return (
    <RecordScreen
      list={{ path: markPath, title: markLevel.label }}
      crumbs={vehicleCrumbs(
        [
          markLevel,
          { key: 'model', label: card.name, to: vehiclePaths.model(markId, model?.modelId ?? 0) },
        ],
        t,
      )}
      {...card.screen}
    >
      <WithVehiclePicture
        control={control}
        currentUrl={model?.imageUrl ?? null}
        disabled={!card.editable}
        onDelete={card.deletePicture}
      >
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FormTextField control={control} name="model" label={t('vehicleModel')} required />
          <FormTextField
            control={control}
            name="modelRange"
            label={t('vehicleModelRange')}
            helperText={t('vehicleRangeHint')}
          />
          <VehicleSortField control={control} />
          <ActiveAndManual control={control} stored={Boolean(model)} />
          <VehicleFlags control={control} flags={modelFlagNames} />
        </Stack>
      </WithVehiclePicture>
      {card.dialogs}
    </RecordScreen>
  );
}
