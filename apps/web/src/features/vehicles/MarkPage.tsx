import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../platform/shell/useDocumentTitle';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { MarkForm } from './MarkForm';
import { ModelsTable } from './ModelsTable';
import { useCanDeleteVehicles } from './vehicleRoles';
import { vehiclePaths, useVehicleRouteIds } from './vehiclePaths';
import { useMark } from './vehicles.api';

/** /vehicle-editor/vehicles/{markId} (C§2.5): the mark's card and its models; 0 creates a mark. */
export function MarkPage() {
  const { t } = useTranslation();
  const { markId } = useVehicleRouteIds();
  const query = useMark(markId);
  const canDelete = useCanDeleteVehicles();
  useDocumentTitle(markId === 0 ? t('vehicleNewMark') : query.data?.mark);

  return (
    <RecordEditScreen
      id={markId}
      query={query}
      listPath={vehiclePaths.marks}
      notFoundText={t('vehicleMarkNotFound')}
    >
      {(mark) => (
        <Stack spacing={2}>
          <MarkForm
            key={markId}
            mark={mark}
            reload={async () => (await query.refetch()).data}
            canDelete={canDelete}
          />
          {mark && <ModelsTable markId={mark.markId} />}
        </Stack>
      )}
    </RecordEditScreen>
  );
}
