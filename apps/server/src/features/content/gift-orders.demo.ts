import type { AppDeps } from '../../platform/feature.js';

/** Demo gift orders (issue 16): built by the demo helper. */
export async function seedDemoGiftOrders(_deps: AppDeps): Promise<void> {}
