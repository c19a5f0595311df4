import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/feature.js';
import { registerPointsRuleRoutes } from './points-rules.routes.js';
import { registerPointsRoutes } from './points.routes.js';

export { articleTermsChanged } from './article-changes.js';
export { customerSelected } from './points-accrual.js';
export { cents, fromCents } from './points.presenter.js';
export { contentTypeOf } from './points-ledger.repository.js';
export { userPointsOf } from './points.repository.js';
export { seedDemoPoints } from './points.demo.js';

/** The points module's calls: income rules, the sales import, the points tab and ledger. */
export function registerPointsModuleRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPointsRuleRoutes(app, deps);
  registerPointsRoutes(app, deps);
}
