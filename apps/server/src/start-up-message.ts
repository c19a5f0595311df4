import type { Config } from './config.js';
import type { SeedReport } from './platform/seed/seed.js';

/**
 * The short block that ends the start-up: where to open the back office and,
 * on the first start, the passwords generated for it (shown this once); on a
 * later start, how to get back in when the administrator's password is lost.
 */
export function startUpMessage(
  config: Config,
  databaseKind: 'pglite' | 'postgres',
  report: SeedReport,
): string {
  const database =
    databaseKind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${config.dataDir}`
      : 'PostgreSQL at DATABASE_URL';
  const lines = ['', `Back office: open ${config.publicUrl}`, `  database: ${database}`];
  if (report.seeded) {
    for (const { logins, password } of report.generatedPasswords) {
      lines.push(`  password of ${logins.join(', ')}: ${password}  (shown this once)`);
    }
    if (config.adminPassword) lines.push('  admin signs in with ADMIN_PASSWORD');
  } else {
    lines.push(
      '  the database already exists: its users and passwords are as they were',
      '  (ADMIN_PASSWORD applies only to an empty database).',
      '  Lost the admin password? Stop the server and run: npm run reset-password -- admin',
    );
  }
  lines.push('');
  return lines.join('\n');
}
