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
  // The mark is known before the model is shown or sent elsewhere, so that an address naming a
  // missing mark says so once instead of opening the model under its own mark first (issue 32).
  const markMissing = !markId || mark.isError;
  const query = mark.isLoading
    ? { data: undefined, error: undefined }
    : mark.isError
      ? { data: undefined, error: mark.error }
      : { data: model.data, error: model.error };
  return (
    <RecordEditScreen
      id={markId ? modelId : null}
      query={query}
      listPath={markMissing ? vehiclePaths.marks : vehiclePaths.mark(markId)}
      notFoundText={t(markMissing ? 'vehicleMarkNotFound' : 'vehicleModelNotFound')}
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
