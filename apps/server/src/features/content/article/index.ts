import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/feature.js';
import { registerContentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';

export { isFormDate } from './content.form.js';
export { seedDemoContent } from './content.demo.js';

/** The article's calls: the content list, the article with its pictures, its terms. */
export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage, config } = deps;
  registerContentRoutes(app, new ContentService(db, storage, config.allRowsCap), storage);
}
