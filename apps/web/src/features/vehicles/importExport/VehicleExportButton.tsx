import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import type { VehicleExportRun } from './vehicleImportExport.api';

interface VehicleExportButtonProps {
  /** The export's call (`useVehicleExport`), held by the screen, which runs one file at a time. */
  exportFile: VehicleExportRun;
  /** Another import or export of the screen runs: this one waits. */
  blocked?: boolean;
  children: ReactNode;
  /** The button's accessible name, where several Export buttons share the page. */
  buttonName?: string;
}

/**
 * Downloads an export (C§2.6, C§7): busy while the file comes (an export of
 * every vehicle item takes a while), a failure as an error snackbar with the
 * answer's text (C§8).
 */
export function VehicleExportButton({
  exportFile,
  blocked = false,
  children,
  buttonName,
}: VehicleExportButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={
        exportFile.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />
      }
      onClick={() => exportFile.mutate({})}
      disabled={exportFile.isPending || blocked}
      aria-label={buttonName}
    >
      {children}
    </Button>
  );
}
