import type { AppDeps } from '../../platform/feature.js';

/** Demo item groups and items of the demo actions (issue 15): filled in by the gift-items work. */
export async function seedDemoGiftItems(_deps: AppDeps): Promise<void> {}
