import type { ServerFeature } from '../platform/feature.js';
import { bannersFeature } from './banners/index.js';
import { filesFeature } from './files/index.js';
import { journalsFeature } from './journals/index.js';
import { usersFeature } from './users/index.js';

/** Every feature of the server, in registration order. */
export const features: readonly ServerFeature[] = [
  bannersFeature,
  usersFeature,
  filesFeature,
  journalsFeature,
];
