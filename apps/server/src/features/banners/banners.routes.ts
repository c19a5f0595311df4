import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bannerApi,
  bannerFormSchema,
  bannerPictureFields,
  bannerSchema,
  bannersPageAnswerSchema,
  deletePicQuerySchema,
  flagBodySchema,
  idBodySchema,
  maxDbInt,
  pageQuerySchema,
  pageRequestSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { presentPage } from '../../platform/http/paging.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { Storage } from '../../platform/storage/storage.js';
import { presentBanner, presentBannerListRow } from './banners.presenter.js';
import type { BannersService } from './banners.service.js';

const bannerForm = {
  fields: bannerFormSchema,
  files: bannerPictureFields,
  describe:
    'bannerType, sort, active, title, ref (and bannerId to update); ' +
    'optional files picFile and catalogPicFile (PNG, JPEG, GIF or WebP). A file replaces that picture.',
};

export function registerBannerRoutes(
  app: FastifyInstance,
  service: BannersService,
  storage: Storage,
): void {
  // Banners: ContentManager, CatalogManager or Admin (DESIGN §4).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.banners),
    tags: ['banners'],
  });

  route.post(
    bannerApi.banners,
    {
      summary: 'All banners; body true for active ones only',
      body: flagBodySchema,
      answer: z.array(bannerSchema),
    },
    async ({ user, body }) =>
      (await service.list(user.comId, body)).map((row) => presentBanner(row, storage)),
  );

  route.post(
    bannerApi.bannersPage,
    {
      summary: 'One page of the banner list',
      body: pageRequestSchema,
      query: pageQuerySchema,
      answer: bannersPageAnswerSchema,
    },
    ({ user, body, query }) =>
      presentPage(service.page(user.comId, body, query), presentBannerListRow),
  );

  route.post(
    bannerApi.banner,
    { body: idBodySchema, answer: bannerSchema },
    async ({ user, body }) => presentBanner(await service.get(user.comId, body), storage),
  );

  route.post(
    bannerApi.createBanner,
    { form: bannerForm, answer: bannerSchema },
    async ({ user, form }) => presentBanner(await service.create(user, form), storage),
  );

  route.post(
    bannerApi.updateBanner,
    { form: bannerForm, answer: bannerSchema },
    async ({ user, form }) => presentBanner(await service.update(user, form), storage),
  );

  route.post(bannerApi.deleteBanner, { body: idBodySchema }, async ({ user, body }) => {
    await service.delete(user, body);
  });

  route.post(
    bannerApi.deletePic,
    {
      query: deletePicQuerySchema,
      body: z.object({ bannerId: z.number().int().positive().max(maxDbInt) }).loose(),
      answer: bannerSchema,
    },
    async ({ user, body, query }) =>
      presentBanner(await service.deletePicture(user, body.bannerId, query.picFileType), storage),
  );
}
