import type { FastifyInstance } from 'fastify';
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
  pageQuerySchema,
  parentChoiceSchema,
  parentChoicesRequestSchema,
  contentIdBodySchema,
} from '@bo/contract';
import type { Storage } from '../../../platform/storage/storage.js';
import { contentRoutes, recordIdBodySchema } from '../content-routes.js';
import { presentArticle, presentListRows, presentTerm } from './content.presenter.js';
import type { ContentService } from './content.service.js';

const pictureParts = contentPictureFields.map((field) => contentPictureParts[field]);
/** The article's form: its fields are read by content.form.ts, in B§5's order of refusals. */
const articleForm = {
  files: pictureParts,
  describe:
    'contentType, parentContentId (0: top level), title, alias (empty: from ' +
    'the title), description, text (rich text, sanitised), the flags active, isGift, incomeStop, ' +
    'isFinished, add14Days, autoShipment, showRating, hideGifts, hideOrderButton, allowOrder ' +
    '(true/false), maxOrderItems, costName, dateFrom, dateTo, orderFrom, orderTo (YYYY-MM-DD; ' +
    'the order window is computed while add14Days is on), and contentId to update (the fields ' +
    `an update leaves out keep their values); optional files ${pictureParts.join(', ')} ` +
    '(PNG, JPEG, GIF or WebP), each replacing its picture.',
};

const deletePicQuerySchema = z.object({ picFileType: z.enum(contentPictureFields) });

export function registerContentRoutes(
  app: FastifyInstance,
  service: ContentService,
  storage: Storage,
): void {
  const route = contentRoutes(app);

  route.post(
    contentApi.list,
    {
      summary: 'One page of top-level contents, each with its sub-offers',
      description:
        'contentType 0 every type, 1-6 one type, 15 the gift actions; archived: the order ' +
        'window has ended; actual: active and not archived. filter searches title, description ' +
        'and contentId; orderBy contentId (default), contentType, title, dateFrom, dateTo, active.',
      body: contentListRequestSchema,
      query: pageQuerySchema,
      answer: contentListAnswerSchema,
    },
    async ({ user, body, query }) => {
      const { subOffers, ...page } = await service.list(user.comId, body, query);
      return { ...page, rows: presentListRows(page.rows, subOffers) };
    },
  );

  route.post(
    contentApi.get,
    { summary: 'The article; body its id', body: contentIdBodySchema, answer: articleSchema },
    async ({ user, body }) => presentArticle(await service.get(user.comId, body), storage),
  );

  route.post(
    contentApi.create,
    { form: articleForm, answer: z.number().int() },
    async ({ user, form }) => (await service.create(user, form)).contentId,
  );

  route.post(
    contentApi.update,
    { form: articleForm, answer: articleSchema },
    async ({ user, form }) => presentArticle(await service.update(user, form), storage),
  );

  route.post(
    contentApi.delete,
    {
      summary: 'Deletes the content; its sub-offers become top-level, its terms go with it',
      body: contentIdBodySchema,
    },
    async ({ user, body }) => {
      await service.delete(user, body);
    },
  );

  route.post(
    contentApi.deletePic,
    {
      summary: 'Deletes the picture picFileType of the article given in the body',
      query: deletePicQuerySchema,
      body: contentIdBodySchema,
      answer: articleSchema,
    },
    async ({ user, body, query }) =>
      presentArticle(await service.deletePicture(user, body, query.picFileType), storage),
  );

  route.post(
    contentApi.parentChoices,
    {
      summary: 'Top-level contents a content may become a sub-offer of',
      body: parentChoicesRequestSchema,
      answer: z.array(parentChoiceSchema),
    },
    ({ user, body }) => service.parentChoices(user.comId, body),
  );

  route.post(
    contentApi.terms,
    {
      summary: 'The terms of a content; body its id',
      body: contentIdBodySchema,
      answer: z.array(contentTermAnswerSchema),
    },
    async ({ user, body }) => (await service.terms(user.comId, body)).map(presentTerm),
  );

  route.post(
    contentApi.newTerm,
    {
      summary: 'Adds a term to the content contentId',
      body: contentTermSchema,
      answer: contentTermAnswerSchema,
    },
    async ({ user, body }) => presentTerm(await service.addTerm(user, body)),
  );

  route.post(
    contentApi.updateTerm,
    {
      summary: 'Changes the term id of the content contentId',
      body: contentTermSchema,
      answer: contentTermAnswerSchema,
    },
    async ({ user, body }) => presentTerm(await service.updateTerm(user, body)),
  );

  route.post(
    contentApi.deleteTerm,
    { summary: 'Deletes the term; body the term or its id', body: recordIdBodySchema },
    async ({ user, body }) => {
      await service.deleteTerm(user, body);
    },
  );
}
