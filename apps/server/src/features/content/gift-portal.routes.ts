import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/feature.js';

/** The portal's gift orders (issue 16): built by the portal helper. */
export function registerGiftPortalRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
