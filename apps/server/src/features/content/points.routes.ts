import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/feature.js';

/** The points tab, its adjustments, ledger and export (issue 15): filled in by the points work. */
export function registerPointsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
