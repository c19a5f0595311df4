import type { FastifyInstance } from 'fastify';
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
  pageRequestSchema,
  saveTranslateBodySchema,
  saveTranslateAnswerSchema,
  screenRoles,
  searchItemsAnswerSchema,
  searchItemsBodySchema,
} from '@bo/contract';
import { registerImportRoute } from '../../platform/excel/import-route.js';
import { rolesAccess, signedInAccess } from '../../platform/http/access.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { ItemFilesService } from './item-files.service.js';
import type { ItemImportService } from './item-import.service.js';
import type { ItemsService } from './items.service.js';

/** Item cards and translation: TranslateManager or Admin (DESIGN §4). */
const access = rolesAccess(...screenRoles.itemCards);
const tags = ['items'];

/** A form on an item's files: text fields read by the service, and the file part `file`. */
const fileForm = (describe: string, files: readonly string[] = [itemFileField]) => ({
  files,
  describe,
});

interface ItemServices {
  items: ItemsService;
  files: ItemFilesService;
  import: ItemImportService;
}

export function registerItemRoutes(app: FastifyInstance, services: ItemServices): void {
  const route = featureRoutes(app, { access, tags });

  route.post(
    itemApi.itemsPage,
    {
      summary: 'One page of the analytics item list',
      description:
        'orderBy ItemNo (default) or Description; filter searches number, description and ' +
        'search description; missingLang (uk, ru, en) keeps the items without that translation.',
      body: pageRequestSchema,
      query: itemsPageQuerySchema,
      answer: itemsPageAnswerSchema,
    },
    ({ user, body, query }) => services.items.page(user.comId, body, query),
  );

  route.post(
    itemApi.getItem,
    {
      summary: 'One item card; body the item number as a JSON string',
      body: itemNoBodySchema,
      answer: itemCardSchema,
    },
    ({ user, body }) => services.items.card(user.comId, body),
  );

  route.post(
    itemApi.itemView,
    {
      // The item page is for any signed-in user of the company (issue 10).
      access: signedInAccess,
      summary: 'What the item page shows: visible files only',
      body: itemNoBodySchema,
      answer: itemViewSchema,
    },
    ({ user, body }) => services.items.view(user.comId, body),
  );

  route.post(
    itemApi.languages,
    { summary: 'Interface languages, uk first', answer: languagesAnswerSchema },
    () => services.items.languages(),
  );

  route.post(
    itemApi.getTranslate,
    { body: getTranslateBodySchema, answer: itemTranslationSchema },
    ({ user, body }) => services.items.getTranslate(user.comId, body),
  );

  route.post(
    itemApi.saveTranslate,
    {
      summary:
        'Adds or replaces a translation; the long text is sanitised. A save that changes nothing writes nothing and answers changed: false',
      body: saveTranslateBodySchema,
      answer: saveTranslateAnswerSchema,
    },
    ({ user, body }) => services.items.saveTranslate(user, body),
  );

  route.post(
    itemApi.searchItems,
    {
      // The content manager picks an action's catalogue items from the item master (B§4).
      access: rolesAccess(...screenRoles.itemCards, ...screenRoles.content),
      summary: 'Item search by number: the A§5 pattern, "%" the wildcard; at most 50',
      body: searchItemsBodySchema,
      answer: searchItemsAnswerSchema,
    },
    ({ user, body }) => services.items.search(user.comId, body),
  );

  route.post(
    itemApi.uploadItemFile,
    {
      form: fileForm(
        'itemNo, fileType (1, 3, 5, 6, 7 picture; 2 PDF; 4 link), fileDescription (1-7), sort, ' +
          'and the file part `file`, or URL for a link',
      ),
      answer: itemFileSchema,
    },
    ({ user, form }) => services.files.upload(user, form),
  );

  route.post(
    itemApi.updateItemFile,
    {
      form: fileForm(
        "itemNo and id (or oldFileName); optional FileDescription, Hidden (1/0), MainPic (1/0), sort, URL (a link's) and the file part `file`",
      ),
      answer: itemFileSchema,
    },
    ({ user, form }) => services.files.update(user, form),
  );

  route.post(
    itemApi.deleteItemFile,
    { form: fileForm('itemNo and id (or fileName)', []) },
    async ({ user, form }) => {
      await services.files.delete(user, form);
    },
  );

  route.post(
    itemApi.showItemFile,
    { form: fileForm('itemNo and id (or fileName)', []) },
    async ({ user, form }) => {
      await services.files.show(user, form);
    },
  );

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
