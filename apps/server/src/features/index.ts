import type { ServerFeature } from '../platform/feature.js';
import { auditFeature } from './audit/index.js';
import { bannersFeature } from './banners/index.js';
import { bugsFeature } from './bugs/index.js';
import { catalogFeature } from './catalog/index.js';
import { contentFeature } from './content/index.js';
import { customersFeature } from './customers/index.js';
import { filesFeature } from './files/index.js';
import { giftPortalFeature } from './gift-portal/index.js';
import { itemsFeature } from './items/index.js';
import { journalsFeature } from './journals/index.js';
import { notificationsFeature } from './notifications/index.js';
import { requestsFeature } from './requests/index.js';
import { usersFeature } from './users/index.js';
import { vehiclesFeature } from './vehicles/index.js';

/** Every feature of the server, in registration order. */
export const features: readonly ServerFeature[] = [
  bannersFeature,
  usersFeature,
  filesFeature,
  journalsFeature,
  customersFeature,
  requestsFeature,
  notificationsFeature,
  itemsFeature,
  contentFeature,
  giftPortalFeature,
  // After items: the demo tree links the item master's groups.
  catalogFeature,
  bugsFeature,
  auditFeature,
  // After items: the demo vehicles' items are numbers of company 1's item master.
  vehiclesFeature,
];
