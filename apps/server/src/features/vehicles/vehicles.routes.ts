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
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { rolesAccess } from '../../platform/http/access.js';
import { forbidden } from '../../platform/http/errors.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
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

const deleteSpec = (body: IdBody) => ({ body, onRequest: requireDeleteRole });

/** A level with pictures (model, modification): its service as the routes call it. */
interface PictureLevelService<Row> {
  list(parentId: number): Promise<Row[]>;
  get(id: number): Promise<Row>;
  create(actor: SignedInUser, form: MultipartForm): Promise<Row>;
  update(actor: SignedInUser, form: MultipartForm): Promise<Row>;
  delete(actor: SignedInUser, id: number): Promise<void>;
  deleteImage(actor: SignedInUser, id: number): Promise<Row>;
}

/**
 * The routes a model and a modification have alike: the list under its
 * parent, one record, create, update, delete and the picture's delete.
 */
function pictureLevelRoutes<Row, Out>(
  route: ReturnType<typeof featureRoutes>,
  level: {
    what: string;
    paths: Record<'list' | 'one' | 'create' | 'update' | 'delete' | 'deleteImage', string>;
    parentBody: IdBody;
    body: IdBody;
    answer: z.ZodType<unknown, Out>;
    service: PictureLevelService<Row>;
    id: (row: Row) => number;
    present: (row: Row) => Out;
  },
): void {
  const { what, paths, body: idSchema, answer, service, present } = level;
  const form = {
    files: [vehiclePictureField],
    describe:
      `the ${what} fields (names in any letter case, optionally prefixed 'model.'); ` +
      `optional file ${vehiclePictureField} (PNG, JPEG, GIF or WebP; 500x500 recommended), which replaces the picture.`,
  };
  route.post(paths.list, { body: level.parentBody, answer: z.array(answer) }, async ({ body }) =>
    (await service.list(body)).map(present),
  );
  route.post(paths.one, { body: idSchema, answer }, async ({ body }) =>
    present(await service.get(body)),
  );
  route.post(paths.create, { form, answer: vehicleIdAnswerSchema }, async ({ user, form }) => ({
    id: level.id(await service.create(user, form)),
  }));
  route.post(paths.update, { form, answer }, async ({ user, form }) =>
    present(await service.update(user, form)),
  );
  route.post(paths.delete, deleteSpec(idSchema), ({ user, body }) => service.delete(user, body));
  // A picture's delete changes the record: VehicleEditor suffices (not a delete of C§6).
  route.post(
    paths.deleteImage,
    {
      summary: `Removes the ${what}'s picture; answers the ${what}`,
      body: idSchema,
      answer,
    },
    async ({ user, body }) => present(await service.deleteImage(user, body)),
  );
}

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
  route.post(
    vehicleApi.deleteVehicleItem,
    { body: vehicleDeleteItemRequestSchema, onRequest: requireDeleteRole },
    ({ user, body }) => items.delete(user, body.typeId, body.itemNo),
  );
  route.post(vehicleApi.deleteVehicleItems, deleteSpec(typeIdBody), ({ user, body }) =>
    items.deleteAll(user, body),
  );

  pictureLevelRoutes(route, {
    what: 'model',
    paths: {
      list: vehicleApi.models,
      one: vehicleApi.model,
      create: vehicleApi.createModel,
      update: vehicleApi.updateModel,
      delete: vehicleApi.deleteModel,
      deleteImage: vehicleApi.deleteModelImage,
    },
    parentBody: markIdBody,
    body: modelIdBody,
    answer: vehicleModelSchema,
    service: models,
    id: (row) => row.modelId,
    present: (row) => presentModel(row, storage),
  });
  pictureLevelRoutes(route, {
    what: 'modification',
    paths: {
      list: vehicleApi.vehicles,
      one: vehicleApi.vehicle,
      create: vehicleApi.createVehicle,
      update: vehicleApi.updateVehicle,
      delete: vehicleApi.deleteVehicle,
      deleteImage: vehicleApi.deleteVehicleImage,
    },
    parentBody: modelIdBody,
    body: typeIdBody,
    answer: vehicleTypeSchema,
    service: modifications,
    id: (row) => row.typeId,
    present: (row) => presentType(row, storage),
  });

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
