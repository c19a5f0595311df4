import { availableParallelism } from 'node:os';
import {
  isAcceptablePassword,
  loginPattern,
  messages,
  type RoleCode,
  type UserImportAnswer,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.js';
import { writeEachAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import type { FileSource } from '../../platform/excel/file-source.js';
import { runImport } from '../../platform/excel/run-import.js';
import type { SheetLine } from '../../platform/excel/sheet-line.js';
import { openSpreadsheet } from '../../platform/excel/spreadsheet-rows.js';
import { customersByCode, type CustomerRow } from '../customers/index.js';
import * as repo from './users.repository.js';

type Failure = UserImportAnswer['failedList'][number];
type Success = UserImportAnswer['successList'][number];

/** A line of the user import file (C§5): login, optional password, returns flag `1`. */
interface UserLine {
  line: number;
  login: string;
  password: string;
  flag: string;
}

interface Candidate {
  line: number;
  login: string;
  password: string;
  returns: boolean;
  customer: CustomerRow;
}

/**
 * Hashes at once: argon2 runs on libuv's pool (four threads by default), off the
 * event loop; one per core, at most three, so the pool keeps a thread for file I/O.
 */
const hashConcurrency = Math.min(3, availableParallelism());
/** Users per transaction (and INSERT, well under PostgreSQL's 65,535 parameters). */
const insertBatch = 250;

function parseLine({ line, cells }: SheetLine): UserLine {
  const [login = '', password = '', flag = ''] = cells;
  return { line, login, password, flag };
}

/** Why a line cannot become a user, or null; `seen` holds the logins of the lines before it. */
function lineError(
  line: UserLine,
  customer: CustomerRow | undefined,
  taken: Set<string>,
  seen: Set<string>,
): string | null {
  const key = line.login.toLowerCase();
  if (line.login === '') return messages.importEmptyLogin;
  if (seen.has(key)) return messages.importDuplicateLine;
  if (line.flag !== '' && line.flag !== '1') return messages.importBadFlag;
  if (!loginPattern.test(line.login)) return messages.loginInvalid;
  if (line.password !== '' && !isAcceptablePassword(line.password)) return messages.passwordRule;
  if (!customer) return messages.customerNotFound;
  if (taken.has(key)) return messages.loginTaken;
  return null;
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  // One iterator shared by the workers: each takes the next item in turn.
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Bulk creation of customer users from an .xlsx file without a header row
 * (C§2.9, C§5). Good lines become users holding CustomerUser (and Returns with
 * the flag); bad lines are listed with the reason. The file is checked whole
 * (`runImport`) before anything is written, so a file that cannot be read
 * changes nothing.
 */
export class UserImportService {
  constructor(
    private readonly db: Database,
    private readonly maxLines: number,
  ) {}

  async import(actor: SignedInUser, file: FileSource): Promise<UserImportAnswer> {
    const sheet = await openSpreadsheet(file, { accept: ['xlsx'] });
    const seen = new Set<string>();
    const successList: Success[] = [];
    const { failed } = await runImport<UserLine, Failure>({
      read: () => sheet.lines(),
      maxLines: this.maxLines,
      batchSize: insertBatch,
      parse: parseLine,
      check: (lines) => this.check(actor, lines, seen),
      write: (lines) => this.write(actor, lines, successList),
    });
    return { successList, failedList: failed };
  }

  private async check(actor: SignedInUser, lines: UserLine[], seen: Set<string>) {
    const logins = lines.map((line) => line.login).filter(Boolean);
    const customers = await customersByCode(this.db, actor.comId, [...new Set(logins)]);
    const taken = await repo.existingLogins(this.db, logins);
    return lines.map((line): Failure | null => {
      const customer = customers.get(line.login);
      const error = lineError(line, customer, taken, seen);
      if (line.login !== '') seen.add(line.login.toLowerCase());
      return error
        ? { line: line.line, login: line.login, name: customer?.name ?? '', error }
        : null;
    });
  }

  /**
   * Creates the users of a batch with their roles and audit rows in one
   * transaction, the passwords hashed before it; answers the lines whose
   * customer or login changed since the check.
   */
  private async write(actor: SignedInUser, lines: UserLine[], successList: Success[]) {
    const failures: Failure[] = [];
    const customers = await customersByCode(
      this.db,
      actor.comId,
      lines.map((line) => line.login),
    );
    const candidates: Candidate[] = [];
    for (const line of lines) {
      const customer = customers.get(line.login);
      if (!customer) {
        failures.push({
          line: line.line,
          login: line.login,
          name: '',
          error: messages.customerNotFound,
        });
        continue;
      }
      candidates.push({
        line: line.line,
        login: line.login,
        password: line.password || generatePassword(),
        returns: line.flag === '1',
        customer,
      });
    }
    const hashed = await mapLimited(candidates, hashConcurrency, async (candidate) => ({
      candidate,
      pwdHash: await hashPassword(candidate.password),
    }));
    const created = await this.insert(actor, hashed);
    for (const candidate of candidates) {
      const { login, customer } = candidate;
      if (created.has(login.toLowerCase())) {
        successList.push({ login, name: customer.name, password: candidate.password });
      } else {
        // Created by someone else between the check and the insert.
        failures.push({
          line: candidate.line,
          login,
          name: customer.name,
          error: messages.loginTaken,
        });
      }
    }
    return failures;
  }

  /** Inserts users, roles and audit rows in one transaction; answers the logins created. */
  private insert(actor: SignedInUser, hashed: { candidate: Candidate; pwdHash: string }[]) {
    const candidates = hashed.map(({ candidate }) => candidate);
    return this.db.transaction(async (tx) => {
      const created = new Set<string>();
      const rows = await repo.insertUsersIfFree(
        tx,
        hashed.map(({ candidate, pwdHash }) => ({
          login: candidate.login,
          pwdHash,
          comId: actor.comId,
          custNo: candidate.customer.custNo,
          blocked: false,
          fullName: candidate.customer.name,
          eMail: candidate.customer.eMail,
          phone: candidate.customer.phone,
        })),
      );
      const byLogin = new Map(candidates.map((candidate) => [candidate.login, candidate]));
      const roles: { userId: number; role: RoleCode }[] = [];
      for (const row of rows) {
        created.add(row.login.toLowerCase());
        roles.push({ userId: row.userId, role: 'CustomerUser' });
        if (byLogin.get(row.login)?.returns) roles.push({ userId: row.userId, role: 'Returns' });
      }
      await repo.insertUserRoles(tx, roles);
      await writeEachAudit(tx, actor, 'user', rows, (row) => ({
        entityId: row.login,
        action: 'create',
        after: { login: row.login, source: 'import', returns: !!byLogin.get(row.login)?.returns },
      }));
      return created;
    });
  }
}
