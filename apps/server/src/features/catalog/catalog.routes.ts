import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogApi,
  catalogDeletePictureQuerySchema,
  catalogIdAnswerSchema,
  catalogMoveRequestSchema,
  catalogNodeSchema,
  catalogPictureField,
  catalogTreeRequestSchema,
  idBodySchema,
  maxDbInt,
  okAnswerSchema,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { currentUser } from '../../platform/http/current-user.js';
import { readMultipart } from '../../platform/http/multipart.js';
import type { Storage } from '../../platform/storage/storage.js';
import { linksByKey, presentNode, presentTree } from './catalog.presenter.js';
import type { CatalogService } from './catalog.service.js';

/** Catalogue and product list: CatalogManager (DESIGN §4). */
const access = rolesAccess(...screenRoles.catalog);
const tags = ['catalog'];
const multipartBody = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: title, parentId (0: top level), sort (10), col (1-4, 1), active, ' +
    'itemGroup and itemSubGroup (level 3 only), and id and img to update; optional file ' +
    `${catalogPictureField} (PNG, JPEG, GIF or WebP; 500x230 recommended), which replaces the picture.`,
};
/** The node id: a number, a JSON string ("7"), or an object holding it. */
const nodeIdBodySchema = z.union([
  idBodySchema,
  z
    .object({ id: z.number().int().positive().max(maxDbInt) })
    .loose()
    .transform((node) => node.id),
]);

export function registerCatalogRoutes(
  app: FastifyInstance,
  service: CatalogService,
  storage: Storage,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };

  api.post(
    catalogApi.tree,
    {
      config,
      schema: {
        tags,
        summary: 'The catalogue tree under its virtual root; active: true for active nodes only',
        body: catalogTreeRequestSchema,
        response: { 200: catalogNodeSchema },
      },
    },
    async (request) => {
      const { comId } = currentUser(request);
      const { rows, links } = await service.tree(comId, request.body);
      return presentTree(comId, rows, linksByKey(links), storage, request.body.tree);
    },
  );

  api.post(
    catalogApi.addNode,
    { config, schema: { tags, ...multipartBody, response: { 200: catalogIdAnswerSchema } } },
    async (request) => {
      const form = await readMultipart(request, [catalogPictureField]);
      const created = await service.add(currentUser(request), form);
      return { id: created.id };
    },
  );

  api.post(
    catalogApi.updateNode,
    { config, schema: { tags, ...multipartBody, response: { 200: catalogNodeSchema } } },
    async (request) => {
      const form = await readMultipart(request, [catalogPictureField]);
      const user = currentUser(request);
      const { row, links } = await service.presentable(
        user.comId,
        await service.update(user, form),
      );
      return presentNode(row, linksByKey(links), storage);
    },
  );

  api.post(
    catalogApi.deleteNode,
    { config, schema: { tags, body: nodeIdBodySchema, response: { 200: okAnswerSchema } } },
    async (request) => {
      await service.delete(currentUser(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    catalogApi.moveNode,
    {
      config,
      schema: {
        tags,
        summary: 'Moves a node one place up (by -1) or down (by 1) among its siblings',
        body: catalogMoveRequestSchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.move(currentUser(request), request.body.id, request.body.by);
      return { ok: true as const };
    },
  );

  api.post(
    catalogApi.deletePicture,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes the picture picName of the catalogue node given in the body',
        querystring: catalogDeletePictureQuerySchema,
        body: nodeIdBodySchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await service.deletePicture(currentUser(request), request.body, request.query.picName);
      return { ok: true as const };
    },
  );
}
