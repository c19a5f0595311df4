import type { Feature } from '../platform/feature';
import { auditFeature } from './audit';
import { bannersFeature } from './banners';
import { bugsFeature } from './bugs';
import { catalogFeature } from './catalog';
import { contentFeature } from './content';
import { customersFeature } from './customers';
import { filesFeature } from './files';
import { giftPortalFeature } from './gift-portal';
import { itemsFeature } from './items';
import { journalsFeature } from './journals';
import { notificationsFeature } from './notifications';
import { requestsFeature } from './requests';
import { usersFeature } from './users';
import { vehiclesFeature } from './vehicles';

/** Every feature of the app; the shell builds its routes and drawer from this list. */
export const features: readonly Feature[] = [
  bannersFeature,
  usersFeature,
  filesFeature,
  journalsFeature,
  customersFeature,
  requestsFeature,
  notificationsFeature,
  itemsFeature,
  catalogFeature,
  contentFeature,
  giftPortalFeature,
  bugsFeature,
  auditFeature,
  vehiclesFeature,
];
