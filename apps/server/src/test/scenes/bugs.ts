import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bugApi, type Bug } from '@bo/contract';
import { makeCompany } from '../factories/companies.js';
import { fileBlob, pngBytes } from '../factories/uploads.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { bugReports } from '../../features/bugs/bugs.schema.js';
import { auditRowsOf } from '../factories/audit.js';

/*
 * The scene the bugs test files share: the app of the file (openBugsApp), its users and
 * the calls the tests make. The bindings are set by the hook and read by the tests through
 * the import.
 */

export let t: TestApp;
/** Company of its own, so the list's totals count only this file's reports. */
export let comId: number;
export let reporter: TestUser;
export let colleague: TestUser;
export let tester: TestUser;
export let admin: TestUser;
export let otherCompanyAdmin: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openBugsApp() {
  // The upload limit is 1 MB.
  openTestApp({ uploadLimitBytes: 1024 * 1024 }, async (app) => {
    t = app;
    comId = (await makeCompany(t.deps.db)).comId;
    reporter = await t.makeUser({ roles: ['ContentManager'], comId });
    colleague = await t.makeUser({ roles: ['CatalogManager'], comId });
    tester = await t.makeUser({ roles: ['Tester'], comId });
    admin = await t.makeUser({ roles: ['Admin'], comId });
    otherCompanyAdmin = await t.makeUser({ roles: ['Admin', 'Tester'], comId: 2 });
  });
}

interface ReportFields {
  page?: string;
  description?: string;
  userAgent?: string;
}

export function reportForm(fields: ReportFields = {}, screenshot?: Blob, fileField = 'screenshot') {
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

export async function report(user: TestUser, fields: ReportFields = {}, screenshot?: Blob) {
  const response = await t.postForm(bugApi.reportBug, reportForm(fields, screenshot), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Bug>();
}

export const png = () => fileBlob(pngBytes(), 'image/png');
export const reportCount = async () =>
  (await t.deps.db.select().from(bugReports).where(eq(bugReports.comId, comId))).length;
export const storedScreenshots = () => {
  const folder = path.join(t.config.dataDir, 'private', 'bugs', String(comId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
};
export const auditOf = (id: number) => auditRowsOf(t.deps.db, 'bug', id);

export async function bugsPage(
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
