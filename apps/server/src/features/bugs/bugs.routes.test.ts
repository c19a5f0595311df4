import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bugApi,
  bugLimits,
  bugScreenshotUrl,
  messages,
  type Bug,
  type BugDetail,
  type BugListRow,
  type PagedAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCompany } from '../../test/factories.js';
import { exeBytes, fileBlob, pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { seedDemoBugs } from './bugs.demo.js';
import { bugComments, bugReports } from './bugs.schema.js';

let t: TestApp;
/** Company of its own, so the list's totals count only this file's reports. */
let comId: number;
let reporter: TestUser;
let colleague: TestUser;
let tester: TestUser;
let admin: TestUser;
let otherCompanyAdmin: TestUser;

beforeAll(async () => {
  // The upload limit is 1 MB.
  t = await createTestApp({ uploadLimitBytes: 1024 * 1024 });
  comId = (await makeCompany(t.deps.db)).comId;
  reporter = await t.makeUser({ roles: ['ContentManager'], comId });
  colleague = await t.makeUser({ roles: ['CatalogManager'], comId });
  tester = await t.makeUser({ roles: ['Tester'], comId });
  admin = await t.makeUser({ roles: ['Admin'], comId });
  otherCompanyAdmin = await t.makeUser({ roles: ['Admin', 'Tester'], comId: 2 });
});
afterAll(() => t.close());

interface ReportFields {
  page?: string;
  description?: string;
  userAgent?: string;
}

function reportForm(fields: ReportFields = {}, screenshot?: Blob, fileField = 'screenshot') {
  const form = new FormData();
  const values = {
    page: '/admin/banners',
    description: 'The picture preview stays empty',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (screenshot) form.append(fileField, screenshot, 'screen.png');
  return form;
}

async function report(user: TestUser, fields: ReportFields = {}, screenshot?: Blob) {
  const response = await t.postForm(bugApi.reportBug, reportForm(fields, screenshot), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Bug>();
}

const png = () => fileBlob(pngBytes(), 'image/png');
const reportCount = async () =>
  (await t.deps.db.select().from(bugReports).where(eq(bugReports.comId, comId))).length;
const storedScreenshots = () => {
  const folder = path.join(t.config.dataDir, 'private', 'bugs', String(comId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
};
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'bug'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

async function bugsPage(
  user: TestUser,
  body: Record<string, unknown> = {},
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  return t.post(
    `${bugApi.bugsPage}${search ? `?${search}` : ''}`,
    { size: 25, page: 0, desc: true, ...body },
    user,
  );
}

describe('ReportBug', () => {
  it('stores a report of the caller with page, browser and description, and audits it', async () => {
    const created = await report(reporter, { description: '  Save does nothing  ' });
    expect(created).toMatchObject({
      reporterLogin: reporter.login,
      page: '/admin/banners',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
      description: 'Save does nothing',
      status: 1,
      screenshot: null,
    });
    const [row] = await t.deps.db.select().from(bugReports).where(eq(bugReports.id, created.id));
    expect(row).toMatchObject({ comId, reporterLogin: reporter.login, screenshot: null });
    const audit = await auditOf(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorLogin: reporter.login,
      action: 'create',
      comId,
      before: null,
    });
    expect(audit[0]?.after).toMatchObject({ description: 'Save does nothing' });
  });

  it('takes a PNG screenshot into private storage, served only through the API', async () => {
    const created = await report(reporter, {}, png());
    expect(created.screenshot).toBe(bugScreenshotUrl(created.id));
    const [row] = await t.deps.db.select().from(bugReports).where(eq(bugReports.id, created.id));
    expect(row?.screenshot).toMatch(new RegExp(`^bugs/${comId}/[0-9a-f-]+\\.png$`));
    expect(row?.screenshotType).toBe('image/png');
    // Never under /uploads: the stored key is not a public address.
    const publicTry = await t.app.inject({ url: `/uploads/${row?.screenshot ?? ''}` });
    expect(publicTry.statusCode).toBe(404);
    expect(
      fs.existsSync(path.join(t.config.dataDir, 'private', row?.screenshot ?? 'missing')),
    ).toBe(true);
  });

  it('accepts a report without a browser text', async () => {
    const form = reportForm();
    form.delete('userAgent');
    const response = await t.postForm(bugApi.reportBug, form, colleague);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Bug>().userAgent).toBe('');
  });

  it('is matched in any letter case', async () => {
    const response = await t.postForm('/api/bugs/reportbug', reportForm(), colleague);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a screenshot that is not a picture by content, and stores nothing', async () => {
    const before = await reportCount();
    const files = storedScreenshots();
    for (const data of [exeBytes(), Buffer.from('<svg onload="alert(1)"></svg>')]) {
      const response = await t.postForm(
        bugApi.reportBug,
        reportForm({}, fileBlob(data, 'image/png')),
        reporter,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.fileNotPicture,
        errors: { screenshot: [messages.fileNotPicture] },
      });
    }
    expect(await reportCount()).toBe(before);
    expect(storedScreenshots()).toBe(files);
  });

  it('refuses a screenshot over the upload limit with 413, and stores nothing', async () => {
    const before = await reportCount();
    const files = storedScreenshots();
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await t.postForm(
      bugApi.reportBug,
      reportForm({}, fileBlob(huge, 'image/png')),
      reporter,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(messages.fileTooLarge(1));
    expect(await reportCount()).toBe(before);
    expect(storedScreenshots()).toBe(files);
  });

  it('refuses an empty screenshot file', async () => {
    const response = await t.postForm(
      bugApi.reportBug,
      reportForm({}, fileBlob(Buffer.alloc(0), 'image/png')),
      reporter,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.fileEmpty });
  });

  it('refuses a file under another field name, and two screenshots', async () => {
    const other = await t.postForm(bugApi.reportBug, reportForm({}, png(), 'picture'), reporter);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: messages.unexpectedFileField('picture') });
    const form = reportForm({}, png());
    form.append('screenshot', png(), 'second.png');
    const two = await t.postForm(bugApi.reportBug, form, reporter);
    expect(two.statusCode).toBe(413);
  });

  it('refuses a 100,000 character description, naming the limit', async () => {
    const before = await reportCount();
    const response = await t.postForm(
      bugApi.reportBug,
      reportForm({ description: 'x'.repeat(100_000) }),
      reporter,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.valueTooLong(bugLimits.description),
      key: 'valueTooLong',
      errors: { description: [messages.valueTooLong(bugLimits.description)] },
    });
    expect(await reportCount()).toBe(before);
    // The longest allowed passes.
    await report(reporter, { description: 'y'.repeat(bugLimits.description) });
  });

  it('refuses a missing or blank description and a missing page', async () => {
    for (const fields of [{ description: '   ' }, { page: '' }]) {
      const response = await t.postForm(bugApi.reportBug, reportForm(fields), reporter);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.requiredField });
    }
    const form = reportForm();
    form.delete('description');
    const missing = await t.postForm(bugApi.reportBug, form, reporter);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { description: [messages.requiredField] } });
  });

  it('refuses a JSON body, and a caller who is not signed in', async () => {
    const json = await t.post(bugApi.reportBug, { page: '/', description: 'x' }, reporter);
    expect(json.statusCode).toBe(415);
    const anonymous = await t.postForm(bugApi.reportBug, reportForm(), null);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET Bugs/Screenshot/{id}', () => {
  let withScreenshot: Bug;
  let withoutScreenshot: Bug;
  beforeAll(async () => {
    withScreenshot = await report(reporter, { description: 'With a screenshot' }, png());
    withoutScreenshot = await report(reporter, { description: 'Without a screenshot' });
  });

  const get = (id: number, user: TestUser | null) =>
    t.app.inject({
      url: bugScreenshotUrl(id),
      headers: user ? { cookie: user.cookie } : {},
    });

  it('streams the picture to the reporter, a Tester and an Admin of the company', async () => {
    for (const user of [reporter, tester, admin]) {
      const response = await get(withScreenshot.id, user);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(pngBytes())).toBe(true);
    }
  });

  it('answers 304 to a browser that holds the same picture', async () => {
    const first = await get(withScreenshot.id, reporter);
    const again = await t.app.inject({
      url: bugScreenshotUrl(withScreenshot.id),
      headers: { cookie: reporter.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 to a colleague, to another company, for no screenshot and no report', async () => {
    expect((await get(withScreenshot.id, colleague)).statusCode).toBe(404);
    expect((await get(withScreenshot.id, otherCompanyAdmin)).statusCode).toBe(404);
    expect((await get(withoutScreenshot.id, reporter)).statusCode).toBe(404);
    expect((await get(2_000_000_000, tester)).statusCode).toBe(404);
  });

  it('answers 401 signed out and 400 for an id that is not one', async () => {
    expect((await get(withScreenshot.id, null)).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/Bugs/Screenshot/abc',
      headers: { cookie: tester.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

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
    await t.post(bugApi.updateBug, { id: ids[0], status: 2, comment: '' }, listTester);
    await t.post(bugApi.updateBug, { id: ids[1], status: 3, comment: 'done' }, listTester);
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
    const response = await t.post(
      bugApi.updateBug,
      { id: created.id, status: 3, comment: ' Fixed in 1.2 ' },
      tester,
    );
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
    const commented = await t.post(
      bugApi.updateBug,
      { id: created.id, status: 1, comment: 'Which browser?' },
      admin,
    );
    expect(commented.statusCode, commented.body).toBe(200);
    const moved = await t.post(bugApi.updateBug, { id: created.id, status: 2 }, tester);
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
    await t.post(bugApi.updateBug, { id: created.id, status: 4, comment: 'As designed' }, tester);
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
    const change = await t.post(bugApi.updateBug, { id: created.id, status: 1 }, reporter);
    expect(change.statusCode).toBe(403);
  });

  it("answers 404 to another user's report and to another company's", async () => {
    const created = await report(reporter);
    for (const user of [colleague, otherCompanyAdmin]) {
      const response = await t.post(bugApi.bug, created.id, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ key: 'bugNotFound' });
    }
    const update = await t.post(
      bugApi.updateBug,
      { id: created.id, status: 2, comment: 'x' },
      otherCompanyAdmin,
    );
    expect(update.statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(bugReports).where(eq(bugReports.id, created.id));
    expect(row?.status).toBe(1);
    expect(
      await t.deps.db.select().from(bugComments).where(eq(bugComments.bugId, created.id)),
    ).toEqual([]);
  });

  it('refuses an unknown status, nothing to save and a too long comment with 400', async () => {
    const created = await report(reporter);
    const unknown = await t.post(bugApi.updateBug, { id: created.id, status: 7 }, tester);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ key: 'bugStatusUnknown' });
    const nothing = await t.post(
      bugApi.updateBug,
      { id: created.id, status: 1, comment: '  ' },
      tester,
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ key: 'bugNothingToSave' });
    const long = await t.post(
      bugApi.updateBug,
      { id: created.id, status: 2, comment: 'x'.repeat(bugLimits.comment + 1) },
      tester,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ key: 'valueTooLong', params: { max: bugLimits.comment } });
    const missing = await t.post(bugApi.updateBug, { status: 2 }, tester);
    expect(missing.statusCode).toBe(400);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses UpdateBug to a user without Tester or Admin with 403', async () => {
    const created = await report(reporter);
    const response = await t.post(bugApi.updateBug, { id: created.id, status: 3 }, colleague);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a Bug body that is not an id', async () => {
    for (const body of ['abc', { id: 1 }, -3]) {
      expect((await t.post(bugApi.bug, body, tester)).statusCode).toBe(400);
    }
  });
});

