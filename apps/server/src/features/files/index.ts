import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoFiles } from './files.demo.js';
import { registerFileManagerRoutes } from './files.routes.js';
import { FileManagerService } from './files.service.js';

export const filesFeature: ServerFeature = {
  name: 'files',
  register(app, { db, storage, config }) {
    registerFileManagerRoutes(app, new FileManagerService(db, storage), storage, config);
  },
  seedDemo: seedDemoFiles,
};
