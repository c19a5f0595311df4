import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/feature.js';

/** The staff's gift orders (issue 16): built by the staff-orders helper. */
export function registerGiftOrderRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
