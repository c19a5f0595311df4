// Every table, for Drizzle and drizzle-kit. Features add their schema file here.
export * from './platform/db/platform.schema.js';
export * from './features/users/users.schema.js';
export * from './features/customers/customers.schema.js';
export * from './features/banners/banners.schema.js';
export * from './features/journals/journals.schema.js';
export * from './features/requests/requests.schema.js';
export * from './features/notifications/notifications.schema.js';
export * from './features/items/items.schema.js';
export * from './features/catalog/catalog.schema.js';
export * from './features/content/content.schema.js';
export * from './features/content/points.schema.js';
export * from './features/bugs/bugs.schema.js';
export * from './features/vehicles/vehicles.schema.js';
