import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/feature.js';

/** The points income rules and the sales import (issue 15): filled in by the accrual work. */
export function registerPointsRuleRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
