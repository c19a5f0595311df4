import {
  vehicleApi,
  vehicleFileApi,
  vehicleImportAnswerSchema,
  vehicleMarksAnswerSchema,
  type VehicleImportType,
  type VehicleItemsExportQuery,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { notifyFailure } from '../../../platform/callFailures';
import { apiDownload, apiPost } from '../../../platform/http';
import { useImportFile } from '../../../platform/ui/import/useImportFile';
import { useApiMutation } from '../../../platform/useApiMutation';
import { modelsQuery, vehicleKeys } from '../vehicles.api';

const markChoicesKey = [...vehicleKeys.all, 'importExport', 'marks'] as const;

/**
 * Sends a file to `Import/{type}`; afterwards every vehicle read (the totals
 * first) is loaded again (C§4.6).
 */
export function useVehicleImport(type: VehicleImportType) {
  return useImportFile(vehicleFileApi.import(type), vehicleImportAnswerSchema, vehicleKeys.all);
}

export type VehicleImportRun = ReturnType<typeof useVehicleImport>;

/** Every mark by name, for the export filter (a few hundred at most: `size: 0` is All). */
export function useMarkChoices() {
  return useQuery({
    queryKey: markChoicesKey,
    queryFn: async ({ signal }) =>
      (
        await apiPost(
          vehicleApi.marks,
          { size: 0, page: 0, desc: false },
          { schema: vehicleMarksAnswerSchema, signal },
        )
      ).rows,
  });
}

/** The models of the chosen mark, for the export filter; nothing is asked without a mark. */
export function useModelChoices(markId: number | undefined) {
  return useQuery({ ...modelsQuery(markId ?? 0), enabled: markId !== undefined });
}

/** An export of the import-export screen: a GET saved under the name the answer gives. */
interface VehicleExport {
  path: string;
  /** The name to save under when the answer names none. */
  fileName: string;
}

export const vehicleExports = {
  marks: { path: vehicleFileApi.exportMarks, fileName: 'marks.xlsx' },
  models: { path: vehicleFileApi.exportModels, fileName: 'models.xlsx' },
  modifications: { path: vehicleFileApi.exportVehicles, fileName: 'modifications.xlsx' },
  modificationsFull: {
    path: vehicleFileApi.exportVehiclesFull,
    fileName: 'modifications-full.xlsx',
  },
  items: { path: vehicleFileApi.exportVehicleItems, fileName: 'vehicle-items.csv' },
} as const satisfies Record<string, VehicleExport>;

/** Downloads `file`, one call at a time; ExportVehicleItems takes the filter as its query. */
export function useVehicleExport(file: VehicleExport) {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (query: VehicleItemsExportQuery) =>
      apiDownload('GET', file.path, undefined, { query, fileName: file.fileName }),
  });
}
export type VehicleExportRun = ReturnType<typeof useVehicleExport>;
