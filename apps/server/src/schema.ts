// Every table, for drizzle-kit's migrations (drizzle.config.ts) and tests only: application
// code imports its own *.schema file (lint: layout/feature-boundaries). Features add theirs here.
export * from './platform/db/platform.schema.js';
export * from './features/users/users.schema.js';
export * from './features/customers/customers.schema.js';
export * from './features/banners/banners.schema.js';
export * from './features/journals/journals.schema.js';
export * from './features/requests/requests.schema.js';
export * from './features/notifications/notifications.schema.js';
export * from './features/items/items.schema.js';
export * from './features/catalog/catalog.schema.js';
export * from './features/content/article/content.schema.js';
export * from './features/content/points/points.schema.js';
export * from './features/content/catalogue/gift-items.schema.js';
export * from './features/content/orders/gift-orders.schema.js';
export * from './features/bugs/bugs.schema.js';
export * from './features/vehicles/vehicles.schema.js';
