import type { ServerFeature } from '../../platform/feature.js';

export const requestsFeature: ServerFeature = {
  name: 'requests',
  register() {},
};
