import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasAnyRole,
  idBodySchema,
  maxDbInt,
  okAnswerSchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
  vehicleAddItemsRequestSchema,
  vehicleApi,
  vehicleDeleteItemRequestSchema,
  vehicleDeleteRoles,
  vehicleDictionariesSchema,
  vehicleIdAnswerSchema,
  vehicleItemSchema,
  vehicleMainInfoRequestSchema,
  vehicleMarkSchema,
  vehicleMarksAnswerSchema,
  vehicleModelSchema,
  vehiclePictureField,
  vehicleSearchItemSchema,
  vehicleSearchItemsTextSchema,
  vehicleSummaryAnswerSchema,
  vehicleTotalsSchema,
  vehicleTypeSchema,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { forbidden } from '../../platform/http/errors.js';
import { requestLanguage } from '../../platform/http/language.js';
import { readMultipart } from '../../platform/http/multipart.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentMark, presentModel, presentType } from './vehicles.presenter.js';
import type { VehiclesService } from './vehicles.service.js';

/** Vehicle editor: VehicleEditor (DESIGN §4); the deletes also VehicleEditorDelete. */
const access = rolesAccess(...screenRoles.vehicleEditor);
const tags = ['vehicles'];

/**
 * The second role of a delete. The platform's access rule takes one list of
 * roles of which any one suffices; a delete needs VehicleEditor (checked by
 * that rule first: app-level hooks run before route-level ones) and
 * VehicleEditorDelete, checked here before the body is read.
 */
async function requireDeleteRole(request: FastifyRequest): Promise<void> {
  if (!hasAnyRole(request.user?.roles ?? [], vehicleDeleteRoles)) throw forbidden();
}

/** An id sent as a number, a JSON string ("7") or an object holding it under `field`. */
const idBody = (field: string) =>
  z.union([
    idBodySchema,
    z
      .object({ [field]: z.coerce.number().int().positive().max(maxDbInt) })
      .loose()
      .transform((body) => Number(body[field])),
  ]);
const markIdBody = idBody('markId');
const modelIdBody = idBody('modelId');
const typeIdBody = idBody('typeId');

const formBody = (what: string) => ({
  consumes: ['multipart/form-data'],
  description:
    `multipart/form-data: the ${what} fields (names in any letter case, optionally prefixed 'model.'); ` +
    `optional file ${vehiclePictureField} (PNG, JPEG, GIF or WebP; 500x500 recommended), which replaces the picture.`,
});

/** A JSON body read by the service, so that its refusals carry the spec's texts. */
const jsonFormBody = z.record(z.string(), z.unknown());

