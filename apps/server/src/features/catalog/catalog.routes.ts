import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  catalogApi,
  catalogDeletePictureQuerySchema,
  catalogIdAnswerSchema,
  catalogMoveRequestSchema,
  catalogNodeFormSchema,
  catalogNodeSchema,
  catalogPictureField,
  catalogTreeRequestSchema,
  idBodySchema,
  maxDbInt,
  screenRoles,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { anyCaseFields } from '../../platform/http/multipart.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { Storage } from '../../platform/storage/storage.js';
import { linksByKey, presentNode, presentTree } from './catalog.presenter.js';
import type { CatalogService } from './catalog.service.js';

const nodeForm = {
  fields: anyCaseFields(catalogNodeFormSchema),
  files: [catalogPictureField],
  describe:
    'title, parentId (0: top level), sort (10), col (1-4, 1), active, ' +
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
  // Catalogue and product list: CatalogManager (DESIGN §4).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.catalog),
    tags: ['catalog'],
  });

  route.post(
    catalogApi.tree,
    {
      summary: 'The catalogue tree under its virtual root; active: true for active nodes only',
      body: catalogTreeRequestSchema,
      answer: catalogNodeSchema,
    },
    async ({ user, body }) => {
      const { rows, links } = await service.tree(user.comId, body);
      return presentTree(user.comId, rows, linksByKey(links), storage, body.tree);
    },
  );

  route.post(
    catalogApi.addNode,
    { form: nodeForm, answer: catalogIdAnswerSchema },
    async ({ user, form }) => ({ id: (await service.add(user, form)).id }),
  );

  route.post(
    catalogApi.updateNode,
    { form: nodeForm, answer: catalogNodeSchema },
    async ({ user, form }) => {
      const { row, links } = await service.presentable(
        user.comId,
        await service.update(user, form),
      );
      return presentNode(row, linksByKey(links), storage);
    },
  );

  route.post(catalogApi.deleteNode, { body: nodeIdBodySchema }, async ({ user, body }) => {
    await service.delete(user, body);
  });

  route.post(
    catalogApi.moveNode,
    {
      summary: 'Moves a node one place up (by -1) or down (by 1) among its siblings',
      body: catalogMoveRequestSchema,
    },
    async ({ user, body }) => {
      await service.move(user, body.id, body.by);
    },
  );

  route.post(
    catalogApi.deletePicture,
    {
      summary: 'Deletes the picture picName of the catalogue node given in the body',
      query: catalogDeletePictureQuerySchema,
      body: nodeIdBodySchema,
    },
    async ({ user, body, query }) => {
      await service.deletePicture(user, body, query.picName);
    },
  );
}
