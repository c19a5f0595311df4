import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  hasAnyRole,
  idBodySchema,
  maxDbInt,
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
import { forbidden } from '../../platform/http/errors.js';
import { requestLanguage } from '../../platform/http/language.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentMark, presentModel, presentType } from './vehicles.presenter.js';
import type { VehiclesService } from './vehicles.service.js';

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
type IdBody = typeof markIdBody;

const pictureForm = (what: string) => ({
  files: [vehiclePictureField],
  describe:
    `the ${what} fields (names in any letter case, optionally prefixed 'model.'); ` +
    `optional file ${vehiclePictureField} (PNG, JPEG, GIF or WebP; 500x500 recommended), which replaces the picture.`,
});
const modelForm = pictureForm('model');
const modificationForm = pictureForm('modification');

/** A JSON body read by the service, so that its refusals carry the spec's texts. */
const jsonFormBody = z.record(z.string(), z.unknown());

export function registerVehicleRoutes(
  app: FastifyInstance,
  service: VehiclesService,
  storage: Storage,
): void {
  // Vehicle editor: VehicleEditor (DESIGN §4); the deletes also VehicleEditorDelete.
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.vehicleEditor),
    tags: ['vehicles'],
  });
  const { marks, models, modifications, items } = service;
  const deleteSpec = (body: IdBody) => ({ body, onRequest: requireDeleteRole });

  route.post(
    vehicleApi.totalsInfo,
    { summary: 'Counts of marks, models, modifications and items', answer: vehicleTotalsSchema },
    () => service.totals(),
  );

  route.post(
    vehicleApi.mainInfo,
    {
      summary: "The home's summary: marks by name with their models and types counts",
      body: vehicleMainInfoRequestSchema,
      answer: vehicleSummaryAnswerSchema,
    },
    ({ body }) => marks.summary(body),
  );

  route.post(
    vehicleApi.marks,
    {
      summary: 'Marks with their counts; query filter (part of the name) and orderBy',
      body: pageRequestSchema,
      query: pageQuerySchema,
      answer: vehicleMarksAnswerSchema,
    },
    ({ body, query }) => marks.list(body, query),
  );

  route.post(vehicleApi.mark, { body: markIdBody, answer: vehicleMarkSchema }, async ({ body }) =>
    presentMark(await marks.get(body)),
  );
  route.post(
    vehicleApi.models,
    { body: markIdBody, answer: z.array(vehicleModelSchema) },
    async ({ body }) => (await models.list(body)).map((row) => presentModel(row, storage)),
  );
  route.post(
    vehicleApi.model,
    { body: modelIdBody, answer: vehicleModelSchema },
    async ({ body }) => presentModel(await models.get(body), storage),
  );
  route.post(
    vehicleApi.vehicles,
    { body: modelIdBody, answer: z.array(vehicleTypeSchema) },
    async ({ body }) => (await modifications.list(body)).map((row) => presentType(row, storage)),
  );
  route.post(
    vehicleApi.vehicle,
    { body: typeIdBody, answer: vehicleTypeSchema },
    async ({ body }) => presentType(await modifications.get(body), storage),
  );
  route.post(
    vehicleApi.vehicleItems,
    {
      summary: "The modification's items with the caller's item master's texts",
      body: typeIdBody,
      answer: z.array(vehicleItemSchema),
    },
    ({ user, body }) => items.list(user.comId, body),
  );

  route.post(
    vehicleApi.createMark,
    { body: jsonFormBody, answer: vehicleIdAnswerSchema },
    async ({ user, body }) => ({ id: (await marks.create(user, body)).markId }),
  );
  route.post(
    vehicleApi.updateMark,
    { body: jsonFormBody, answer: vehicleMarkSchema },
    async ({ user, body }) => presentMark(await marks.update(user, body)),
  );

  route.post(
    vehicleApi.createModel,
    { form: modelForm, answer: vehicleIdAnswerSchema },
    async ({ user, form }) => ({ id: (await models.create(user, form)).modelId }),
  );
  route.post(
    vehicleApi.updateModel,
    { form: modelForm, answer: vehicleModelSchema },
    async ({ user, form }) => presentModel(await models.update(user, form), storage),
  );
  route.post(
    vehicleApi.createVehicle,
    { form: modificationForm, answer: vehicleIdAnswerSchema },
    async ({ user, form }) => ({ id: (await modifications.create(user, form)).typeId }),
  );
  route.post(
    vehicleApi.updateVehicle,
    { form: modificationForm, answer: vehicleTypeSchema },
    async ({ user, form }) => presentType(await modifications.update(user, form), storage),
  );

  route.post(
    vehicleApi.addItems,
    {
      summary:
        "Adds item numbers (cleaned, upper-cased) to a modification; 409 'Item already exist'",
      body: vehicleAddItemsRequestSchema,
      answer: z.array(vehicleItemSchema),
    },
    ({ user, body }) =>
      items.add(
        user,
        body.typeId,
        body.items.map((item) => item.itemNo),
      ),
  );

  route.post(vehicleApi.deleteMark, deleteSpec(markIdBody), ({ user, body }) =>
    marks.delete(user, body),
  );
  route.post(vehicleApi.deleteModel, deleteSpec(modelIdBody), ({ user, body }) =>
    models.delete(user, body),
  );
  route.post(vehicleApi.deleteVehicle, deleteSpec(typeIdBody), ({ user, body }) =>
    modifications.delete(user, body),
  );
  route.post(
    vehicleApi.deleteVehicleItem,
    { body: vehicleDeleteItemRequestSchema, onRequest: requireDeleteRole },
    ({ user, body }) => items.delete(user, body.typeId, body.itemNo),
  );
  route.post(vehicleApi.deleteVehicleItems, deleteSpec(typeIdBody), ({ user, body }) =>
    items.deleteAll(user, body),
  );

  // A picture's delete changes the record: VehicleEditor suffices (not a delete of C§6).
  route.post(
    vehicleApi.deleteModelImage,
    {
      summary: "Removes the model's picture; answers the model",
      body: modelIdBody,
      answer: vehicleModelSchema,
    },
    async ({ user, body }) => presentModel(await models.deleteImage(user, body), storage),
  );
  route.post(
    vehicleApi.deleteVehicleImage,
    {
      summary: "Removes the modification's picture; answers the modification",
      body: typeIdBody,
      answer: vehicleTypeSchema,
    },
    async ({ user, body }) => presentType(await modifications.deleteImage(user, body), storage),
  );

  route.post(
    vehicleApi.searchItems,
    {
      summary: "At most 50 items of the caller's item master matching the cleaned number",
      body: vehicleSearchItemsTextSchema,
      answer: z.array(vehicleSearchItemSchema),
    },
    ({ user, body }) => items.search(user.comId, body),
  );

  route.post(vehicleApi.dictionaries, { answer: vehicleDictionariesSchema }, ({ request }) =>
    service.dictionaries(requestLanguage(request)),
  );
}
