import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.js';
import { features } from './features/index.js';
import { accountStore } from './features/users/index.js';
import { registerAuthRoutes } from './platform/auth/auth.routes.js';
import { AuthService } from './platform/auth/auth.service.js';
import { setPasswordHashCost } from './platform/auth/passwords.js';
import { registerSessionLoader } from './platform/auth/session-loader.js';
import type { Database } from './platform/db/database.js';
import type { AppDeps } from './platform/feature.js';
import { registerAccessControl } from './platform/http/access.js';
import { registerCsrfGuard } from './platform/http/csrf.js';
import { registerErrorHandler } from './platform/http/errors.js';
import { registerFormBodyParser } from './platform/http/form-body.js';
import { registerHealthRoute } from './platform/http/health.js';
import { registerTextGuard } from './platform/http/text-guard.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerWebApp } from './platform/http/web-app.js';
import { webDistDir } from './platform/paths.js';
import { Mailer } from './platform/mail/mailer.js';
import { LocalStorage } from './platform/storage/local-storage.js';
import { openPrivateStorage } from './platform/storage/private-storage.js';

interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  auth: AuthService;
}

export interface BuildOptions {
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it to check what is logged). */
  logStream?: { write(line: string): void };
  /** Extra routes registered beside the features' (tests use it for the deny-by-default check). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** The built web app to serve; apps/web/dist by default. */
  webDist?: string;
}

/** Builds the whole server on an open database; `main.ts` listens, tests use `app.inject`. */
export async function buildApp(
  config: Config,
  db: Database,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  setPasswordHashCost(config.passwordHashCost);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = new LocalStorage(uploadsDir);
  const privateStorage = openPrivateStorage(config.dataDir);
  // A write a crash interrupted leaves a hidden temporary file; nothing writes yet.
  const swept =
    (await storage.sweepTemporaryFiles()) + (await privateStorage.sweepTemporaryFiles());
  if (swept > 0) app.log.info({ swept }, 'removed temporary files of interrupted writes');
  const deps: AppDeps = {
    db,
    storage,
    privateStorage,
    config,
    mailer: new Mailer(db, config, app.log),
    accounts: accountStore,
  };
  const auth = new AuthService(db, config, deps.accounts);

  registerErrorHandler(app, config.uploadLimitBytes);
  // Order matters: cookies are parsed before the session is loaded, and the
  // access rule is recorded for every route registered after this point.
  await app.register(cookie);
  registerSecurityHeaders(app);
  registerCsrfGuard(app);
  registerSessionLoader(app, auth);
  registerAccessControl(app);
  registerTextGuard(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, {
    limits: {
      fileSize: config.uploadLimitBytes,
      files: 10,
      fields: 50,
      fieldSize: 100_000,
      parts: 60,
    },
  });
  // Form posts in the urlencoded encoding too (ItemSet/ProductList, C§7).
  registerFormBodyParser(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Back office API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerHealthRoute(app, db);
  registerAuthRoutes(app, auth, config);
  app.addHook('onClose', () => deps.mailer.stop());
  for (const feature of features) feature.register(app, deps);
  options.extraRoutes?.(app);

  await registerWebApp(app, options.webDist ?? webDistDir(), uploadsDir);
  return { app, deps, auth };
}
