import { createHash, randomBytes } from 'node:crypto';
import { ApiError, messages, type Me } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Database } from '../db/database.js';
import * as repo from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const sessionCookieName = 'bo_session';

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A hash to verify against when the login is unknown, so both paths take the same time. */
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () =>
  (unknownUserHash ??= hashPassword(randomBytes(16).toString('hex')));

export interface SignInResult {
  token: string;
  me: Me;
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
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
    const failures = await repo.countLoginFailures(this.db, login, ip, since);
    if (
      failures.byLogin >= this.config.loginFailureLimit ||
      failures.byIp >= this.config.loginFailureLimit * 4
    ) {
      const waitMs =
        (failures.oldest?.getTime() ?? Date.now()) + windowMinutes * 60_000 - Date.now();
      throw new ApiError(
        429,
        messages.loginThrottled(Math.max(1, Math.ceil(waitMs / 60_000))),
        'throttled',
      );
    }
    const user = await repo.findUserByLogin(this.db, login);
    const passwordMatches = await verifyPassword(
      user?.pwdHash ?? (await hashForUnknownUser()),
      password,
    );
    if (!user || !passwordMatches) {
      await repo.recordLoginFailure(this.db, login, ip);
      throw new ApiError(401, messages.loginFailed, 'login_failed');
    }
    if (user.blocked) throw new ApiError(403, messages.loginBlocked(user.blockReason), 'blocked');
    await repo.clearLoginFailures(this.db, login);
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.userId,
      ip,
      userAgent,
    });
    const roles = await repo.rolesOfUser(this.db, user.userId);
    return {
      token,
      me: {
        login: user.login,
        fullName: user.fullName,
        custNo: user.custNo,
        comId: user.comId,
        roles,
      },
    };
  }

  /** The signed-in user of a session token, or why there is none. */
  async resolveSession(token: string): Promise<repo.SignedInUser | 'expired'> {
    const tokenHash = hashToken(token);
    const row = await repo.findSessionUser(this.db, tokenHash, this.idleSince());
    if (!row || row.blocked) return 'expired';
    // Refreshing at most once a minute keeps reads from turning into writes.
    if (Date.now() - row.lastSeenAt.getTime() > 60_000) await repo.touchSession(this.db, tokenHash);
    return {
      userId: row.userId,
      login: row.login,
      fullName: row.fullName,
      custNo: row.custNo,
      comId: row.comId,
      roles: row.roles,
    };
  }

  async signOut(token: string): Promise<void> {
    await repo.deleteSession(this.db, hashToken(token));
  }

  async purgeIdleSessions(): Promise<void> {
    await repo.deleteIdleSessions(this.db, this.idleSince());
  }
}
