import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoContent } from './content.demo.js';
import { registerContentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';

/**
 * Content (issue 12; B§2-B§9): the content list with sub-offers, the article's
 * calls (multipart with pictures, sanitised rich text, B§5's validation), its
 * targeting terms, and the demo contents.
 */
export const contentFeature: ServerFeature = {
  name: 'content',
  register(app, { db, storage, config }) {
    registerContentRoutes(app, new ContentService(db, storage, config.allRowsCap), storage);
  },
  seedDemo: seedDemoContent,
};
