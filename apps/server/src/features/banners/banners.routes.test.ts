import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Banner, type PagedAnswer, type BannerListRow } from '@bo/contract';
import { makeCompany } from '../../test/factories/companies.js';
import { fileBlob, pngBytes } from '../../test/factories/uploads.js';
import {
  t,
  editor,
  bannerForm,
  createBanner,
  storedFile,
  openBannersApp,
} from '../../test/scenes/banners.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openBannersApp();

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
    const audit = await auditRowsOf(t.deps.db, 'banner', created.bannerId);
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
    const rows = await auditRowsOf(t.deps.db, 'banner', id);
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
