import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { publicAccess } from './access.js';

/** 200 once the server listens and the database answers. */
export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: publicAccess },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
}
