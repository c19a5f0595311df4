import type { ServerFeature } from '../../platform/feature.js';

export const customersFeature: ServerFeature = {
  name: 'customers',
  register() {},
};
