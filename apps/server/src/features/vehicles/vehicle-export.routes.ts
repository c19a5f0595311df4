import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hasAnyRole,
  screenRoles,
  vehicleExportRoles,
  vehicleFileApi,
  vehicleItemsExportQuerySchema,
  type RoleCode,
} from '@bo/contract';
import { sendSpreadsheet } from '../../platform/excel/spreadsheet-download.js';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { forbidden } from '../../platform/http/errors.js';
import type { VehicleExportService } from './vehicle-export.service.js';
import { referencePdf } from './vehicle-reference.js';
import type { VehiclesService } from './vehicles.service.js';

/** Vehicle editor (DESIGN §4): VehicleEditor; exports also VehicleEditorExport. */
export const vehicleEditorAccess = rolesAccess(...screenRoles.vehicleEditor);
export const vehicleFileTags = ['vehicles'];

/**
 * A second role the route needs beside VehicleEditor. The platform's access
 * rule takes one list of which any role suffices and runs first (app-level
 * hooks run before route-level ones); this runs before the body is read.
 */
export const requireRole =
  (roles: readonly RoleCode[]) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!hasAnyRole(request.user?.roles ?? [], roles)) throw forbidden();
  };

const xlsxExport = (summary: string) => ({
  tags: vehicleFileTags,
  summary,
  description:
    'A streamed .xlsx download (header row, then a row per record in id order) that the matching import reads back.',
});

/** The exports (C§7: GET, streamed) and the Reference PDF. */
export function registerVehicleExportRoutes(
  app: FastifyInstance,
  exports: VehicleExportService,
  vehicles: VehiclesService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const exportOptions = {
    config: { access: vehicleEditorAccess },
    onRequest: requireRole(vehicleExportRoles),
  };

  api.get(
    vehicleFileApi.exportMarks,
    { ...exportOptions, schema: xlsxExport('Every mark (import type 1 reads it back)') },
    (_request, reply) => sendSpreadsheet(reply, exports.marks()),
  );

  api.get(
    vehicleFileApi.exportModels,
    { ...exportOptions, schema: xlsxExport('Every model (import type 2 reads it back)') },
    (_request, reply) => sendSpreadsheet(reply, exports.models()),
  );

  api.get(
    vehicleFileApi.exportVehicles,
    { ...exportOptions, schema: xlsxExport('Every modification (import type 3 reads it back)') },
    (_request, reply) => sendSpreadsheet(reply, exports.vehicles(false)),
  );

  api.get(
    vehicleFileApi.exportVehiclesFull,
    {
      ...exportOptions,
      schema: xlsxExport(
        'Every modification with its mark and model names beside the ids (import type 3 reads it back)',
      ),
    },
    (_request, reply) => sendSpreadsheet(reply, exports.vehicles(true)),
  );

  api.get(
    vehicleFileApi.exportVehicleItems,
    {
      ...exportOptions,
      schema: {
        tags: vehicleFileTags,
        summary: 'Vehicle items as a streamed .csv; optional filters markId, modelId, itemNo',
        description:
          "UTF-8 .csv with a byte order mark: a row per item in (typeId, itemNo) order with its mark, model and modification and the caller's item master's texts; imports 4 and 5 read it back.",
        querystring: vehicleItemsExportQuerySchema,
      },
    },
    (request, reply) =>
      sendSpreadsheet(reply, exports.items(currentUser(request).comId, request.query)),
  );

  api.get(
    vehicleFileApi.reference,
    {
      config: { access: vehicleEditorAccess },
      schema: {
        tags: vehicleFileTags,
        summary: "The instruction PDF: every import file's columns and the dictionaries' ids",
      },
    },
    async (_request, reply) => {
      const pdf = await referencePdf(await vehicles.dictionaries());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="vehicle-import-reference.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