describe('demo data', () => {
  it('gives each demo company a few dozen reports in every status, with threads and screenshots', async () => {
    await seedDemoBugs(t.deps);
    const demoTester = await t.makeUser({ roles: ['Tester'], comId: 1 });
    for (const company of [1, 2]) {
      const rows = await t.deps.db.select().from(bugReports).where(eq(bugReports.comId, company));
      expect(rows.length).toBeGreaterThanOrEqual(20);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(rows.filter((row) => row.screenshot).length).toBeGreaterThan(0);
    }
    const page = (await bugsPage(demoTester, { size: 0 })).json<PagedAnswer<BugListRow>>();
    const fixed = page.rows.find((row) => row.status === 3);
    const detail = (await t.post(bugApi.bug, fixed?.id, demoTester)).json<BugDetail>();
    // The thread ends with the comment that set the report's status.
    expect(detail.comments.at(-1)).toMatchObject({ authorLogin: 'tester', status: 3 });
    const [shot] = await t.deps.db
      .select()
      .from(bugReports)
      .where(and(eq(bugReports.comId, 1), isNotNull(bugReports.screenshot)))
      .limit(1);
    const picture = await t.app.inject({
      url: bugScreenshotUrl(shot?.id ?? 0),
      headers: { cookie: demoTester.cookie },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });
});
