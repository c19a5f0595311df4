import type { ServerFeature } from '../../platform/feature.js';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  register() {},
};
