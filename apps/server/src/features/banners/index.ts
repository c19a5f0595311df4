import type { ServerFeature } from '../../platform/feature.js';
import { seedDemoBanners } from './banners.demo.js';
import { registerBannerRoutes } from './banners.routes.js';
import { BannersService } from './banners.service.js';

export const bannersFeature: ServerFeature = {
  name: 'banners',
  register(app, { db, storage, config }) {
    registerBannerRoutes(app, new BannersService(db, storage, config.allRowsCap), storage);
  },
  seedDemo: seedDemoBanners,
};
