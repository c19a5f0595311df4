import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/database.js';
import { seedIfEmpty } from './platform/seed/seed.js';

const config = loadConfig();
const handle = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
const { app, deps, auth } = await buildApp(config, handle.db);
const report = await seedIfEmpty(deps);
for (const { logins, password } of report.generatedPasswords) {
  // Printed once on first start; only the hash is stored.
  console.log(`Generated password for ${logins.join(', ')}: ${password}`);
}
// Hourly housekeeping: idle sessions go, and PGlite's planner statistics are refreshed.
const housekeeping = setInterval(() => {
  Promise.all([auth.purgeIdleSessions(), handle.maintain()]).catch((error: unknown) =>
    app.log.error(error),
  );
}, 3600_000);
housekeeping.unref();

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use: stop the other server or set PORT.`
      : `The server could not listen on ${config.host}:${config.port}: ${String(error)}`,
  );
  await handle.close();
  process.exit(1);
}
app.log.info(`database: ${handle.kind}; data: ${config.dataDir}`);
deps.mailer.start();
app.log.info(
  deps.mailer.smtpEnabled
    ? 'e-mail: sent through SMTP_URL'
    : 'e-mail: SMTP_URL is not set, e-mail goes to the outbox table and the log only',
);
