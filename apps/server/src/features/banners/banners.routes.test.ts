import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Banner, type PagedAnswer, type BannerListRow } from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCompany } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { fileBlob, pngBytes } from '../../test/fixtures.js';
import { banners } from './banners.schema.js';

let t: TestApp;
let editor: TestUser;
let otherCompanyEditor: TestUser;

beforeAll(async () => {
  // "All" is capped at 3 rows, so one test reaches the cap with a few banners; no other list is longer.
  t = await createTestApp({ uploadLimitBytes: 2 * 1024 * 1024, allRowsCap: 3 });
  editor = await t.makeUser({ roles: ['ContentManager'] });
  otherCompanyEditor = await t.makeUser({ roles: ['Admin'], comId: 2 });
});
afterAll(() => t.close());

function bannerForm(
  fields: Record<string, string>,
  files: Record<string, Blob> = {},
  fileName = 'picture.png',
): FormData {
  const form = new FormData();
  const defaults = {
    bannerType: '1',
    sort: '100',
    active: 'true',
    title: 'Summer tyres',
    ref: '/catalog/tyres',
  };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.append(name, value);
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, fileName);
  return form;
}

async function createBanner(
  user: TestUser,
  fields: Record<string, string> = {},
  files: Record<string, Blob> = {},
) {
  const response = await t.postForm('/api/banner/CreateBanner', bannerForm(fields, files), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Banner>();
}

const storedFile = (url: string) => path.join(t.config.dataDir, url);
const bannerCount = async () => (await t.deps.db.select().from(banners)).length;

describe('banner create, read, update, delete', () => {
  it('creates a banner with a picture served under /uploads, and audits it', async () => {
    const created = await createBanner(
      editor,
      { title: 'With picture', sort: '5' },
      { picFile: fileBlob(pngBytes(), 'image/png') },
    );
    expect(created).toMatchObject({
      title: 'With picture',
      sort: 5,
      bannerType: 1,
      active: true,
      catalogPicFile: null,
      comId: 1,
    });
    expect(created.picFile).toMatch(/^\/uploads\/banners\/1\/[0-9a-f-]+\.png$/);
    const picture = await t.app.inject({ url: created.picFile ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.rawPayload.equals(pngBytes())).toBe(true);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, String(created.bannerId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorLogin: editor.login,
      action: 'create',
      comId: 1,
      before: null,
    });
  });

  it('reads one banner with the id as a JSON string, as the spec calls it', async () => {
    const created = await createBanner(editor);
    const response = await t.post('/api/banner/Banner', String(created.bannerId), editor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('defaults sort to 100', async () => {
    const form = bannerForm({});
    form.delete('sort');
    const response = await t.postForm('/api/banner/CreateBanner', form, editor);
    expect(response.json()).toMatchObject({ sort: 100 });
  });

  it('updates fields, replaces a picture and removes the replaced file', async () => {
    const created = await createBanner(editor, {}, { picFile: fileBlob(pngBytes(), 'image/png') });
    const response = await t.postForm(
      '/api/banner/UpdateBanner',
      bannerForm(
        { bannerId: String(created.bannerId), title: 'Renamed', active: 'false', bannerType: '2' },
        {
          picFile: fileBlob(pngBytes(), 'image/png'),
          catalogPicFile: fileBlob(pngBytes(), 'image/png'),
        },
      ),
      editor,
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Banner>();
    expect(updated).toMatchObject({ title: 'Renamed', active: false, bannerType: 2 });
    expect(updated.picFile).not.toBe(created.picFile);
    expect(updated.catalogPicFile).toMatch(/\.png$/);
    expect(fs.existsSync(storedFile(created.picFile ?? ''))).toBe(false);
    expect(fs.existsSync(storedFile(updated.picFile ?? ''))).toBe(true);
  });

  it('keeps pictures when the update sends none', async () => {
    const created = await createBanner(editor, {}, { picFile: fileBlob(pngBytes(), 'image/png') });
    const response = await t.postForm(
      '/api/banner/UpdateBanner',
      bannerForm({ bannerId: String(created.bannerId), sort: '7' }),
      editor,
    );
    expect(response.json()).toMatchObject({ sort: 7, picFile: created.picFile });
  });

  it('deletes one picture with DeletePic and the file with it', async () => {
    const created = await createBanner(
      editor,
      {},
      { catalogPicFile: fileBlob(pngBytes(), 'image/png') },
    );
    const response = await t.post(
      '/api/Banner/DeletePic?picFileType=catalogPicFile',
      created,
      editor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ bannerId: created.bannerId, catalogPicFile: null });
    expect(fs.existsSync(storedFile(created.catalogPicFile ?? ''))).toBe(false);
    const unknownField = await t.post(
      '/api/Banner/DeletePic?picFileType=../../etc',
      created,
      editor,
    );
    expect(unknownField.statusCode).toBe(400);
  });

  it('deletes a banner with its pictures', async () => {
    const created = await createBanner(editor, {}, { picFile: fileBlob(pngBytes(), 'image/png') });
    const response = await t.post('/api/banner/DeleteBanner', String(created.bannerId), editor);
    expect(response.statusCode).toBe(200);
    expect((await t.post('/api/banner/Banner', String(created.bannerId), editor)).statusCode).toBe(
      404,
    );
    expect(fs.existsSync(storedFile(created.picFile ?? ''))).toBe(false);
  });
  it('audits update and delete with the row before and after, by the signed-in user', async () => {
    const created = await createBanner(editor, { title: 'Audited' });
    const id = String(created.bannerId);
    await t.postForm(
      '/api/banner/UpdateBanner',
      bannerForm({ bannerId: id, title: 'Audited twice' }),
      editor,
    );
    await t.post('/api/banner/DeleteBanner', id, editor);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((row) => row.actorLogin === editor.login && row.comId === 1)).toBe(true);
    expect(rows[1]?.before).toMatchObject({ title: 'Audited' });
    expect(rows[1]?.after).toMatchObject({ title: 'Audited twice' });
    expect(rows[2]?.before).toMatchObject({ title: 'Audited twice' });
    expect(rows[2]?.after).toBeNull();
  });
});

describe('banner lists', () => {
  it('answers all banners of the company for body "false" and active ones for true', async () => {
    const inactive = await createBanner(editor, { title: 'Inactive one', active: 'false' });
    const all = (await t.post('/api/banner/Banners', 'false', editor)).json<Banner[]>();
    const active = (await t.post('/api/banner/Banners', true, editor)).json<Banner[]>();
    expect(all.map((b) => b.bannerId)).toContain(inactive.bannerId);
    expect(active.map((b) => b.bannerId)).not.toContain(inactive.bannerId);
    expect(all.every((b) => b.comId === 1)).toBe(true);
  });

  it('pages, filters and sorts on the server', async () => {
    const tag = `zq${Date.now()}`;
    for (const sort of [3, 1, 2])
      await createBanner(editor, { title: `${tag} banner ${sort}`, sort: String(sort) });
    const page = async (body: object, query: string) =>
      (await t.post(`/api/banner/BannersPage?${query}`, body, editor)).json<
        PagedAnswer<BannerListRow>
      >();
    const first = await page({ size: 2, page: 0, desc: false }, `filter=${tag}&orderBy=sort`);
    expect(first).toMatchObject({ total: 3, pageCount: 2, capped: false });
    expect(first.rows.map((r) => r.sort)).toEqual([1, 2]);
    const second = await page({ size: 2, page: 1, desc: false }, `filter=${tag}&orderBy=sort`);
    expect(second.rows.map((r) => r.sort)).toEqual([3]);
    const byTitleDesc = await page(
      { size: 25, page: 0, desc: true },
      `filter=${tag.toUpperCase()}&orderBy=Title`,
    );
    expect(byTitleDesc.rows.map((r) => r.title)).toEqual(
      [3, 2, 1].map((n) => `${tag} banner ${n}`),
    );
    const none = await page({ size: 25, page: 0 }, 'filter=%25_nothing_matches');
    expect(none).toMatchObject({ rows: [], total: 0, pageCount: 0 });
  });

  it('caps "All" (size 0) and says so', async () => {
    // A company of its own holds exactly one banner more than the cap.
    const { comId } = await makeCompany(t.deps.db);
    const user = await t.makeUser({ roles: ['CatalogManager'], comId });
    const cap = t.config.allRowsCap;
    for (let i = 0; i <= cap; i++) await createBanner(user, { title: `b${i}` });
    const answer = (await t.post('/api/banner/BannersPage', { size: 0, page: 0 }, user)).json<
      PagedAnswer<BannerListRow>
    >();
    expect(answer).toMatchObject({ total: cap + 1, pageCount: 1, capped: true });
    expect(answer.rows).toHaveLength(cap);
  });
});

describe('banner bad input', () => {
  it('asks for bannerType when it is 0, with the spec text', async () => {
    const before = await bannerCount();
    const response = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({ bannerType: '0' }),
      editor,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.bannerTypeRequired });
    expect(await bannerCount()).toBe(before);
  });

  it('requires title and link, with the spec text', async () => {
    const response = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({ title: '  ', ref: '' }),
      editor,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.bannerRequiredFields,
      errors: { title: [messages.requiredField], ref: [messages.requiredField] },
    });
  });

  it('refuses a missing field and a body of the wrong type', async () => {
    const form = bannerForm({});
    form.delete('title');
    expect((await t.postForm('/api/banner/CreateBanner', form, editor)).statusCode).toBe(400);
    expect((await t.post('/api/banner/Banner', { id: 1 }, editor)).statusCode).toBe(400);
    const wrongType = await t.post('/api/banner/Banner', 'seven', editor);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ message: string }>().message).toContain('An id is expected');
    expect((await t.post('/api/banner/CreateBanner', { title: 'json' }, editor)).statusCode).toBe(
      415,
    );
  });

  it('answers 404 for another company’s banner, for every call, and changes nothing', async () => {
    const foreign = await createBanner(otherCompanyEditor, { title: 'Company 2 only' });
    const id = String(foreign.bannerId);
    expect((await t.post('/api/banner/Banner', id, editor)).statusCode).toBe(404);
    expect((await t.post('/api/banner/DeleteBanner', id, editor)).statusCode).toBe(404);
    expect(
      (await t.post('/api/Banner/DeletePic?picFileType=picFile', foreign, editor)).statusCode,
    ).toBe(404);
    const update = await t.postForm(
      '/api/banner/UpdateBanner',
      bannerForm({ bannerId: id, title: 'Hijacked' }),
      editor,
    );
    expect(update.statusCode).toBe(404);
    const list = (await t.post('/api/banner/Banners', 'false', editor)).json<Banner[]>();
    expect(list.map((b) => b.bannerId)).not.toContain(foreign.bannerId);
    const unchanged = (await t.post('/api/banner/Banner', id, otherCompanyEditor)).json<Banner>();
    expect(unchanged.title).toBe('Company 2 only');
  });

  it('refuses roles other than ContentManager, CatalogManager and Admin', async () => {
    for (const roles of [['CustomerManager'], ['TranslateManager', 'Tester']] as const) {
      const user = await t.makeUser({ roles: [...roles] });
      const response = await t.post('/api/banner/Banners', 'false', user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.forbidden });
      expect((await t.postForm('/api/banner/CreateBanner', bannerForm({}), user)).statusCode).toBe(
        403,
      );
    }
    for (const role of ['CatalogManager', 'Admin'] as const) {
      const user = await t.makeUser({ roles: [role] });
      expect((await t.post('/api/banner/Banners', 'false', user)).statusCode).toBe(200);
    }
  });

  it('refuses an upload over the limit with 413 and stores nothing', async () => {
    const before = await bannerCount();
    const filesBefore = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'banners', '1'));
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(50 * 1024 * 1024)]);
    const response = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({}, { picFile: fileBlob(huge, 'image/png') }),
      editor,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(messages.fileTooLarge(2));
    expect(await bannerCount()).toBe(before);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'banners', '1'))).toEqual(
      filesBefore,
    );
  });

  it('ignores the client file name: ../../x.png is stored under a generated name', async () => {
    const form = bannerForm({}, { picFile: fileBlob(pngBytes(), 'image/png') }, '../../x.png');
    const response = await t.postForm('/api/banner/CreateBanner', form, editor);
    expect(response.statusCode).toBe(200);
    expect(response.json<Banner>().picFile).toMatch(/^\/uploads\/banners\/1\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, 'x.png'))).toBe(false);
    expect(fs.existsSync(path.resolve(t.config.dataDir, '..', 'x.png'))).toBe(false);
  });

  it('refuses a text file named .png and an empty file, and stores nothing', async () => {
    const before = await bannerCount();
    const text = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({}, { picFile: fileBlob('<script>alert(1)</script>', 'image/png') }),
      editor,
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      message: messages.fileNotPicture,
      errors: { picFile: [messages.fileNotPicture] },
    });
    const empty = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({}, { catalogPicFile: fileBlob(Buffer.alloc(0), 'image/png') }),
      editor,
    );
    expect(empty.statusCode).toBe(400);
    expect(await bannerCount()).toBe(before);
  });

  it('refuses a file under an unexpected field name', async () => {
    const response = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({}, { script: fileBlob(pngBytes(), 'image/png') }),
      editor,
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a state change without X-Requested-With', async () => {
    const created = await createBanner(editor);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/banner/DeleteBanner',
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(String(created.bannerId)),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.post('/api/banner/Banner', String(created.bannerId), editor)).statusCode).toBe(
      200,
    );
  });
});

