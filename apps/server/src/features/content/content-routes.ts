import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idBodySchema, maxDbInt, screenRoles } from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { featureRoutes } from '../../platform/http/route.js';

/** Content: ContentManager (B§6, DESIGN §4). */
export const contentAccess = rolesAccess(...screenRoles.content);
export const contentTags = ['content'];

/** The routes of a part of Content, all under its access and tag. */
export const contentRoutes = (app: FastifyInstance) =>
  featureRoutes(app, { access: contentAccess, tags: contentTags });

/** A record's id: a number, a JSON string, or the record itself. */
export const recordIdBodySchema = z.union([
  idBodySchema,
  z
    .object({ id: z.number().int().positive().max(maxDbInt) })
    .loose()
    .transform((record) => record.id),
]);
