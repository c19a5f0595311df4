import type { Language, RoleCode } from '@bo/contract';
import type { Executor } from '../db/database.js';

/** The user a valid session belongs to, as every route reads it (`request.user`). */
export interface SignedInUser {
  userId: number;
  login: string;
  fullName: string;
  custNo: string | null;
  comId: number;
  roles: RoleCode[];
  /** The interface language the user chose; null follows the browser. */
  lang: Language | null;
}

/** An account as sign-in and the command-line password reset read it. */
interface Account {
  userId: number;
  login: string;
  pwdHash: string;
  blocked: boolean;
  blockReason: string | null;
  fullName: string;
  custNo: string | null;
  comId: number;
  lang: Language | null;
}

/** A session's user with what the session check needs besides. */
export interface SessionUser extends SignedInUser {
  blocked: boolean;
  lastSeenAt: Date;
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  ip: string;
  userAgent: string;
}

/**
 * What sign-in, sessions and the password reset need of the accounts and
 * their sessions. The tables are the users feature's, which implements this;
 * the app hands it in (`AppDeps.accounts`): the platform knows no feature.
 * Each call takes the caller's database or transaction.
 */
export interface AccountStore {
  /** The account with this login in any letter case (logins are unique everywhere). */
  findByLogin(db: Executor, login: string): Promise<Account | undefined>;
  /** The codes of the roles the account holds, sorted. */
  roleCodes(db: Executor, userId: number): Promise<RoleCode[]>;
  setPassword(db: Executor, userId: number, pwdHash: string): Promise<void>;
  setLanguage(db: Executor, userId: number, lang: Language): Promise<void>;
  insertSession(db: Executor, session: NewSession): Promise<void>;
  /** The session's user, with its roles, when the session was seen after `idleSince`. */
  findSessionUser(
    db: Executor,
    tokenHash: string,
    idleSince: Date,
  ): Promise<SessionUser | undefined>;
  touchSession(db: Executor, tokenHash: string): Promise<void>;
  deleteSession(db: Executor, tokenHash: string): Promise<void>;
  /** Ends every session of a user: on block, delete and password change (DESIGN §4). */
  deleteSessionsOfUser(db: Executor, userId: number): Promise<void>;
  deleteIdleSessions(db: Executor, idleSince: Date): Promise<void>;
}
