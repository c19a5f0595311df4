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
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { forbidden } from '../../platform/http/errors.js';
import { requestLanguage } from '../../platform/http/language.js';
import { readMultipart, type MultipartForm } from '../../platform/http/multipart.js';
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
type IdBody = typeof markIdBody;

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
  const { marks, models, modifications, items } = service;

  /** A route reading the record (or parent) id in the body: a read, or the removal of a picture. */
  const byId = <Answer>(
    url: string,
    body: IdBody,
    response: z.ZodType<Answer>,
    handle: (id: number, request: FastifyRequest) => Promise<Answer>,
    summary?: string,
  ) => {
    const answer: z.ZodType = response;
    api.post(
      url,
      {
        config,
        schema: { tags, ...(summary ? { summary } : {}), body, response: { 200: answer } },
      },
      (request) => handle(request.body, request),
    );
  };

  /** A create or update from a multipart form with an optional picture. */
  const withForm = <Answer>(
    url: string,
    what: string,
    response: z.ZodType<Answer>,
    save: (actor: SignedInUser, form: MultipartForm) => Promise<Answer>,
  ) => {
    const answer: z.ZodType = response;
    api.post(
      url,
      { config, schema: { tags, ...formBody(what), response: { 200: answer } } },
      async (request) => {
        const form = await readMultipart(request, [vehiclePictureField]);
        return save(currentUser(request), form);
      },
    );
  };

  /** A delete by the id in the body (VehicleEditorDelete too). */
  const deleteById = (
    url: string,
    body: IdBody,
    remove: (actor: SignedInUser, id: number) => Promise<void>,
  ) =>
    api.post(
      url,
      {
        config,
        onRequest: requireDeleteRole,
        schema: { tags, body, response: { 200: okAnswerSchema } },
      },
      async (request) => {
        await remove(currentUser(request), request.body);
        return { ok: true as const };
      },
    );

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
    (request) => marks.summary(request.body),
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
    (request) => marks.list(request.body, request.query),
  );

  byId(vehicleApi.mark, markIdBody, vehicleMarkSchema, async (id) =>
    presentMark(await marks.get(id)),
  );
  byId(vehicleApi.models, markIdBody, z.array(vehicleModelSchema), async (id) =>
    (await models.list(id)).map((row) => presentModel(row, storage)),
  );
  byId(vehicleApi.model, modelIdBody, vehicleModelSchema, async (id) =>
    presentModel(await models.get(id), storage),
  );
  byId(vehicleApi.vehicles, modelIdBody, z.array(vehicleTypeSchema), async (id) =>
    (await modifications.list(id)).map((row) => presentType(row, storage)),
  );
  byId(vehicleApi.vehicle, typeIdBody, vehicleTypeSchema, async (id) =>
    presentType(await modifications.get(id), storage),
  );

  byId(
    vehicleApi.vehicleItems,
    typeIdBody,
    z.array(vehicleItemSchema),
    (id, request) => items.list(currentUser(request).comId, id),
    "The modification's items with the caller's item master's texts",
  );

  api.post(
    vehicleApi.createMark,
    { config, schema: { tags, body: jsonFormBody, response: { 200: vehicleIdAnswerSchema } } },
    async (request) => ({
      id: (await marks.create(currentUser(request), request.body)).markId,
    }),
  );

  api.post(
    vehicleApi.updateMark,
    { config, schema: { tags, body: jsonFormBody, response: { 200: vehicleMarkSchema } } },
    async (request) => presentMark(await marks.update(currentUser(request), request.body)),
  );

  withForm(vehicleApi.createModel, 'model', vehicleIdAnswerSchema, async (actor, form) => ({
    id: (await models.create(actor, form)).modelId,
  }));
  withForm(vehicleApi.updateModel, 'model', vehicleModelSchema, async (actor, form) =>
    presentModel(await models.update(actor, form), storage),
  );
  withForm(
    vehicleApi.createVehicle,
    'modification',
    vehicleIdAnswerSchema,
    async (actor, form) => ({
      id: (await modifications.create(actor, form)).typeId,
    }),
  );
  withForm(vehicleApi.updateVehicle, 'modification', vehicleTypeSchema, async (actor, form) =>
    presentType(await modifications.update(actor, form), storage),
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
      items.add(
        currentUser(request),
        request.body.typeId,
        request.body.items.map((item) => item.itemNo),
      ),
  );

  deleteById(vehicleApi.deleteMark, markIdBody, (actor, id) => marks.delete(actor, id));
  deleteById(vehicleApi.deleteModel, modelIdBody, (actor, id) => models.delete(actor, id));
  deleteById(vehicleApi.deleteVehicle, typeIdBody, (actor, id) => modifications.delete(actor, id));

  api.post(
    vehicleApi.deleteVehicleItem,
    {
      config,
      onRequest: requireDeleteRole,
      schema: { tags, body: vehicleDeleteItemRequestSchema, response: { 200: okAnswerSchema } },
    },
    async (request) => {
      await items.delete(currentUser(request), request.body.typeId, request.body.itemNo);
      return { ok: true as const };
    },
  );

  deleteById(vehicleApi.deleteVehicleItems, typeIdBody, (actor, id) => items.deleteAll(actor, id));

  // A picture's delete changes the record: VehicleEditor suffices (not a delete of C§6).
  byId(
    vehicleApi.deleteModelImage,
    modelIdBody,
    vehicleModelSchema,
    async (id, request) =>
      presentModel(await models.deleteImage(currentUser(request), id), storage),
    "Removes the model's picture; answers the model",
  );
  byId(
    vehicleApi.deleteVehicleImage,
    typeIdBody,
    vehicleTypeSchema,
    async (id, request) =>
      presentType(await modifications.deleteImage(currentUser(request), id), storage),
    "Removes the modification's picture; answers the modification",
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
    (request) => items.search(currentUser(request).comId, request.body),
  );

  api.post(
    vehicleApi.dictionaries,
    { config, schema: { tags, response: { 200: vehicleDictionariesSchema } } },
    (request) => service.dictionaries(requestLanguage(request)),
  );
}
