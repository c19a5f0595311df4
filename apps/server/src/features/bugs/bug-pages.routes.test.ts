import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bugApi,
  bugLimits,
  bugScreenshotUrl,
  messages,
  type BugDetail,
  type BugListRow,
  type PagedAnswer,
} from '@bo/contract';
import { makeCompany } from '../../test/factories/companies.js';
import { type TestUser } from '../../test/test-app.js';
import { bugComments, bugReports } from './bugs.schema.js';
import {
  t,
  comId,
  reporter,
  colleague,
  tester,
  admin,
  otherCompanyAdmin,
  report,
  png,
  auditOf,
  bugsPage,
  openBugsApp,
} from '../../test/scenes/bugs.js';

openBugsApp();

const updateBug = (user: TestUser, id: number | undefined, status: number, comment?: string) =>
  t.post(bugApi.updateBug, { id, status, comment }, user);

describe('BugsPage', () => {
  let listCompany: number;
  let listTester: TestUser;
  let listReporter: TestUser;
  const ids: number[] = [];
  beforeAll(async () => {
    listCompany = (await makeCompany(t.deps.db)).comId;
    listTester = await t.makeUser({ roles: ['Tester'], comId: listCompany });
    listReporter = await t.makeUser({ roles: [], comId: listCompany, login: `Mixed${Date.now()}` });
    for (const description of ['Brake pads list is slow', 'Banner picture missing', 'a'.repeat(90)])
      ids.push((await report(listReporter, { description, page: '/admin/x' })).id);
    // Report 1 goes to In progress, report 2 to Fixed.
    await updateBug(listTester, ids[0], 2, '');
    await updateBug(listTester, ids[1], 3, 'done');
    // Another company's report is never listed.
    await report(otherCompanyAdmin, { description: 'Brake pads elsewhere' });
  });

  it("lists the company's reports, newest first, the description cut to 80", async () => {
    const response = await bugsPage(listTester);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PagedAnswer<BugListRow>>();
    expect(answer).toMatchObject({ total: 3, pageCount: 1, capped: false });
    expect(answer.rows.map((row) => row.id)).toEqual([...ids].reverse());
    expect(answer.rows[0]).toEqual({
      id: ids[2],
      created: expect.any(String) as string,
      reporterLogin: listReporter.login,
      page: '/admin/x',
      description: `${'a'.repeat(80)}…`,
      status: 1,
    });
    expect(answer.rows.map((row) => row.status)).toEqual([1, 3, 2]);
  });

  it('filters by status; 0 is any', async () => {
    const fixed = (await bugsPage(listTester, { status: 3 })).json<PagedAnswer<BugListRow>>();
    expect(fixed.rows.map((row) => row.id)).toEqual([ids[1]]);
    const any = (await bugsPage(listTester, { status: 0 })).json<PagedAnswer<BugListRow>>();
    expect(any.total).toBe(3);
    const none = (await bugsPage(listTester, { status: 5 })).json<PagedAnswer<BugListRow>>();
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it('searches the description, the page and the reporter in any letter case', async () => {
    const byText = (await bugsPage(listTester, {}, { filter: 'BRAKE' })).json<
      PagedAnswer<BugListRow>
    >();
    expect(byText.rows.map((row) => row.id)).toEqual([ids[0]]);
    const byLogin = (
      await bugsPage(listTester, {}, { filter: listReporter.login.toLowerCase() })
    ).json<PagedAnswer<BugListRow>>();
    expect(byLogin.total).toBe(3);
    const pattern = (await bugsPage(listTester, {}, { filter: '%' })).json<
      PagedAnswer<BugListRow>
    >();
    expect(pattern.total).toBe(0);
  });

  it('pages, sorts by a named column and answers All', async () => {
    const second = (await bugsPage(listTester, { size: 2, page: 1, desc: false })).json<
      PagedAnswer<BugListRow>
    >();
    expect(second).toMatchObject({ total: 3, pageCount: 2 });
    expect(second.rows.map((row) => row.id)).toEqual([ids[2]]);
    const byStatus = (await bugsPage(listTester, { desc: false }, { orderBy: 'STATUS' })).json<
      PagedAnswer<BugListRow>
    >();
    expect(byStatus.rows.map((row) => row.status)).toEqual([1, 2, 3]);
    const all = (await bugsPage(listTester, { size: 0 })).json<PagedAnswer<BugListRow>>();
    expect(all).toMatchObject({ total: 3, pageCount: 1, capped: false });
    expect(all.rows).toHaveLength(3);
  });

  it('refuses an unknown status filter with 400', async () => {
    for (const status of [6, 99, -1]) {
      const response = await bugsPage(listTester, { status });
      expect(response.statusCode).toBe(400);
    }
    expect((await bugsPage(listTester, { status: 6 })).json()).toMatchObject({
      key: 'bugStatusUnknown',
    });
  });

  it('refuses a user without Tester or Admin with 403, and the signed out with 401', async () => {
    const response = await bugsPage(listReporter);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.forbidden });
    expect((await t.post(bugApi.bugsPage, { size: 25, page: 0 }, null)).statusCode).toBe(401);
  });

  it('answers Admin as well as Tester, each in their own company', async () => {
    const otherCompany = (await bugsPage(otherCompanyAdmin)).json<PagedAnswer<BugListRow>>();
    expect(otherCompany.rows.some((row) => ids.includes(row.id))).toBe(false);
    const own = (await bugsPage(admin)).json<PagedAnswer<BugListRow>>();
    expect(own.rows.some((row) => ids.includes(row.id))).toBe(false);
  });
});

