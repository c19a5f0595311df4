import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  getTranslateBodySchema,
  itemApi,
  itemCardSchema,
  itemFileField,
  itemFileSchema,
  itemImportAnswerSchema,
  itemNoBodySchema,
  itemsPageAnswerSchema,
  itemsPageQuerySchema,
  itemTranslationSchema,
  itemViewSchema,
  languagesAnswerSchema,
  okAnswerSchema,
  pageRequestSchema,
  saveTranslateBodySchema,
  saveTranslateAnswerSchema,
  screenRoles,
  searchItemsAnswerSchema,
  searchItemsBodySchema,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { registerImportRoute } from '../../platform/excel/import-route.js';
import { rolesAccess, signedInAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { readMultipart, type MultipartForm } from '../../platform/http/multipart.js';
import type { ItemFilesService } from './item-files.service.js';
import type { ItemImportService } from './item-import.service.js';
import type { ItemsService } from './items.service.js';

/** Item cards and translation: TranslateManager or Admin (DESIGN §4). */
const access = rolesAccess(...screenRoles.itemCards);
const searchAccess = rolesAccess(...screenRoles.itemCards, ...screenRoles.content);
const tags = ['items'];

/** A call on an item's files: a multipart/form-data body, answered by `answer`. */
interface FileRoute<Answer extends z.ZodType> {
  path: string;
  /** What the form holds, for the OpenAPI document. */
  description: string;
  /** The names its file parts may have (none: a file part is refused). */
  fileFields: readonly string[];
  answer: Answer;
  run(actor: SignedInUser, form: MultipartForm): Promise<z.input<Answer>>;
}

function registerFileRoute<Answer extends z.ZodType>(
  app: FastifyInstance,
  route: FileRoute<Answer>,
): void {
  const schema: FastifySchema = {
    tags,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data: ${route.description}`,
    response: { 200: route.answer },
  };
  // The app's zod compilers validate and serialise; `run` is typed by the answer schema above.
  app.post(route.path, { config: { access }, schema }, async (request) =>
    route.run(currentUser(request), await readMultipart(request, route.fileFields)),
  );
}

interface ItemServices {
  items: ItemsService;
  files: ItemFilesService;
  import: ItemImportService;
}

export function registerItemRoutes(app: FastifyInstance, services: ItemServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  api.post(
    itemApi.itemsPage,
    {
      config,
      schema: {
        tags,
        summary: 'One page of the analytics item list',
        description:
          'orderBy ItemNo (default) or Description; filter searches number, description and ' +
          'search description; missingLang (uk, ru, en) keeps the items without that translation.',
        body: pageRequestSchema,
        querystring: itemsPageQuerySchema,
        response: { 200: itemsPageAnswerSchema },
      },
    },
    (request) => services.items.page(currentUser(request).comId, request.body, request.query),
  );

  api.post(
    itemApi.getItem,
    {
      config,
      schema: {
        tags,
        summary: 'One item card; body the item number as a JSON string',
        body: itemNoBodySchema,
        response: { 200: itemCardSchema },
      },
    },
    (request) => services.items.card(currentUser(request).comId, request.body),
  );

  api.post(
    itemApi.itemView,
    {
      // The item page is for any signed-in user of the company (issue 10).
      config: { access: signedInAccess },
      schema: {
        tags,
        summary: 'What the item page shows: visible files only',
        body: itemNoBodySchema,
        response: { 200: itemViewSchema },
      },
    },
    (request) => services.items.view(currentUser(request).comId, request.body),
  );

  api.post(
    itemApi.languages,
    {
      config,
      schema: {
        tags,
        summary: 'Interface languages, uk first',
        response: { 200: languagesAnswerSchema },
      },
    },
    () => services.items.languages(),
  );

  api.post(
    itemApi.getTranslate,
    {
      config,
      schema: { tags, body: getTranslateBodySchema, response: { 200: itemTranslationSchema } },
    },
    (request) => services.items.getTranslate(currentUser(request).comId, request.body),
  );

  api.post(
    itemApi.saveTranslate,
    {
      config,
      schema: {
        tags,
        summary:
          'Adds or replaces a translation; the long text is sanitised. A save that changes nothing writes nothing and answers changed: false',
        body: saveTranslateBodySchema,
        response: { 200: saveTranslateAnswerSchema },
      },
    },
    (request) => services.items.saveTranslate(currentUser(request), request.body),
  );

  api.post(
    itemApi.searchItems,
    {
      // The content manager picks an action's catalogue items from the item master (B§4).
      config: { access: searchAccess },
      schema: {
        tags,
        summary: 'Item search by number: the A§5 pattern, "%" the wildcard; at most 50',
        body: searchItemsBodySchema,
        response: { 200: searchItemsAnswerSchema },
      },
    },
    (request) => services.items.search(currentUser(request).comId, request.body),
  );

  registerFileRoute(app, {
    path: itemApi.uploadItemFile,
    description:
      'itemNo, fileType (1, 3, 5, 6, 7 picture; 2 PDF; 4 link), fileDescription (1-7), sort, ' +
      'and the file part `file`, or URL for a link',
    fileFields: [itemFileField],
    answer: itemFileSchema,
    run: (actor, form) => services.files.upload(actor, form),
  });

  registerFileRoute(app, {
    path: itemApi.updateItemFile,
    description:
      "itemNo and id (or oldFileName); optional FileDescription, Hidden (1/0), MainPic (1/0), sort, URL (a link's) and the file part `file`",
    fileFields: [itemFileField],
    answer: itemFileSchema,
    run: (actor, form) => services.files.update(actor, form),
  });

  registerFileRoute(app, {
    path: itemApi.deleteItemFile,
    description: 'itemNo and id (or fileName)',
    fileFields: [],
    answer: okAnswerSchema,
    run: async (actor, form) => {
      await services.files.delete(actor, form);
      return { ok: true as const };
    },
  });

  registerFileRoute(app, {
    path: itemApi.showItemFile,
    description: 'itemNo and id (or fileName)',
    fileFields: [],
    answer: okAnswerSchema,
    run: async (actor, form) => {
      await services.files.show(actor, form);
      return { ok: true as const };
    },
  });

  registerImportRoute(app, {
    path: itemApi.importItems,
    access,
    tags,
    summary: 'Item import from an .xlsx file (upsert by itemNo)',
    description:
      'an .xlsx whose line 1 of each sheet is a header. Sheet 1: itemNo, description, searchDescription, ' +
      'brand, groupCode, subGroupCode, analyst, then optionally groupName, subGroupName. Optional ' +
      'sheets Criteria (itemNo, name, value) and Files (itemNo, fileType, URL or file name, ' +
      'fileDescription, sort) replace the criteria and the supplier files of the items they name.',
    answer: itemImportAnswerSchema,
    run: (actor, file) => services.import.import(actor, file.path),
  });
}
