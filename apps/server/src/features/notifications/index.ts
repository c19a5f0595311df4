import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoNotifications } from './notifications.demo.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';

/** Debt notifications to customers (A§2): terms, preview, create and the list. */
export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  register(app, { db, config }) {
    registerNotificationRoutes(app, new NotificationsService(db, config.allRowsCap));
  },
  seedDemo: seedDemoNotifications,
};
