import { vehicleImportTypes, type VehicleImportType } from '@bo/contract';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FailedLinesDialog } from '../../../platform/ui/import/FailedLinesDialog';
import { ImportAction } from '../../../platform/ui/import/ImportAction';
import { failedLineText } from './failedLineText';
import type { VehicleImportRun } from './vehicleImportExport.api';

interface VehicleImportButtonProps {
  type: VehicleImportType;
  /** The import's call (`useVehicleImport(type)`), held by the screen, which runs one file at a time. */
  importFile: VehicleImportRun;
  /** Another import or export of the screen runs: this one waits. */
  blocked?: boolean;
  /** What the file holds, in the dialog's title 'Import data {type} from file'. */
  typeName: string;
  /** The button's accessible name, where several Import buttons share the page. */
  buttonName?: string;
}

/**
 * An import of the vehicle editor (C§2.6, C§2.10, C§4.6, C§8), or with type 5
 * Remove by List: the shared import action (items and the list of items also
 * as .csv), the failed lines with their key cells, and the vehicle queries
 * loaded again (by the import's hook).
 */
export function VehicleImportButton({
  type,
  importFile,
  blocked = false,
  typeName,
  buttonName,
}: VehicleImportButtonProps) {
  const { t } = useTranslation();
  const removing = type === vehicleImportTypes.removeItems;

  return (
    <ImportAction
      importFile={importFile}
      dialog={{
        type: typeName,
        title: removing ? t('vehicleIeRemoveTitle') : undefined,
        deleteMode: removing,
        acceptsCsv: type === vehicleImportTypes.items || removing,
      }}
      failedLines={(answer) => answer.failedItems.length}
      succeeded={removing ? t('itemsDeleted') : undefined}
      partlySucceeded={removing ? t('deletePartial') : undefined}
      button={(open) => (
        <Button
          variant={removing ? 'outlined' : 'contained'}
          color={removing ? 'error' : 'primary'}
          startIcon={removing ? <DeleteSweepIcon /> : <UploadFileIcon />}
          aria-label={buttonName}
          onClick={open.onClick}
          disabled={open.disabled || blocked}
        >
          {removing ? t('vehicleIeRemoveByList') : t('import')}
        </Button>
      )}
      results={(answer, close) => (
        <FailedLinesDialog
          open={answer.failedItems.length > 0}
          title={removing ? t('deleteFailedTitle') : undefined}
          lines={answer.failedItems.map((failure) => failedLineText(failure, t))}
          onClose={close}
        />
      )}
    />
  );
}
