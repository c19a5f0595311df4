import { availableParallelism } from 'node:os';
import { setImmediate } from 'node:timers/promises';
import {
  isAcceptablePassword,
  loginPattern,
  messages,
  type RoleCode,
  type UserImportAnswer,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/auth.repository.js';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.js';
import { writeAudits } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/errors.js';
import { readXlsxLines, type SheetLine } from '../../platform/excel/xlsx-rows.js';
import * as repo from './users.repository.js';

type Failure = UserImportAnswer['failedList'][number];

interface Candidate {
  line: number;
  login: string;
  password: string;
  returns: boolean;
  customer: repo.CustomerRow;
}

/**
 * Hashes at once: argon2 runs on libuv's pool (four threads by default), off the
 * event loop; one per core, at most three, so the pool keeps a thread for file I/O.
 */
const hashConcurrency = Math.min(3, availableParallelism());
/** Users per transaction (and INSERT, well under PostgreSQL's 65,535 parameters). */
const insertBatch = 250;

/** The cells of a line of the user import file (C§5): login, optional password, returns flag `1`. */
function parseLine({ line, cells }: SheetLine) {
  const [login = '', password = '', flag = ''] = cells;
  return { line, login, password, flag };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Bulk creation of customer users from an .xlsx file without a header row
 * (C§2.9, C§5). Good lines become users holding CustomerUser (and Returns with
 * the flag); bad lines are listed with the reason. The file is read whole
 * before anything is written, so a file that cannot be read changes nothing.
 */
export class UserImportService {
  constructor(
    private readonly db: Database,
    private readonly maxLines: number,
  ) {}

  async import(actor: SignedInUser, file: Buffer): Promise<UserImportAnswer> {
    const lines = (await readXlsxLines(file, { maxLines: this.maxLines })).map(parseLine);
    if (lines.length === 0) throw badRequest(messages.importNoLines);
    const failedList: Failure[] = [];
    const customers = await repo.customersByCode(this.db, actor.comId, [
      ...new Set(lines.map((line) => line.login).filter(Boolean)),
    ]);
    const taken = await repo.existingLogins(
      this.db,
      lines.map((line) => line.login).filter(Boolean),
    );
    const seen = new Set<string>();
    const candidates: Candidate[] = [];
    for (const line of lines) {
      const customer = customers.get(line.login);
      const fail = (error: string) =>
        failedList.push({ line: line.line, login: line.login, name: customer?.name ?? '', error });
      const key = line.login.toLowerCase();
      if (line.login === '') fail(messages.importEmptyLogin);
      else if (seen.has(key)) fail(messages.importDuplicateLine);
      else if (line.flag !== '' && line.flag !== '1') fail(messages.importBadFlag);
      else if (!loginPattern.test(line.login)) fail(messages.loginInvalid);
      else if (line.password !== '' && !isAcceptablePassword(line.password))
        fail(messages.passwordRule);
      else if (!customer) fail(messages.customerNotFound);
      else if (taken.has(key)) fail(messages.loginTaken);
      else {
        candidates.push({
          line: line.line,
          login: line.login,
          password: line.password || generatePassword(),
          returns: line.flag === '1',
          customer,
        });
      }
      if (line.login !== '') seen.add(key);
    }

    const hashes = await mapLimited(candidates, hashConcurrency, (candidate) =>
      hashPassword(candidate.password),
    );
    const created = await this.insert(actor, candidates, hashes);
    const successList: UserImportAnswer['successList'] = [];
    for (const candidate of candidates) {
      if (created.has(candidate.login.toLowerCase())) {
        successList.push({
          login: candidate.login,
          name: candidate.customer.name,
          password: candidate.password,
        });
      } else {
        // Created by someone else between the check and the insert.
        failedList.push({
          line: candidate.line,
          login: candidate.login,
          name: candidate.customer.name,
          error: messages.loginTaken,
        });
      }
    }
    failedList.sort((a, b) => a.line - b.line);
    return { successList, failedList };
  }

  /**
   * Inserts the users with their roles and audit rows, one transaction per
   * batch: the embedded database serves one transaction at a time, and other
   * requests get their turn between batches. Answers the logins created.
   */
  private async insert(actor: SignedInUser, candidates: Candidate[], hashes: string[]) {
    const created = new Set<string>();
    for (let start = 0; start < candidates.length; start += insertBatch) {
      const batch = candidates.slice(start, start + insertBatch);
      await this.db.transaction(async (tx) => {
        const rows = await repo.insertUsersIfFree(
          tx,
          batch.map((candidate, index) => ({
            login: candidate.login,
            pwdHash: hashes[start + index]!,
            comId: actor.comId,
            custNo: candidate.customer.custNo,
            blocked: false,
            fullName: candidate.customer.name,
            eMail: candidate.customer.eMail,
            phone: candidate.customer.phone,
          })),
        );
        const byLogin = new Map(batch.map((candidate) => [candidate.login, candidate]));
        const roles: { userId: number; role: RoleCode }[] = [];
        for (const row of rows) {
          created.add(row.login.toLowerCase());
          roles.push({ userId: row.userId, role: 'CustomerUser' });
          if (byLogin.get(row.login)?.returns) roles.push({ userId: row.userId, role: 'Returns' });
        }
        await repo.insertUserRoles(tx, roles);
        await writeAudits(
          tx,
          rows.map((row) => ({
            actorLogin: actor.login,
            comId: actor.comId,
            entity: 'user',
            entityId: row.login,
            action: 'create' as const,
            after: {
              login: row.login,
              source: 'import',
              returns: !!byLogin.get(row.login)?.returns,
            },
          })),
        );
      });
      // The embedded database answers without real I/O, so its promises chain on as
      // microtasks; yield here, or requests that arrived meanwhile wait for the whole import.
      await setImmediate();
    }
    return created;
  }
}
