import { ApiError, text } from '@bo/contract';
import type { FastifyRequest } from 'fastify';
import type { SignedInUser } from '../auth/account-store.js';

/** The caller of a route that declared roles or signedIn (access control has already checked). */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new ApiError(401, 'session_missing', text('sessionMissing'));
  return request.user;
}
