import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contentGroupFieldsSchema,
  contentGroupSchema,
  contentGroupsRequestSchema,
  giftItemsApi,
  giftPicturePart,
  groupPictureSize,
  maxDbInt,
} from '@bo/contract';
import type { Storage } from '../../../platform/storage/storage.js';
import { contentRoutes } from '../content-routes.js';
import type { GiftGroupsService } from './gift-groups.service.js';
import { deleteBodyTypes, deleteKeyOf, groupFormValues, readGroupKey } from './gift-items.form.js';
import { presentGroup, presentGroupTree } from './gift-items.presenter.js';

const groupForm = (update: boolean) => ({
  files: [giftPicturePart],
  describe:
    'contentId, giftGroup (the name), sort (default 1), parentGroupId ' +
    '(0: a root group; else a group of the same content, never the group itself nor one of ' +
    'its subgroups), maxOrderItems (default 0)' +
    (update ? ', groupId (the fields an update leaves out keep their values)' : '') +
    `; optional file ${giftPicturePart} (PNG, JPEG, GIF or WebP; ` +
    `${groupPictureSize.width}x${groupPictureSize.height} recommended).`,
});
/**
 * The group a delete names: the group itself (its contentId and groupId are
 * read), as JSON or (B§7) a multipart form of its fields.
 */
const groupKeySchema = contentGroupFieldsSchema
  .pick({ contentId: true, groupId: true })
  .extend({ groupId: z.number().int().positive().max(maxDbInt) })
  .loose()
  .nullish();
const groupKeyOf = (request: FastifyRequest, body: z.output<typeof groupKeySchema>) =>
  deleteKeyOf(request, body, (fields) => readGroupKey(groupFormValues(fields)));
const deletePicQuerySchema = z.object({ picFileType: z.enum(['picFile']) });

export function registerGiftGroupRoutes(
  app: FastifyInstance,
  service: GiftGroupsService,
  storage: Storage,
): void {
  const route = contentRoutes(app);

  route.post(
    giftItemsApi.groups,
    {
      summary: "The action's item groups: a tree (roots, each with its child groups) or flat",
      description: 'By sort then name at every level, each with subGroupCount and itemCount.',
      body: contentGroupsRequestSchema,
      answer: z.array(contentGroupSchema),
    },
    async ({ user, body }) => {
      const rows = await service.groups(user.comId, body.id);
      return body.tree
        ? presentGroupTree(rows, storage)
        : rows.map((row) => presentGroup(row, storage));
    },
  );

  route.post(
    giftItemsApi.createGroup,
    { form: groupForm(false), answer: contentGroupSchema },
    async ({ user, form }) => presentGroup(await service.create(user, form), storage),
  );

  route.post(
    giftItemsApi.updateGroup,
    { form: groupForm(true), answer: contentGroupSchema },
    async ({ user, form }) => presentGroup(await service.update(user, form), storage),
  );

  route.post(
    giftItemsApi.deleteGroup,
    {
      summary: 'Deletes the group; 409 while it holds items or subgroups (B§4)',
      description:
        'Body the group as JSON, or a multipart form of its fields (B§7): contentId and groupId are read.',
      consumes: deleteBodyTypes,
      body: groupKeySchema,
    },
    async ({ user, request, body }) => {
      await service.delete(user, await groupKeyOf(request, body));
    },
  );

  route.post(
    giftItemsApi.deleteGroupPic,
    {
      summary: 'Deletes the picture of the group given in the body',
      consumes: deleteBodyTypes,
      body: groupKeySchema,
      query: deletePicQuerySchema,
      answer: contentGroupSchema,
    },
    async ({ user, request, body }) =>
      presentGroup(await service.deletePicture(user, await groupKeyOf(request, body)), storage),
  );
}
