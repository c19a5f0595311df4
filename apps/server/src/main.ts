import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { runAuditRetention } from './platform/audit/audit-retention.js';
import { openDatabase } from './platform/db/database.js';
import { features } from './features/index.js';
import { seedDemoCustomers } from './features/customers/index.js';
import { seedAccounts } from './features/users/index.js';
import { seedIfEmpty } from './platform/seed/seed.js';
import { startUpMessage } from './start-up-message.js';

const config = loadConfig();
// A PostgreSQL connection's error that no query hears (the server restarted, the
// network dropped) is logged, never thrown: to stderr until the app's logger exists.
let logConnectionError = (error: Error) => console.error('PostgreSQL connection error:', error);
const handle = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  onConnectionError: (error) => logConnectionError(error),
});
const { app, deps, auth } = await buildApp(config, handle.db);
logConnectionError = (error) => app.log.error({ err: error }, 'PostgreSQL connection error');
const report = await seedIfEmpty(deps, features, {
  accounts: seedAccounts,
  demoCustomers: seedDemoCustomers,
});
// Fresh demo data (a million vehicle items) needs planner statistics before the first
// request: PGlite has no autovacuum, and PostgreSQL's would come a minute later.
if (report.seeded) await handle.analyze();
// Hourly housekeeping: idle sessions go, and PGlite's planner statistics are refreshed;
// once a day (one instance of several) audit rows past AUDIT_RETENTION_DAYS go.
let housekeepingRound: Promise<unknown> | undefined;
const housekeeping = setInterval(() => {
  housekeepingRound ??= Promise.all([
    auth.purgeIdleSessions(),
    handle.maintain(),
    runAuditRetention(handle.db, config.auditRetentionDays),
  ])
    .catch((error: unknown) => app.log.error(error))
    .finally(() => (housekeepingRound = undefined));
}, 3600_000);
housekeeping.unref();

/**
 * Stops everything that queries (requests, the mailer's rounds, housekeeping)
 * before the database closes, so nothing meets a closed pool; the database's
 * close waits until every connection has ended. Once only, whichever signal comes.
 */
let stopping: Promise<void> | undefined;
const shutdown = (signal: NodeJS.Signals) => {
  stopping ??= (async () => {
    // Should a connection never say goodbye, do not hang the process manager.
    setTimeout(() => {
      console.error(`Shutdown after ${signal} took over 10 s: exiting anyway.`);
      process.exit(1);
    }, 10_000).unref();
    clearInterval(housekeeping);
    try {
      await app.close();
      await housekeepingRound;
      await handle.close();
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
    process.exit(0);
  })();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

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
// Last, so the address and a first start's passwords (printed once; only hashes are
// stored) are not lost among the log lines.
console.log(startUpMessage(config, handle.kind, report));
