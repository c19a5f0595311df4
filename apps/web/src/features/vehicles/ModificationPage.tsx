import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../platform/shell/useDocumentTitle';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { ModificationForm } from './ModificationForm';
import { VehicleItemsTable } from './VehicleItemsTable';
import { useCanDeleteVehicles } from './vehicleRoles';
import { vehiclePaths, useVehicleRouteIds } from './vehiclePaths';
import { useDictionaries, useMark, useModel, useModification } from './vehicles.api';
import { loadingName } from './vehicleTables';

/**
 * /vehicle-editor/vehicles/{markId}/{modelId}/{vehicleId} (C§2.5): the
 * modification's card and its items; 0 creates one.
 */
export function ModificationPage() {
  const { t } = useTranslation();
  const { markId, modelId, typeId } = useVehicleRouteIds();
  const mark = useMark(markId);
  const model = useModel(modelId);
  const modification = useModification(typeId);
  const dictionaries = useDictionaries();
  const canDelete = useCanDeleteVehicles();
  useDocumentTitle(typeId === 0 ? t('vehicleNewModification') : modification.data?.typeName);

  // The mark and the model of the address are known before the modification is shown or sent
  // elsewhere: the first missing level is said once, back at the level above it (issue 32).
  const markMissing = !markId || mark.isError;
  const modelMissing = !modelId || model.isError;
  const listPath = markMissing
    ? vehiclePaths.marks
    : modelMissing
      ? vehiclePaths.mark(markId)
      : vehiclePaths.model(markId, modelId);
  const parentError = mark.error ?? model.error;
  const query =
    mark.isLoading || model.isLoading
      ? { data: undefined, error: undefined }
      : parentError
        ? { data: undefined, error: parentError }
        : { data: modification.data, error: dictionaries.error ?? modification.error };
  const notFoundText = t(
    markMissing ? 'vehicleMarkNotFound' : modelMissing ? 'vehicleModelNotFound' : 'vehicleNotFound',
  );

  return (
    <RecordEditScreen
      id={markId && modelId ? typeId : null}
      query={query}
      listPath={listPath}
      notFoundText={notFoundText}
    >
      {(found) => {
        const ids = { markId: markId ?? 0, modelId: modelId ?? 0 };
        // A modification opened under another model or mark is shown under its own.
        if (found && (found.modelId !== ids.modelId || found.markId !== ids.markId)) {
          return (
            <Navigate
              replace
              to={vehiclePaths.modification(found.markId, found.modelId, found.typeId)}
            />
          );
        }
        if (!dictionaries.data) return <LinearProgress />;
        return (
          <Stack spacing={2}>
            <ModificationForm
              key={typeId}
              modification={found}
              markId={ids.markId}
              modelId={ids.modelId}
              levels={[
                {
                  key: 'mark',
                  label: mark.data?.mark ?? loadingName,
                  to: vehiclePaths.mark(ids.markId),
                },
                {
                  key: 'model',
                  label: model.data?.model ?? loadingName,
                  to: vehiclePaths.model(ids.markId, ids.modelId),
                },
              ]}
              dictionaries={dictionaries.data}
              reload={async () => (await modification.refetch()).data}
              canDelete={canDelete}
            />
            {found && (
              <VehicleItemsTable
                typeId={found.typeId}
                typeName={found.typeName}
                itemsCount={found.itemsCount}
                canDelete={canDelete}
              />
            )}
          </Stack>
        );
      }}
    </RecordEditScreen>
  );
}
