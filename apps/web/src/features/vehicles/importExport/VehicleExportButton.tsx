import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useErrorNotifier } from '../../../platform/ui/useNotify';
import { useVehicleExport, type VehicleExport } from './vehicleImportExport.api';

interface VehicleExportButtonProps {
  file: VehicleExport;
  children: ReactNode;
  /** The button's accessible name, where several Export buttons share the page. */
  buttonName?: string;
}

/**
 * Downloads an export (C§2.6, C§7): busy while the file comes (an export of
 * every vehicle item takes a while), a failure as an error snackbar with the
 * answer's text (C§8).
 */
export function VehicleExportButton({ file, children, buttonName }: VehicleExportButtonProps) {
  const exportFile = useVehicleExport(file);
  const notifyError = useErrorNotifier();
  return (
    <Button
      variant="outlined"
      startIcon={
        exportFile.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />
      }
      onClick={() => exportFile.mutate({}, { onError: notifyError })}
      disabled={exportFile.isPending}
      aria-label={buttonName}
    >
      {children}
    </Button>
  );
}
