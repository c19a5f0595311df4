import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleSchema,
  contentApi,
  contentListAnswerSchema,
  contentListRequestSchema,
  contentPictureFields,
  contentPictureParts,
  contentTermAnswerSchema,
  contentTermSchema,
  idBodySchema,
  maxDbInt,
  okAnswerSchema,
  pageQuerySchema,
  parentChoiceSchema,
  parentChoicesRequestSchema,
  screenRoles,
  contentIdBodySchema,
} from '@bo/contract';
import { rolesAccess } from '../../../platform/http/access.js';
import { currentUser } from '../../../platform/http/current-user.js';
import { readMultipart } from '../../../platform/http/multipart.js';
import type { Storage } from '../../../platform/storage/storage.js';
import { presentArticle, presentListRows, presentTerm } from './content.presenter.js';
import type { ContentService } from './content.service.js';

/** Content: ContentManager (B§6, DESIGN §4). */
const access = rolesAccess(...screenRoles.content);
const tags = ['content'];
const pictureParts = contentPictureFields.map((field) => contentPictureParts[field]);
const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: contentType, parentContentId (0: top level), title, alias (empty: from ' +
    'the title), description, text (rich text, sanitised), the flags active, isGift, incomeStop, ' +
    'isFinished, add14Days, autoShipment, showRating, hideGifts, hideOrderButton, allowOrder ' +
    '(true/false), maxOrderItems, costName, dateFrom, dateTo, orderFrom, orderTo (YYYY-MM-DD; ' +
    'the order window is computed while add14Days is on), and contentId to update (the fields ' +
    `an update leaves out keep their values); optional files ${pictureParts.join(', ')} ` +
    '(PNG, JPEG, GIF or WebP), each replacing its picture.',
};

const positiveId = z.number().int().positive().max(maxDbInt);
/** The term id: a number, a JSON string, or the term. */
const termIdBodySchema = z.union([
  idBodySchema,
  z
    .object({ id: positiveId })
    .loose()
    .transform((term) => term.id),
]);
const deletePicQuerySchema = z.object({ picFileType: z.enum(contentPictureFields) });

export function registerContentRoutes(
  app: FastifyInstance,
  service: ContentService,
  storage: Storage,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  api.post(
    contentApi.list,
    {
      config,
      schema: {
        tags,
        summary: 'One page of top-level contents, each with its sub-offers',
        description:
          'contentType 0 every type, 1-6 one type, 15 the gift actions; archived: the order ' +
          'window has ended; actual: active and not archived. filter searches title, description ' +
          'and contentId; orderBy contentId (default), contentType, title, dateFrom, dateTo, active.',
        body: contentListRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: contentListAnswerSchema },
      },
    },
    async (request) => {
      const { subOffers, ...page } = await service.list(
        currentUser(request).comId,
        request.body,
        request.query,
      );
      return { ...page, rows: presentListRows(page.rows, subOffers) };
    },
  );

  api.post(
    contentApi.get,
    {
      config,
      schema: {
        tags,
        summary: 'The article; body its id',
        body: contentIdBodySchema,
        response: { 200: articleSchema },
      },
    },
    async (request) =>
      presentArticle(await service.get(currentUser(request).comId, request.body), storage),
  );

  api.post(
    contentApi.create,
    { config, schema: { tags, ...multipartBody, response: { 200: z.number().int() } } },
    async (request) => {
      const form = await readMultipart(request, pictureParts);
      return (await service.create(currentUser(request), form)).contentId;
    },
  );

  api.post(
    contentApi.update,
    { config, schema: { tags, ...multipartBody, response: { 200: articleSchema } } },
    async (request) => {
      const form = await readMultipart(request, pictureParts);
      return presentArticle(await service.update(currentUser(request), form), storage);
    },
  );

  api.post(
    contentApi.delete,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the content; its sub-offers become top-level, its terms go with it',
        body: contentIdBodySchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    contentApi.deletePic,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the picture picFileType of the article given in the body',
        querystring: deletePicQuerySchema,
        body: contentIdBodySchema,
        response: { 200: articleSchema },
      },
    },
    async (request) => {
      const row = await service.deletePicture(
        currentUser(request),
        request.body,
        request.query.picFileType,
      );
      return presentArticle(row, storage);
    },
  );

  api.post(
    contentApi.parentChoices,
    {
      config,
      schema: {
        tags,
        summary: 'Top-level contents a content may become a sub-offer of',
        body: parentChoicesRequestSchema,
        response: { 200: z.array(parentChoiceSchema) },
      },
    },
    (request) => service.parentChoices(currentUser(request).comId, request.body),
  );

  api.post(
    contentApi.terms,
    {
      config,
      schema: {
        tags,
        summary: 'The terms of a content; body its id',
        body: contentIdBodySchema,
        response: { 200: z.array(contentTermAnswerSchema) },
      },
    },
    async (request) =>
      (await service.terms(currentUser(request).comId, request.body)).map(presentTerm),
  );

  api.post(
    contentApi.newTerm,
    {
      config,
      schema: {
        tags,
        summary: 'Adds a term to the content contentId',
        body: contentTermSchema,
        response: { 200: contentTermAnswerSchema },
      },
    },
    async (request) => presentTerm(await service.addTerm(currentUser(request), request.body)),
  );

  api.post(
    contentApi.updateTerm,
    {
      config,
      schema: {
        tags,
        summary: 'Changes the term id of the content contentId',
        body: contentTermSchema,
        response: { 200: contentTermAnswerSchema },
      },
    },
    async (request) => presentTerm(await service.updateTerm(currentUser(request), request.body)),
  );

  api.post(
    contentApi.deleteTerm,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the term; body the term or its id',
        body: termIdBodySchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.deleteTerm(currentUser(request), request.body);
      return { ok: true as const };
    },
  );
}
