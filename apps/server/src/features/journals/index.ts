import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoJournals } from './journals.demo.js';
import { registerJournalRoutes } from './journals.routes.js';
import { JournalsService } from './journals.service.js';

export const journalsFeature: ServerFeature = {
  name: 'journals',
  register(app, { db, privateStorage, config }) {
    registerJournalRoutes(
      app,
      new JournalsService(db, privateStorage, config.allRowsCap),
      privateStorage,
      config,
    );
  },
  seedDemo: seedDemoJournals,
};
