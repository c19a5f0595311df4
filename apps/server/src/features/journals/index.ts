import type { ServerFeature } from '../../platform/feature.js';
import { openPrivateStorage } from '../../platform/storage/private-storage.js';
import { seedDemoJournals } from './journals.demo.js';
import { registerJournalRoutes } from './journals.routes.js';
import { JournalsService } from './journals.service.js';

export const journalsFeature: ServerFeature = {
  name: 'journals',
  register(app, { db, config }) {
    const files = openPrivateStorage(config.dataDir);
    registerJournalRoutes(app, new JournalsService(db, files, config.allRowsCap), files, config);
  },
  seedDemo: (deps) => seedDemoJournals(deps, openPrivateStorage(deps.config.dataDir)),
};