describe('MyBugs', () => {
  it("answers only the caller's own reports, whatever their roles", async () => {
    const user = await t.makeUser({ roles: [], comId });
    const first = await report(user, { description: 'first' });
    const second = await report(user, { description: 'second' });
    await report(colleague, { description: 'not mine' });
    const response = await t.post(bugApi.myBugs, { size: 25, page: 0, desc: true }, user);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PagedAnswer<BugListRow>>();
    expect(answer.total).toBe(2);
    expect(answer.rows.map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it('refuses a body that is not a page request, and the signed out', async () => {
    expect((await t.post(bugApi.myBugs, { size: -1, page: 0 }, reporter)).statusCode).toBe(400);
    expect((await t.post(bugApi.myBugs, { size: 25, page: 0 }, null)).statusCode).toBe(401);
  });
});

describe('Bug and UpdateBug', () => {
  it('changes the status with a comment: one comment row naming it, and an audit row', async () => {
    const created = await report(reporter);
    const response = await updateBug(tester, created.id, 3, ' Fixed in 1.2 ');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<BugDetail>();
    expect(detail).toMatchObject({ id: created.id, status: 3 });
    expect(detail.comments).toEqual([
      {
        id: expect.any(Number) as number,
        authorLogin: tester.login,
        body: 'Fixed in 1.2',
        status: 3,
        created: expect.any(String) as string,
      },
    ]);
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ actorLogin: tester.login, comId });
    expect(audit[1]?.before).toMatchObject({ status: 1 });
    expect(audit[1]?.after).toMatchObject({ status: 3, comment: { body: 'Fixed in 1.2' } });
  });

  it('adds a comment alone (the same status), and a status change alone', async () => {
    const created = await report(reporter);
    const commented = await updateBug(admin, created.id, 1, 'Which browser?');
    expect(commented.statusCode, commented.body).toBe(200);
    const moved = await updateBug(tester, created.id, 2);
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json<BugDetail>();
    expect(detail.status).toBe(2);
    expect(detail.comments.map(({ body, status }) => ({ body, status }))).toEqual([
      { body: 'Which browser?', status: null },
      { body: '', status: 2 },
    ]);
    expect(detail.updated >= detail.created).toBe(true);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
    ]);
  });

  it('lets the reporter read their report and its thread, read-only', async () => {
    const created = await report(reporter, {}, png());
    await updateBug(tester, created.id, 4, 'As designed');
    const response = await t.post(bugApi.bug, String(created.id), reporter);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<BugDetail>();
    expect(detail).toMatchObject({
      id: created.id,
      status: 4,
      reporterLogin: reporter.login,
      screenshot: bugScreenshotUrl(created.id),
    });
    expect(detail.comments.map((comment) => comment.body)).toEqual(['As designed']);
    // The reporter holds neither Tester nor Admin: no changes.
    const change = await updateBug(reporter, created.id, 1);
    expect(change.statusCode).toBe(403);
  });

  it("answers 404 to another user's report and to another company's", async () => {
    const created = await report(reporter);
    for (const user of [colleague, otherCompanyAdmin]) {
      const response = await t.post(bugApi.bug, created.id, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ key: 'bugNotFound' });
    }
    const update = await updateBug(otherCompanyAdmin, created.id, 2, 'x');
    expect(update.statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(bugReports).where(eq(bugReports.id, created.id));
    expect(row?.status).toBe(1);
    expect(
      await t.deps.db.select().from(bugComments).where(eq(bugComments.bugId, created.id)),
    ).toEqual([]);
  });

  it('refuses an unknown status, nothing to save and a too long comment with 400', async () => {
    const created = await report(reporter);
    const unknown = await updateBug(tester, created.id, 7);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ key: 'bugStatusUnknown' });
    const nothing = await updateBug(tester, created.id, 1, '  ');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ key: 'bugNothingToSave' });
    const long = await updateBug(tester, created.id, 2, 'x'.repeat(bugLimits.comment + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ key: 'valueTooLong', params: { max: bugLimits.comment } });
    const missing = await t.post(bugApi.updateBug, { status: 2 }, tester);
    expect(missing.statusCode).toBe(400);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses UpdateBug to a user without Tester or Admin with 403', async () => {
    const created = await report(reporter);
    const response = await updateBug(colleague, created.id, 3);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a Bug body that is not an id', async () => {
    for (const body of ['abc', { id: 1 }, -3]) {
      expect((await t.post(bugApi.bug, body, tester)).statusCode).toBe(400);
    }
  });
});
