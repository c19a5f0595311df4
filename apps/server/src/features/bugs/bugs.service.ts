import {
  anyBugStatus,
  bugOrderBy,
  type bugReportFieldsSchema,
  bugScreenshotField,
  hasAnyRole,
  isBugStatus,
  messages,
  screenRoles,
  type BugsPageRequest,
  type PageQuery,
  type PageRequest,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import type { ParsedForm } from '../../platform/http/multipart.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import { writeWithPictures } from '../../platform/storage/pictures.js';
import type { Storage } from '../../platform/storage/storage.js';
import * as repo from './bugs.repository.js';

/** The content type of a stored screenshot, from the extension `pictureKey` gave it by content. */
const screenshotTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function checkedStatus(status: number, field = 'status'): number {
  if (!isBugStatus(status)) {
    throw badRequest('bugStatusUnknown', undefined, { [field]: [messages.invalidValue] });
  }
  return status;
}

/** What an audit row keeps of a report: the row without its derived search text. */
function audited(row: repo.BugRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'searchText'));
}

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Bug reports (A§2, DESIGN §9 Bugs): anyone reports; Tester and Admin triage. */
export class BugsService {
  constructor(
    private readonly db: Database,
    /** The private storage: screenshots are streamed after the access check, never public. */
    private readonly files: Storage,
    private readonly allRowsCap: number,
  ) {}

  /** Whether the caller triages the company's reports (the Bugs screen's roles). */
  static triages(actor: SignedInUser): boolean {
    return hasAnyRole(actor.roles, screenRoles.bugs);
  }

  async report(actor: SignedInUser, form: ParsedForm<typeof bugReportFieldsSchema>) {
    const { fields } = form;
    const upload = {
      folder: `bugs/${actor.comId}`,
      files: form.files,
      parts: { screenshot: bugScreenshotField },
    };
    return writeWithPictures(this.files, upload, ({ screenshot = null }) =>
      this.db.transaction(async (tx) => {
        const created = await repo.bugRows.insert(tx, {
          comId: actor.comId,
          reporterLogin: actor.login,
          page: fields.page,
          userAgent: fields.userAgent,
          description: fields.description,
          screenshot,
          screenshotType: screenshot
            ? (screenshotTypes[screenshot.split('.').pop() ?? ''] ?? null)
            : null,
        });
        await auditChange(tx, actor, 'bug', {
          entityId: created.id,
          action: 'create',
          after: audited(created),
        });
        return created;
      }),
    );
  }

  /** The company's reports, of one status or any (Tester, Admin). */
  async page(comId: number, request: BugsPageRequest, query: PageQuery) {
    const { status } = request;
    const scope: repo.BugListScope = {
      comId,
      status: status === anyBugStatus ? undefined : checkedStatus(status),
      filter: searchText(query.filter),
    };
    const orderBy = sortColumnOf(bugOrderBy, query.orderBy, 'id');
    return pagedList(request, this.allRowsCap, {
      rows: (window) => repo.listBugs(this.db, { scope, orderBy, desc: request.desc, ...window }),
      total: () => repo.countBugs(this.db, scope),
    });
  }

  /** The caller's own reports, by id (newest first with `desc`). */
  async mine(actor: SignedInUser, request: PageRequest) {
    const scope: repo.BugListScope = { comId: actor.comId, reporterLogin: actor.login };
    return pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.listBugs(this.db, { scope, orderBy: 'id', desc: request.desc, ...window }),
      total: () => repo.countBugs(this.db, scope),
    });
  }

  /**
   * The report, to Tester and Admin of its company and to its reporter; anyone
   * else is told it does not exist, as for another company's id.
   */
  async get(actor: SignedInUser, id: number): Promise<repo.BugRow> {
    const row = await repo.bugRows.find(this.db, actor.comId, id);
    if (!row || !(BugsService.triages(actor) || sameLogin(row.reporterLogin, actor.login))) {
      throw notFound('bugNotFound');
    }
    return row;
  }

  async detail(actor: SignedInUser, id: number) {
    const bug = await this.get(actor, id);
    return { bug, comments: await repo.listComments(this.db, bug.id) };
  }

  /** A comment, a status change, or both: one comment row naming the new status (Tester, Admin). */
  async update(actor: SignedInUser, change: { id: number; status: number; comment: string }) {
    const status = checkedStatus(change.status);
    const before = await this.get(actor, change.id);
    const statusChanged = status !== before.status;
    if (!statusChanged && change.comment === '') {
      throw badRequest('bugNothingToSave', undefined, { comment: [messages.requiredField] });
    }
    await this.db.transaction(async (tx) => {
      const after = statusChanged
        ? await repo.updateBugStatus(tx, actor.comId, before.id, status)
        : await repo.touchBug(tx, actor.comId, before.id);
      if (!after) throw notFound('bugNotFound');
      const comment = await repo.insertComment(tx, {
        bugId: before.id,
        authorLogin: actor.login,
        body: change.comment,
        status: statusChanged ? status : null,
      });
      await auditChange(tx, actor, 'bug', {
        entityId: before.id,
        action: 'update',
        before: audited(before),
        after: { ...audited(after), comment },
      });
    });
    return this.detail(actor, before.id);
  }

  /** The storage key and type of the screenshot of a report the caller may read; 404 when it has none. */
  async screenshot(actor: SignedInUser, id: number): Promise<{ key: string; type: string }> {
    const bug = await this.get(actor, id);
    if (!bug.screenshot) throw notFound('bugNotFound');
    return { key: bug.screenshot, type: bug.screenshotType ?? 'application/octet-stream' };
  }
}
