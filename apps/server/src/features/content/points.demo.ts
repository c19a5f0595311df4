import type { AppDeps } from '../../platform/feature.js';

/** Demo income rules and sales lines, then their accrual (issue 15): filled in by the accrual work. */
export async function seedDemoPoints(_deps: AppDeps): Promise<void> {}
