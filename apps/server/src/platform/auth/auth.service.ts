import { createHash, randomBytes } from 'node:crypto';
import { ApiError, type Language, type Me, text } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Database } from '../db/database.js';
import type { AccountStore, SignedInUser } from './account-store.js';
import * as repo from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { tooManyRequests } from '../http/errors.js';

export const sessionCookieName = 'bo_session';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A hash to verify against when the login is unknown, so both paths take the same time. */
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () =>
  (unknownUserHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * The sign-in throttle (README, security): `limit` failures of one login from
 * one address, or 4 × `limit` from one address, stop that address for the
 * window. A login with `limit` failures from anywhere stops only the addresses
 * that failed for it: a correct password from another address still passes,
 * so nobody can shut a user (or the administrator) out from afar.
 */
function signInRefused(attempts: repo.SignInAttempts, limit: number): boolean {
  if (attempts.byLoginAndAddress >= limit || attempts.byAddress >= limit * 4) return true;
  return attempts.byLogin >= limit && attempts.byLoginAndAddress > 0;
}

interface SignInResult {
  token: string;
  me: Me;
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly accounts: AccountStore,
  ) {}

  private idleSince(): Date {
    return new Date(Date.now() - this.config.sessionIdleMinutes * 60_000);
  }

  async signIn(
    login: string,
    password: string,
    ip: string,
    userAgent: string,
  ): Promise<SignInResult> {
    const windowMinutes = this.config.loginFailureWindowMinutes;
    const since = new Date(Date.now() - windowMinutes * 60_000);
    // Counted and recorded before the password is checked, so that concurrent guesses cannot all pass.
    const attempts = await repo.countAndRecordSignIn(this.db, login, ip, since);
    if (signInRefused(attempts, this.config.loginFailureLimit)) {
      const waitMs =
        (attempts.oldest?.getTime() ?? Date.now()) + windowMinutes * 60_000 - Date.now();
      throw tooManyRequests('loginThrottled', { count: Math.max(1, Math.ceil(waitMs / 60_000)) });
    }
    const user = await this.accounts.findByLogin(this.db, login);
    const passwordMatches = await verifyPassword(
      user?.pwdHash ?? (await hashForUnknownUser()),
      password,
    );
    // A wrong password leaves its attempt recorded as a failure.
    if (!user || !passwordMatches) throw new ApiError(401, 'login_failed', text('loginFailed'));
    await repo.clearSignInFailures(this.db, login, ip);
    if (user.blocked)
      throw new ApiError(
        403,
        'blocked',
        user.blockReason
          ? text('loginBlockedWithReason', { reason: user.blockReason })
          : text('loginBlocked'),
      );
    const token = randomBytes(32).toString('base64url');
    await this.accounts.insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.userId,
      ip,
      userAgent,
    });
    const roles = await this.accounts.roleCodes(this.db, user.userId);
    return {
      token,
      me: {
        login: user.login,
        fullName: user.fullName,
        custNo: user.custNo,
        comId: user.comId,
        roles,
        lang: user.lang,
      },
    };
  }

  /** The signed-in user of a session token, or why there is none. */
  async resolveSession(token: string): Promise<SignedInUser | 'expired'> {
    const tokenHash = hashToken(token);
    const row = await this.accounts.findSessionUser(this.db, tokenHash, this.idleSince());
    if (!row || row.blocked) return 'expired';
    // Refreshing at most once a minute keeps reads from turning into writes.
    if (Date.now() - row.lastSeenAt.getTime() > 60_000)
      await this.accounts.touchSession(this.db, tokenHash);
    return {
      userId: row.userId,
      login: row.login,
      fullName: row.fullName,
      custNo: row.custNo,
      comId: row.comId,
      roles: row.roles,
      lang: row.lang,
    };
  }

  /** Keeps the user's interface language; the answer is the user as `/api/auth/me` gives it. */
  async setLanguage(user: SignedInUser, lang: Language): Promise<SignedInUser> {
    await this.accounts.setLanguage(this.db, user.userId, lang);
    return { ...user, lang };
  }

  async signOut(token: string): Promise<void> {
    await this.accounts.deleteSession(this.db, hashToken(token));
  }

  /** The hourly upkeep: idle sessions and sign-in failures past their window. */
  async purgeIdleSessions(): Promise<void> {
    await this.accounts.deleteIdleSessions(this.db, this.idleSince());
    const windowMs = this.config.loginFailureWindowMinutes * 60_000;
    await repo.deleteLoginFailuresBefore(this.db, new Date(Date.now() - windowMs));
  }
}
