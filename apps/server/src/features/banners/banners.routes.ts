import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerApi,
  bannerPictureFields,
  bannerSchema,
  bannersPageAnswerSchema,
  deletePicQuerySchema,
  flagBodySchema,
  idBodySchema,
  maxDbInt,
  okAnswerSchema,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { readMultipart } from '../../platform/http/multipart.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentBanner, presentBannerListRow } from './banners.presenter.js';
import type { BannersService } from './banners.service.js';

/** Banners: ContentManager, CatalogManager or Admin (DESIGN §4). */
const access = rolesAccess(...screenRoles.banners);
const tags = ['banners'];
const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: bannerType, sort, active, title, ref (and bannerId to update); ' +
    'optional files picFile and catalogPicFile (PNG, JPEG, GIF or WebP). A file replaces that picture.',
};

export function registerBannerRoutes(
  app: FastifyInstance,
  service: BannersService,
  storage: Storage,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  api.post(
    bannerApi.banners,
    {
      config,
      schema: {
        tags,
        summary: 'All banners; body true for active ones only',
        body: flagBodySchema,
        response: { 200: z.array(bannerSchema) },
      },
    },
    async (request) => {
      const rows = await service.list(currentUser(request).comId, request.body);
      return rows.map((row) => presentBanner(row, storage));
    },
  );

  api.post(
    bannerApi.bannersPage,
    {
      config,
      schema: {
        tags,
        summary: 'One page of the banner list',
        body: pageRequestSchema,
        querystring: pageQuerySchema,
        response: { 200: bannersPageAnswerSchema },
      },
    },
    async (request) => {
      const page = await service.page(currentUser(request).comId, request.body, request.query);
      return { ...page, rows: page.rows.map(presentBannerListRow) };
    },
  );

  api.post(
    bannerApi.banner,
    { config, schema: { tags, body: idBodySchema, response: { 200: bannerSchema } } },
    async (request) =>
      presentBanner(await service.get(currentUser(request).comId, request.body), storage),
  );

  api.post(
    bannerApi.createBanner,
    { config, schema: { tags, ...multipartBody, response: { 200: bannerSchema } } },
    async (request) => {
      const form = await readMultipart(request, bannerPictureFields);
      return presentBanner(await service.create(currentUser(request), form), storage);
    },
  );

  api.post(
    bannerApi.updateBanner,
    { config, schema: { tags, ...multipartBody, response: { 200: bannerSchema } } },
    async (request) => {
      const form = await readMultipart(request, bannerPictureFields);
      return presentBanner(await service.update(currentUser(request), form), storage);
    },
  );

  api.post(
    bannerApi.deleteBanner,
    { config, schema: { tags, body: idBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.delete(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    bannerApi.deletePic,
    {
      config,
      schema: {
        tags,
        querystring: deletePicQuerySchema,
        body: z.object({ bannerId: z.number().int().positive().max(maxDbInt) }).loose(),
        response: { 200: bannerSchema },
      },
    },
    async (request) => {
      const updated = await service.deletePicture(
        currentUser(request),
        request.body.bannerId,
        request.query.picFileType,
      );
      return presentBanner(updated, storage);
    },
  );
}
