import type { Feature } from '../../platform/feature';

export const customersFeature: Feature = {
  drawerPaths: [],
  routes: [],
};
