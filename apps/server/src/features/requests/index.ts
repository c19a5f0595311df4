import type { ServerFeature } from '../../platform/feature.js';
import { PublicRequestsService } from './public-requests.service.js';
import { registerPublicRequestRoutes } from './public-requests.routes.js';
import { seedDemoRequests } from './requests.demo.js';
import { registerRequestRoutes } from './requests.routes.js';
import { RequestsService } from './requests.service.js';

export const requestsFeature: ServerFeature = {
  name: 'requests',
  register(app, { db, config, mailer }) {
    registerRequestRoutes(app, new RequestsService(db, config, mailer));
    registerPublicRequestRoutes(app, new PublicRequestsService(db, config));
  },
  seedDemo: seedDemoRequests,
};
