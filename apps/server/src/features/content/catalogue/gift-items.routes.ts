import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentItemKeySchema,
  contentItemSchema,
  contentItemsRequestSchema,
  deleteContentItemsAnswerSchema,
  deleteContentItemsRequestSchema,
  giftItemEndDate,
  giftItemsApi,
  giftPicturePart,
  maxDbInt,
  okAnswerSchema,
  screenRoles,
} from '@bo/contract';
import type { AppDeps } from '../../../platform/feature.js';
import { rolesAccess } from '../../../platform/http/access.js';
import { currentUser } from '../../../platform/http/current-user.js';
import { readMultipart } from '../../../platform/http/multipart.js';
import { registerGiftGroupRoutes } from './gift-groups.routes.js';
import { GiftGroupsService } from './gift-groups.service.js';
import { deleteKeyOf, itemFormValues, readItemKey } from './gift-items.form.js';
import { presentItem } from './gift-items.presenter.js';
import { GiftItemsService } from './gift-items.service.js';

/** Content: ContentManager (B§6, DESIGN §4). */
const access = rolesAccess(...screenRoles.content);
const tags = ['content'];
const itemFieldsText =
  'contentId, itemNo and navItemNo (at most 20 characters; navItemNo empty: the itemNo), ' +
  'groupId (0: none), active (true/false, default false), quantity (default 0), description, ' +
  'costPoints (2 decimals, default 0), maxOrderItems, sort (default 1), dateFrom, dateTo ' +
  '(YYYY-MM-DD). The item type is the article’s (B§4): a catalogue item’s (1) number must be ' +
  'in the item master (its description is the master’s when left empty); a gift (2) takes ' +
  `any number and is saved with dateFrom today and dateTo ${giftItemEndDate} (B§4; never ` +
  'used to decide whether it can be ordered).';
const multipartBody = (update: boolean) => ({
  consumes: ['multipart/form-data'],
  description:
    `multipart/form-data: ${itemFieldsText}` +
    (update
      ? ' prevItemNo and prevSort name the row (each falling back to itemNo and sort); the ' +
        'fields an update leaves out keep their values.'
      : '') +
    ` Optional file ${giftPicturePart} (PNG, JPEG, GIF or WebP).`,
});
/** The copy's body: the item as the table holds it (the service reads and checks its fields). */
const copyBodySchema = z
  .object({
    contentId: z.number(),
    itemNo: z.string(),
    id: z.number().int().min(0).max(maxDbInt).optional(),
  })
  .loose();

/** The item groups and items calls (issue 15; B§2 tab-2 and tab-3, B§7). */
export function registerGiftItemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage } = deps;
  registerGiftGroupRoutes(app, new GiftGroupsService(db, storage), storage);
  const service = new GiftItemsService(db, storage);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  api.post(
    giftItemsApi.items,
    {
      config,
      schema: {
        tags,
        summary: "The action's items of one item type, by sort then itemNo, each with inOrders",
        body: contentItemsRequestSchema,
        response: { 200: z.array(contentItemSchema) },
      },
    },
    async (request) => {
      const { id, itemType } = request.body;
      const rows = await service.items(currentUser(request).comId, id, itemType);
      return rows.map((row) => presentItem(row, storage));
    },
  );

  api.post(
    giftItemsApi.createItem,
    { config, schema: { tags, ...multipartBody(false), response: { 200: contentItemSchema } } },
    async (request) => {
      const form = await readMultipart(request, [giftPicturePart]);
      return presentItem(await service.create(currentUser(request), form), storage);
    },
  );

  api.post(
    giftItemsApi.updateItem,
    { config, schema: { tags, ...multipartBody(true), response: { 200: contentItemSchema } } },
    async (request) => {
      const form = await readMultipart(request, [giftPicturePart]);
      return presentItem(await service.update(currentUser(request), form), storage);
    },
  );

  api.post(
    giftItemsApi.copyItem,
    {
      config,
      schema: {
        tags,
        summary: 'Copies an item (B§7): body the item with its sort raised by 1',
        description:
          `The new row takes the body's fields (${itemFieldsText}) and shares the picture of ` +
          'the source: the body’s id when given, else the item of the same number one sort ' +
          'below. 409 when the action already has the number at that sort.',
        body: copyBodySchema,
        response: { 200: contentItemSchema },
      },
    },
    async (request) => presentItem(await service.copy(currentUser(request), request.body), storage),
  );

  api.post(
    giftItemsApi.deleteItem,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the item; 409 while it is in orders (B§4)',
        description:
          'Body the item as JSON, or a multipart form of its fields (B§7): contentId, itemNo ' +
          'and sort are read. The picture leaves the storage when no other item (a copy) holds it.',
        consumes: ['application/json', 'multipart/form-data'],
        body: contentItemKeySchema.nullish(),
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      const key = await deleteKeyOf(request, request.body, (fields) =>
        readItemKey(itemFormValues(fields)),
      );
      await service.delete(currentUser(request), key);
      return { ok: true as const };
    },
  );

  api.post(
    giftItemsApi.deleteItems,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes several items, all or nothing',
        description:
          'One transaction: a key not found answers 404, an item in orders 409 naming the ' +
          'items in orders; in both cases nothing is deleted.',
        body: deleteContentItemsRequestSchema,
        response: { 200: deleteContentItemsAnswerSchema },
      },
    },
    async (request) => ({ deleted: await service.deleteMany(currentUser(request), request.body) }),
  );
}
