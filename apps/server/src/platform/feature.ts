import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { AccountStore } from './auth/account-store.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { Storage } from './storage/storage.js';

export interface AppDeps {
  db: Database;
  /** Public files, served under /uploads. */
  storage: Storage;
  /** Files never served statically (journal PDFs): routes stream them after their own access check. */
  privateStorage: Storage;
  config: Config;
  /** E-mail through the outbox (platform/mail). */
  mailer: Mailer;
  /** Accounts and sessions for sign-in and the password reset (the users feature's tables). */
  accounts: AccountStore;
}

/** What a feature hands to the app: its routes, and demo data for an empty database. */
export interface ServerFeature {
  name: string;
  register(app: FastifyInstance, deps: AppDeps): void;
  seedDemo?(deps: AppDeps): Promise<void>;
}
