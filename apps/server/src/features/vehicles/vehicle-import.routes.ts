import type { FastifyInstance } from 'fastify';
import {
  vehicleDeleteRoles,
  vehicleFileApi,
  vehicleImportAnswerSchema,
  vehicleImportTypes,
} from '@bo/contract';
import { registerImportRoute, type ImportRoute } from '../../platform/excel/import-route.js';
import { vehicleFiles, type VehicleFile } from './vehicle-columns.js';
import { requireRole, vehicleEditorAccess, vehicleFileTags } from './vehicle-export.routes.js';
import type { VehicleImportService } from './vehicle-import.service.js';

function describe<Row>(file: VehicleFile<Row>): string {
  const columns = file.columns
    .map((column) => `${column.header}${column.use === 'required' ? ' (required)' : ''}`)
    .join(', ');
  return (
    `${file.kinds.map((kind) => `.${kind}`).join(' or ')} whose first line names its columns ` +
    `(any order and letter case): ${columns}. See GET ${vehicleFileApi.reference}.`
  );
}

/**
 * `POST /api/VehicleEditor/Import/{type}` (issue 13): one route per type, so
 * that remove by list (5) can ask for VehicleEditorDelete before its upload is
 * read (a hook of its own plugin scope, after the platform's access rule).
 */
export function registerVehicleImportRoutes(
  app: FastifyInstance,
  service: VehicleImportService,
): void {
  const route = <Row>(file: VehicleFile<Row>): ImportRoute<typeof vehicleImportAnswerSchema> => ({
    path: vehicleFileApi.import(file.type),
    access: vehicleEditorAccess,
    tags: vehicleFileTags,
    summary: `Vehicle import type ${file.type}`,
    description: describe(file),
    answer: vehicleImportAnswerSchema,
    run: (actor, upload) => service.import(actor, file.type, upload.path),
  });
  for (const file of vehicleFiles) {
    if (file.type !== vehicleImportTypes.removeItems) {
      registerImportRoute(app, route(file));
      continue;
    }
    void app.register(async (scope) => {
      scope.addHook('onRequest', requireRole(vehicleDeleteRoles));
      registerImportRoute(scope, route(file));
    });
  }
}
