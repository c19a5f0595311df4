import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/feature.js';

/** The item groups and items calls (issue 15): filled in by the gift-items work. */
export function registerGiftItemRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
