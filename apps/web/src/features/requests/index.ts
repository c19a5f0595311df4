import type { Feature } from '../../platform/feature';

export const requestsFeature: Feature = {
  drawerPaths: [],
  routes: [],
};