export function registerVehicleRoutes(
  app: FastifyInstance,
  service: VehiclesService,
  storage: Storage,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };
  const deleteOptions = { config, onRequest: requireDeleteRole };

  api.post(
    vehicleApi.totalsInfo,
    {
      config,
      schema: {
        tags,
        summary: 'Counts of marks, models, modifications and items',
        response: { 200: vehicleTotalsSchema },
      },
    },
    () => service.totals(),
  );

  api.post(
    vehicleApi.mainInfo,
    {
      config,
      schema: {
        tags,
        summary: "The home's summary: marks by name with their models and types counts",
        body: vehicleMainInfoRequestSchema,
        response: { 200: vehicleSummaryAnswerSchema },
      },
    },
    (request) => service.summary(request.body),
  );

  api.post(
    vehicleApi.marks,
    {
      config,
      schema: {
        tags,
        summary: 'Marks with their counts; query filter (part of the name) and orderBy',
        body: pageRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: vehicleMarksAnswerSchema },
      },
    },
    (request) => service.marks(request.body, request.query),
  );

  api.post(
    vehicleApi.mark,
    { config, schema: { tags, body: markIdBody, response: { 200: vehicleMarkSchema } } },
    async (request) => presentMark(await service.mark(request.body)),
  );

  api.post(
    vehicleApi.models,
    { config, schema: { tags, body: markIdBody, response: { 200: z.array(vehicleModelSchema) } } },
    async (request) =>
      (await service.models(request.body)).map((row) => presentModel(row, storage)),
  );

  api.post(
    vehicleApi.model,
    { config, schema: { tags, body: modelIdBody, response: { 200: vehicleModelSchema } } },
    async (request) => presentModel(await service.model(request.body), storage),
  );

  api.post(
    vehicleApi.vehicles,
    { config, schema: { tags, body: modelIdBody, response: { 200: z.array(vehicleTypeSchema) } } },
    async (request) =>
      (await service.vehicles(request.body)).map((row) => presentType(row, storage)),
  );

  api.post(
    vehicleApi.vehicle,
    { config, schema: { tags, body: typeIdBody, response: { 200: vehicleTypeSchema } } },
    async (request) => presentType(await service.vehicle(request.body), storage),
  );

  api.post(
    vehicleApi.vehicleItems,
    {
      config,
      schema: {
        tags,
        summary: "The modification's items with the caller's item master's texts",
        body: typeIdBody,
        response: { 200: z.array(vehicleItemSchema) },
      },
    },
    (request) => service.vehicleItems(currentUser(request).comId, request.body),
  );

  api.post(
    vehicleApi.createMark,
    { config, schema: { tags, body: jsonFormBody, response: { 200: vehicleIdAnswerSchema } } },
    async (request) => ({
      id: (await service.createMark(currentUser(request), request.body)).markId,
    }),
  );

  api.post(
    vehicleApi.updateMark,
    { config, schema: { tags, body: jsonFormBody, response: { 200: vehicleMarkSchema } } },
    async (request) => presentMark(await service.updateMark(currentUser(request), request.body)),
  );

  api.post(
    vehicleApi.createModel,
    { config, schema: { tags, ...formBody('model'), response: { 200: vehicleIdAnswerSchema } } },
    async (request) => {
      const form = await readMultipart(request, [vehiclePictureField]);
      return { id: (await service.createModel(currentUser(request), form)).modelId };
    },
  );

  api.post(
    vehicleApi.updateModel,
    { config, schema: { tags, ...formBody('model'), response: { 200: vehicleModelSchema } } },
    async (request) => {
      const form = await readMultipart(request, [vehiclePictureField]);
      return presentModel(await service.updateModel(currentUser(request), form), storage);
    },
  );

  api.post(
    vehicleApi.createVehicle,
    {
      config,
      schema: { tags, ...formBody('modification'), response: { 200: vehicleIdAnswerSchema } },
    },
    async (request) => {
      const form = await readMultipart(request, [vehiclePictureField]);
      return { id: (await service.createVehicle(currentUser(request), form)).typeId };
    },
  );

  api.post(
    vehicleApi.updateVehicle,
    { config, schema: { tags, ...formBody('modification'), response: { 200: vehicleTypeSchema } } },
    async (request) => {
      const form = await readMultipart(request, [vehiclePictureField]);
      return presentType(await service.updateVehicle(currentUser(request), form), storage);
    },
  );

  api.post(
    vehicleApi.addItems,
    {
      config,
      schema: {
        tags,
        summary:
          "Adds item numbers (cleaned, upper-cased) to a modification; 409 'Item already exist'",
        body: vehicleAddItemsRequestSchema,
        response: { 200: z.array(vehicleItemSchema) },
      },
    },
    (request) =>
      service.addItems(
        currentUser(request),
        request.body.typeId,
        request.body.items.map((item) => item.itemNo),
      ),
  );

  api.post(
    vehicleApi.deleteMark,
    { ...deleteOptions, schema: { tags, body: markIdBody, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.deleteMark(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    vehicleApi.deleteModel,
    { ...deleteOptions, schema: { tags, body: modelIdBody, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.deleteModel(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    vehicleApi.deleteVehicle,
    { ...deleteOptions, schema: { tags, body: typeIdBody, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.deleteVehicle(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    vehicleApi.deleteVehicleItem,
    {
      ...deleteOptions,
      schema: { tags, body: vehicleDeleteItemRequestSchema, response: { 200: okAnswerSchema } },
    },
    async (request) => {
      await service.deleteItem(currentUser(request), request.body.typeId, request.body.itemNo);
      return { ok: true as const };
    },
  );

  api.post(
    vehicleApi.deleteVehicleItems,
    { ...deleteOptions, schema: { tags, body: typeIdBody, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.deleteItems(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  // A picture's delete changes the record: VehicleEditor suffices (not a delete of C§6).
  api.post(
    vehicleApi.deleteModelImage,
    {
      config,
      schema: {
        tags,
        summary: "Removes the model's picture; answers the model",
        body: modelIdBody,
        response: { 200: vehicleModelSchema },
      },
    },
    async (request) =>
      presentModel(await service.deleteModelImage(currentUser(request), request.body), storage),
  );

  api.post(
    vehicleApi.deleteVehicleImage,
    {
      config,
      schema: {
        tags,
        summary: "Removes the modification's picture; answers the modification",
        body: typeIdBody,
        response: { 200: vehicleTypeSchema },
      },
    },
    async (request) =>
      presentType(await service.deleteVehicleImage(currentUser(request), request.body), storage),
  );

  api.post(
    vehicleApi.searchItems,
    {
      config,
      schema: {
        tags,
        summary: "At most 50 items of the caller's item master matching the cleaned number",
        body: vehicleSearchItemsTextSchema,
        response: { 200: z.array(vehicleSearchItemSchema) },
      },
    },
    (request) => service.searchItems(currentUser(request).comId, request.body),
  );

  api.post(
    vehicleApi.dictionaries,
    { config, schema: { tags, response: { 200: vehicleDictionariesSchema } } },
    (request) => service.dictionaries(requestLanguage(request)),
  );
}
