export { registerGiftItemRoutes as registerCatalogueRoutes } from './gift-items.routes.js';
export { seedDemoGiftItems } from './gift-items.demo.js';
