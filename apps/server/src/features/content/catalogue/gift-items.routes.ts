import type { FastifyInstance } from 'fastify';
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
} from '@bo/contract';
import type { AppDeps } from '../../../platform/feature.js';
import { contentRoutes } from '../content-routes.js';
import { registerGiftGroupRoutes } from './gift-groups.routes.js';
import { GiftGroupsService } from './gift-groups.service.js';
import { deleteBodyTypes, deleteKeyOf, itemFormValues, readItemKey } from './gift-items.form.js';
import { presentItem } from './gift-items.presenter.js';
import { GiftItemsService } from './gift-items.service.js';

const itemFieldsText =
  'contentId, itemNo and navItemNo (at most 20 characters; navItemNo empty: the itemNo), ' +
  'groupId (0: none), active (true/false, default false), quantity (default 0), description, ' +
  'costPoints (2 decimals, default 0), maxOrderItems, sort (default 1), dateFrom, dateTo ' +
  '(YYYY-MM-DD). The item type is the article’s (B§4): a catalogue item’s (1) number must be ' +
  'in the item master (its description is the master’s when left empty); a gift (2) takes ' +
  `any number and is saved with dateFrom today and dateTo ${giftItemEndDate} (B§4; never ` +
  'used to decide whether it can be ordered).';
const itemForm = (update: boolean) => ({
  files: [giftPicturePart],
  describe:
    itemFieldsText +
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
  const route = contentRoutes(app);

  route.post(
    giftItemsApi.items,
    {
      summary: "The action's items of one item type, by sort then itemNo, each with inOrders",
      body: contentItemsRequestSchema,
      answer: z.array(contentItemSchema),
    },
    async ({ user, body }) => {
      const rows = await service.items(user.comId, body.id, body.itemType);
      return rows.map((row) => presentItem(row, storage));
    },
  );

  route.post(
    giftItemsApi.createItem,
    { form: itemForm(false), answer: contentItemSchema },
    async ({ user, form }) => presentItem(await service.create(user, form), storage),
  );

  route.post(
    giftItemsApi.updateItem,
    { form: itemForm(true), answer: contentItemSchema },
    async ({ user, form }) => presentItem(await service.update(user, form), storage),
  );

  route.post(
    giftItemsApi.copyItem,
    {
      summary: 'Copies an item (B§7): body the item with its sort raised by 1',
      description:
        `The new row takes the body's fields (${itemFieldsText}) and shares the picture of ` +
        'the source: the body’s id when given, else the item of the same number one sort ' +
        'below. 409 when the action already has the number at that sort.',
      body: copyBodySchema,
      answer: contentItemSchema,
    },
    async ({ user, body }) => presentItem(await service.copy(user, body), storage),
  );

  route.post(
    giftItemsApi.deleteItem,
    {
      summary: 'Deletes the item; 409 while it is in orders (B§4)',
      description:
        'Body the item as JSON, or a multipart form of its fields (B§7): contentId, itemNo ' +
        'and sort are read. The picture leaves the storage when no other item (a copy) holds it.',
      consumes: deleteBodyTypes,
      body: contentItemKeySchema.nullish(),
    },
    async ({ user, request, body }) => {
      const key = await deleteKeyOf(request, body, (fields) => readItemKey(itemFormValues(fields)));
      await service.delete(user, key);
    },
  );

  route.post(
    giftItemsApi.deleteItems,
    {
      summary: 'Deletes several items, all or nothing',
      description:
        'One transaction: a key not found answers 404, an item in orders 409 naming the ' +
        'items in orders; in both cases nothing is deleted.',
      body: deleteContentItemsRequestSchema,
      answer: deleteContentItemsAnswerSchema,
    },
    async ({ user, body }) => ({ deleted: await service.deleteMany(user, body) }),
  );
}
