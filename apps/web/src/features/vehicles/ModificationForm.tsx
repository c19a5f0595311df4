import {
  vehicleDictionaryNames,
  vehicleNumberFields,
  type VehicleDictionaries,
  type VehicleType,
} from '@bo/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../platform/ui/form/FormSelect';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { RecordScreen } from '../../platform/ui/RecordScreen';
import {
  dictionaryLabels,
  modificationFormData,
  modificationValues,
  modificationValuesSchema,
  numberFieldNames,
  numberLabels,
  textFields,
} from './modificationValues';
import { useVehicleCard } from './useVehicleCard';
import { ActiveAndManual, VehicleSortField, WithVehiclePicture } from './VehicleCardFields';
import { vehiclePaths } from './vehiclePaths';
import {
  itemsQuery,
  modificationQuery,
  useCreateModification,
  useDeleteModification,
  useDeleteModificationImage,
  useUpdateModification,
} from './vehicles.api';
import { vehicleCrumbs, type VehicleLevel } from './vehicleTables';

interface ModificationFormProps {
  /** null creates a modification of the model. */
  modification: VehicleType | null;
  markId: number;
  modelId: number;
  /** The crumbs of the mark and the model (C§2.5). */
  levels: readonly [VehicleLevel, VehicleLevel];
  dictionaries: VehicleDictionaries;
  /** Loads the modification again (Cancel in edit, C§4.3). */
  reload: () => Promise<VehicleType | undefined>;
  canDelete: boolean;
}

/** The modification's card (C§3, C§4.3): name, range, the five dictionaries, the engine figures, its picture. */
export function ModificationForm({
  modification,
  markId,
  modelId,
  levels,
  dictionaries,
  reload,
  canDelete,
}: ModificationFormProps) {
  const { t } = useTranslation();
  const modelPath = vehiclePaths.model(markId, modelId);
  const card = useVehicleCard({
    record: modification,
    schema: modificationValuesSchema,
    toValues: modificationValues,
    reload,
    sentFields: textFields,
    idOf: (shown) => shown.typeId,
    toBody: (values, typeId) => modificationFormData(values, { markId, modelId, typeId }),
    calls: {
      create: useCreateModification(),
      update: useUpdateModification(),
      remove: useDeleteModification(),
      removePicture: useDeleteModificationImage(),
    },
    recordQuery: modificationQuery,
    childrenQuery: itemsQuery,
    createdPath: (id) => vehiclePaths.modification(markId, modelId, id),
    level: 'modification',
    nameOf: (shown) => shown.typeName,
    canDelete,
    parentPath: modelPath,
  });
  const { control } = card;

  const ownPath = vehiclePaths.modification(markId, modelId, modification?.typeId ?? 0);
  return (
    <RecordScreen
      list={{ path: modelPath, title: levels[1].label }}
      crumbs={vehicleCrumbs([...levels, { key: 'modification', label: card.name, to: ownPath }], t)}
      {...card.screen}
    >
      <WithVehiclePicture
        control={control}
        currentUrl={modification?.imageUrl ?? null}
        disabled={!card.editable}
        onDelete={card.deletePicture}
      >
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FormTextField
              control={control}
              name="typeName"
              label={t('vehicleTypeName')}
              required
            />
            <FormTextField
              control={control}
              name="typeRange"
              label={t('vehicleTypeRange')}
              helperText={t('vehicleRangeHint')}
            />
            {vehicleDictionaryNames.map((dictionary) => (
              <FormSelect
                key={dictionary}
                control={control}
                name={dictionary}
                label={t(dictionaryLabels[dictionary])}
                choices={[
                  { value: 0, label: t('vehicleNotSet') },
                  ...dictionaries[dictionary].map((entry) => ({
                    value: entry.id,
                    label: entry.name,
                  })),
                ]}
              />
            ))}
            <FormTextField control={control} name="engines" label={t('vehicleEngines')} />
            {numberFieldNames.map((field) => (
              <FormTextField
                key={field}
                control={control}
                name={field}
                label={t(numberLabels[field])}
                slotProps={{
                  htmlInput: {
                    inputMode: vehicleNumberFields[field].decimal ? 'decimal' : 'numeric',
                  },
                }}
              />
            ))}
            <VehicleSortField control={control} />
          </Box>
          <ActiveAndManual control={control} stored={Boolean(modification)} />
        </Stack>
      </WithVehiclePicture>
      {card.dialogs}
    </RecordScreen>
  );
}
