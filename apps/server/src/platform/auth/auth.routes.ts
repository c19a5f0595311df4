import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  meAnswerSchema,
  okAnswerSchema,
  sessionAnswerSchema,
  sessionPath,
  setLanguagePath,
  setLanguageRequestSchema,
  type Me,
  type SessionAnswer,
} from '@bo/contract';
import type { Config } from '../../config.js';
import { publicAccess, signedInAccess } from '../http/access.js';
import { currentUser } from '../http/current-user.js';
import type { SignedInUser } from './account-store.js';
import { type AuthService, sessionCookieName } from './auth.service.js';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(sessionCookieName, { path: '/' });

  api.post(
    '/api/auth/login',
    {
      config: { access: publicAccess },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: meAnswerSchema } },
    },
    async (request, reply): Promise<Me> => {
      const { token, me } = await auth.signIn(
        request.body.login,
        request.body.password,
        request.ip,
        request.headers['user-agent'] ?? '',
      );
      reply.setCookie(sessionCookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.cookieSecure,
      });
      return me;
    },
  );

  api.post(
    '/api/auth/logout',
    {
      config: { access: publicAccess },
      schema: { tags: ['auth'], response: { 200: okAnswerSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName];
      if (token) await auth.signOut(token);
      clearCookie(reply);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/auth/me',
    {
      config: { access: signedInAccess },
      schema: { tags: ['auth'], response: { 200: meAnswerSchema } },
    },
    async (request): Promise<Me> => presentMe(currentUser(request)),
  );

  api.post(
    setLanguagePath,
    {
      config: { access: signedInAccess },
      schema: {
        tags: ['auth'],
        summary: "Keeps the caller's interface language ('en' or 'uk')",
        body: setLanguageRequestSchema,
        response: { 200: meAnswerSchema },
      },
    },
    async (request): Promise<Me> =>
      presentMe(await auth.setLanguage(currentUser(request), request.body.lang)),
  );

  api.get(
    sessionPath,
    {
      // Being signed out is an answer here, not a refusal: the sign-in page asks on every visit.
      config: { access: publicAccess },
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in: 200 either way',
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request, reply): Promise<SessionAnswer> => {
      // Never cached: the answer changes with sign-in and sign-out.
      void reply.header('cache-control', 'no-store');
      return request.user ? { signedIn: true, me: presentMe(request.user) } : { signedIn: false };
    },
  );
}

function presentMe(user: SignedInUser): Me {
  return {
    login: user.login,
    fullName: user.fullName,
    custNo: user.custNo,
    comId: user.comId,
    roles: user.roles,
    lang: user.lang,
  };
}
