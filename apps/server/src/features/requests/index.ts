import type { ServerFeature } from '../../platform/feature.js';
import { registerOutboxRoutes } from './outbox.routes.js';
import { OutboxService } from './outbox.service.js';
import { PublicRequestsService } from './public-requests.service.js';
import { registerPublicRequestRoutes } from './public-requests.routes.js';
import { seedDemoRequests } from './requests.demo.js';
import { registerRequestRoutes } from './requests.routes.js';
import { RequestsService } from './requests.service.js';

/** Requests (A§2, A§7): the list and approval, the public registration form, and the screen's e-mail outbox. */
export const requestsFeature: ServerFeature = {
  name: 'requests',
  register(app, { db, config, mailer }) {
    registerRequestRoutes(app, new RequestsService(db, config, mailer));
    registerPublicRequestRoutes(app, new PublicRequestsService(db, config));
    registerOutboxRoutes(app, new OutboxService(db, mailer, config.allRowsCap));
  },
  seedDemo: seedDemoRequests,
};
