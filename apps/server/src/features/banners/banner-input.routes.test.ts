import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Banner } from '@bo/contract';
import { fileBlob, pngBytes } from '../../test/factories/uploads.js';
import { banners } from './banners.schema.js';
import {
  t,
  editor,
  otherCompanyEditor,
  bannerForm,
  createBanner,
  bannerCount,
  openBannersApp,
} from '../../test/scenes/banners.js';

openBannersApp();
// The company's banner folder, which the banners of banners.routes.test.ts made before the split.
beforeAll(() => {
  fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'banners', '1'), { recursive: true });
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
