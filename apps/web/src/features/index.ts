import type { Feature } from '../platform/feature';
import { bannersFeature } from './banners';

/** Every feature of the app; the shell builds its routes and drawer from this list. */
export const features: readonly Feature[] = [bannersFeature];
