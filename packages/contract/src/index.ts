export * from './api.js';
export * from './auth.js';
export * from './banners.js';
export * from './drawer.js';
export * from './messages.js';
export * from './paging.js';
export * from './roles.js';
export * from './users.js';
