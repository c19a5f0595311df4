import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoBugs } from './bugs.demo.js';
import { registerBugRoutes } from './bugs.routes.js';
import { BugsService } from './bugs.service.js';

export const bugsFeature: ServerFeature = {
  name: 'bugs',
  register(app, { db, privateStorage, config }) {
    registerBugRoutes(app, new BugsService(db, privateStorage, config.allRowsCap), privateStorage);
  },
  seedDemo: seedDemoBugs,
};
