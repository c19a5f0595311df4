import path from 'node:path';
import { z } from 'zod';
import { defaultAllRowsCap } from '@bo/contract';
import { productionHashCost, type PasswordHashCost } from './platform/auth/passwords.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  DEMO_PASSWORD: z.string().min(1).optional(),
  DEMO_DATA: z.enum(['0', '1']).default('1'),
  DEMO_SCALE: z.coerce.number().positive().max(10).default(1),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(480),
  COOKIE_SECURE: z.enum(['0', '1']).default('0'),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
      error: 'TRUST_PROXY is a number of proxy hops or a comma-separated list of proxy addresses',
    })
    .default('0'),
  UPLOAD_LIMIT_MB: z.coerce.number().positive().default(10),
  UPLOAD_REQUEST_LIMIT_MB: z.coerce.number().positive().default(50),
  UPLOAD_FILES_PER_REQUEST: z.coerce.number().int().positive().default(20),
  JOURNAL_LIMIT_MB: z.coerce.number().positive().default(50),
  ALL_ROWS_CAP: z.coerce.number().int().positive().default(defaultAllRowsCap),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Back office <no-reply@localhost>'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(6),
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(30),
  CONFIRMATION_LINK_HOURS: z.coerce.number().positive().default(72),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4_194_304)
    .default(productionHashCost.memoryKiB),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(100).default(productionHashCost.passes),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  demoData: boolean;
  /**
   * Size of the catalogue-scale demo data (the vehicle database: 1 is about
   * 1,000,000 vehicle items); tests and quick starts use a fraction such as 0.001.
   */
  demoScale: number;
  sessionIdleMinutes: number;
  cookieSecure: boolean;
  /**
   * Behind reverse proxies: how many hops of X-Forwarded-For to trust (the
   * client address is the entry that many hops back, never the client-written
   * left-most one), or the proxies' addresses; 0 trusts none. Sign-in and
   * registration throttling use that address.
   */
  trustProxy: number | string[];
  uploadLimitBytes: number;
  /** The file manager's limit on all files of one upload request. */
  uploadRequestLimitBytes: number;
  uploadFilesPerRequest: number;
  /** Largest journal PDF (and cover). */
  journalLimitBytes: number;
  allRowsCap: number;
  logLevel: string;
  loginFailureLimit: number;
  loginFailureWindowMinutes: number;
  /** The address customers open, for links in e-mails (never taken from a request's Host). */
  publicUrl: string;
  /** SMTP server as a nodemailer URL (smtp://user:pass@host:587); unset: e-mail goes to the outbox and the log only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Delivery attempts of one e-mail before it is marked failed. */
  mailMaxAttempts: number;
  mailPollMs: number;
  /** How long a confirmation link works. */
  confirmationLinkMs: number;
  /** Public registration requests accepted per client address and hour. */
  registrationLimitPerHour: number;
  /** Audit rows older than this many days are removed by the daily retention job. */
  auditRetentionDays: number;
  /** argon2id's cost for new password hashes; the test app lowers it, a server keeps the default. */
  passwordHashCost: PasswordHashCost;
}

function trustedProxies(value: string): number | string[] {
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** Fastify's trustProxy for the configured hops or addresses (its types take no hop count). */
export function trustProxyOption(
  trust: number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}

/** Reads the configuration table of the README from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    adminPassword: parsed.ADMIN_PASSWORD,
    demoPassword: parsed.DEMO_PASSWORD,
    demoData: parsed.DEMO_DATA === '1',
    demoScale: parsed.DEMO_SCALE,
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    cookieSecure: parsed.COOKIE_SECURE === '1',
    trustProxy: trustedProxies(parsed.TRUST_PROXY),
    uploadLimitBytes: Math.round(parsed.UPLOAD_LIMIT_MB * 1024 * 1024),
    uploadRequestLimitBytes: Math.round(parsed.UPLOAD_REQUEST_LIMIT_MB * 1024 * 1024),
    uploadFilesPerRequest: parsed.UPLOAD_FILES_PER_REQUEST,
    journalLimitBytes: Math.round(parsed.JOURNAL_LIMIT_MB * 1024 * 1024),
    allRowsCap: parsed.ALL_ROWS_CAP,
    logLevel: parsed.LOG_LEVEL,
    loginFailureLimit: parsed.LOGIN_FAILURE_LIMIT,
    loginFailureWindowMinutes: parsed.LOGIN_FAILURE_WINDOW_MINUTES,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    mailMaxAttempts: parsed.MAIL_MAX_ATTEMPTS,
    mailPollMs: Math.round(parsed.MAIL_POLL_SECONDS * 1000),
    confirmationLinkMs: Math.round(parsed.CONFIRMATION_LINK_HOURS * 3600 * 1000),
    registrationLimitPerHour: parsed.REGISTRATION_LIMIT_PER_HOUR,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS,
    passwordHashCost: {
      memoryKiB: parsed.PASSWORD_HASH_MEMORY_KIB,
      passes: parsed.PASSWORD_HASH_PASSES,
    },
  };
}
