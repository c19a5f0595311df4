export { registerGiftOrderRoutes } from './gift-orders.routes.js';
export { seedDemoGiftOrders } from './gift-orders.demo.js';
