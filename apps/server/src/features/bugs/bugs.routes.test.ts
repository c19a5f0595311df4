import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { exeBytes, fileBlob, pngBytes } from '../../test/factories/uploads.js';
import { type TestUser } from '../../test/test-app.js';
import { seedDemoBugs } from './bugs.demo.js';
import { bugReports } from './bugs.schema.js';
import {
  t,
  comId,
  reporter,
  colleague,
  tester,
  admin,
  otherCompanyAdmin,
  reportForm,
  report,
  png,
  reportCount,
  storedScreenshots,
  auditOf,
  bugsPage,
  openBugsApp,
} from '../../test/scenes/bugs.js';

openBugsApp();

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