describe('banner links', () => {
  const unsafeLinks = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https:\\\\evil.example',
    'https://portal.example@evil.example/',
    'catalog/tyres',
  ];
  const bannerPictures = () =>
    fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'banners', '1'), { recursive: true });

  it('refuses a link that is neither http(s) nor a path on the site, storing nothing', async () => {
    await createBanner(editor, {}, { picFile: fileBlob(pngBytes(), 'image/png') });
    const before = await bannerCount();
    const pictures = bannerPictures();
    for (const ref of unsafeLinks) {
      const response = await t.postForm(
        '/api/banner/CreateBanner',
        bannerForm({ title: 'Unsafe link', ref }, { picFile: fileBlob(pngBytes(), 'image/png') }),
        editor,
      );
      expect(response.statusCode, JSON.stringify(ref)).toBe(400);
      expect(response.json()).toEqual({
        message: messages.bannerLinkInvalid,
        code: 'bad_request',
        key: 'bannerLinkInvalid',
        errors: { ref: [messages.bannerLinkInvalid] },
      });
    }
    // Other control characters are refused too, by this rule or by the guard on all text.
    const control = await t.postForm(
      '/api/banner/CreateBanner',
      bannerForm({ title: 'Unsafe link', ref: '\u0001javascript:alert(1)' }),
      editor,
    );
    expect(control.statusCode).toBe(400);
    expect(await bannerCount()).toBe(before);
    expect(bannerPictures()).toEqual(pictures);
  });

  it('refuses such a link on update and keeps the banner as it was', async () => {
    const created = await createBanner(editor, { title: 'Safe link', ref: '/catalog/safe' });
    for (const ref of unsafeLinks) {
      const response = await t.postForm(
        '/api/banner/UpdateBanner',
        bannerForm({ bannerId: String(created.bannerId), title: 'Changed', ref }),
        editor,
      );
      expect(response.statusCode, JSON.stringify(ref)).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.bannerLinkInvalid });
    }
    const unchanged = await t.post('/api/banner/Banner', String(created.bannerId), editor);
    expect(unchanged.json()).toEqual(created);
  });

  it('hands out no link stored before the rule, in the list and the banner', async () => {
    const created = await createBanner(editor, { title: 'Old unsafe link' });
    await t.deps.db
      .update(banners)
      .set({ ref: 'javascript:alert(1)' })
      .where(eq(banners.bannerId, created.bannerId));
    const one = await t.post('/api/banner/Banner', String(created.bannerId), editor);
    expect(one.json<Banner>().ref).toBe('');
    const list = (await t.post('/api/banner/Banners', 'false', editor)).json<Banner[]>();
    expect(list.find((banner) => banner.bannerId === created.bannerId)?.ref).toBe('');
    expect(list.map((banner) => banner.ref)).not.toContain('javascript:alert(1)');
  });

  it('stores web addresses and paths on the site, trimmed', async () => {
    for (const [ref, stored] of [
      ['https://example.com/spring?utm=banner', 'https://example.com/spring?utm=banner'],
      ['HTTP://Example.com', 'HTTP://Example.com'],
      ['  /catalog/brakes#top  ', '/catalog/brakes#top'],
      ['/', '/'],
    ]) {
      const created = await createBanner(editor, { ref: ref ?? '' });
      expect(created.ref).toBe(stored);
    }
  });
});
