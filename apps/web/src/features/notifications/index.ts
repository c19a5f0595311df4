import type { Feature } from '../../platform/feature';

export const notificationsFeature: Feature = {
  drawerPaths: [],
  routes: [],
};
