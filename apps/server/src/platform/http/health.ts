import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { publicAccess } from './access.js';

export function registerHealthRoute(app: FastifyInstance, db: Database): void {
  app.get(
    '/api/health',
    { config: { access: publicAccess }, schema: { tags: ['health'] } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
}
