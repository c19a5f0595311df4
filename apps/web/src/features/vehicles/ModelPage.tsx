import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../platform/shell/useDocumentTitle';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { ModelForm } from './ModelForm';
import { ModificationsTable } from './ModificationsTable';
import { useCanDeleteVehicles } from './vehicleRoles';
import { vehiclePaths, useVehicleRouteIds } from './vehiclePaths';
import { useMark, useModel } from './vehicles.api';
import { loadingName } from './vehicleTables';

/** /vehicle-editor/vehicles/{markId}/{modelId} (C§2.5): the model's card and its modifications; 0 creates one. */
export function ModelPage() {
  const { t } = useTranslation();
  const { markId, modelId } = useVehicleRouteIds();
  const mark = useMark(markId);
  const model = useModel(modelId);
  const canDelete = useCanDeleteVehicles();
  useDocumentTitle(modelId === 0 ? t('vehicleNewModel') : model.data?.model);

  // A model needs its mark: a missing mark goes back to the marks, a missing model to its mark.
  const query = { data: model.data, error: mark.error ?? model.error };
  return (
    <RecordEditScreen
      id={markId ? modelId : null}
      query={query}
      listPath={markId && !mark.isError ? vehiclePaths.mark(markId) : vehiclePaths.marks}
      notFoundText={t(mark.isError ? 'vehicleMarkNotFound' : 'vehicleModelNotFound')}
    >
      {(found) => {
        const currentMarkId = markId ?? 0;
        // A model moved to another mark (UpdateModel) is shown under it.
        if (found && found.markId !== currentMarkId) {
          return <Navigate replace to={vehiclePaths.model(found.markId, found.modelId)} />;
        }
        return (
          <Stack spacing={2}>
            <ModelForm
              key={modelId}
              model={found}
              markId={currentMarkId}
              markLevel={{
                key: 'mark',
                label: mark.data?.mark ?? loadingName,
                to: vehiclePaths.mark(currentMarkId),
              }}
              reload={async () => (await model.refetch()).data}
              canDelete={canDelete}
            />
            {found && <ModificationsTable markId={currentMarkId} modelId={found.modelId} />}
          </Stack>
        );
      }}
    </RecordEditScreen>
  );
}
