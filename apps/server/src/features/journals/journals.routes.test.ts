import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalApi, messages, type Journal, type PagedAnswer } from '@bo/contract';
import { demoAsset, exeBytes, fileBlob, pngBytes } from '../../test/factories/uploads.js';
import { formOf, type FormFile } from '../../test/forms.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { journals } from './journals.schema.js';
import { auditRowsOf } from '../../test/factories/audit.js';

const pdf = () => demoAsset('journal-2026-01.pdf');
const otherPdf = () => demoAsset('journal-2026-02.pdf');
const cover = () => demoAsset('journal-2026-01.jpg');

let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let otherCompanyEditor: TestUser;

openTestApp({ journalLimitBytes: 1024 * 1024 }, async (app) => {
  t = app;
  editor = await t.makeUser({ roles: ['ContentManager'] });
  reader = await t.makeUser({ roles: [] });
  otherCompanyEditor = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
});

const journalForm = (fields: Record<string, string>, files: Record<string, Buffer> = {}) =>
  formOf(
    { name: 'Parts Review', date: '2026-03', ...fields },
    Object.entries(files).map(([name, data]): FormFile => [name, fileBlob(data), `${name}.bin`]),
  );

async function createJournal(
  fields: Record<string, string> = {},
  files: Record<string, Buffer> = { file: pdf(), imageFile: cover() },
  user = editor,
) {
  const response = await t.postForm(journalApi.createJournal, journalForm(fields, files), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Journal>();
}

const journalCount = async () => (await t.deps.db.select().from(journals)).length;
const privateFiles = () =>
  fs.readdirSync(path.join(t.config.dataDir, 'private', 'journals', '1')).sort();
const get = (url: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });

describe('journal create, read, update, delete', () => {
  it('creates a journal with its PDF and cover, and audits it', async () => {
    const created = await createJournal({ name: '  March issue ', date: '2026-03' });
    expect(created).toMatchObject({
      name: 'March issue',
      date: '2026-03',
      fileSize: pdf().length,
      comId: 1,
    });
    expect(created.fileUrl).toMatch(new RegExp(`^/api/Journal/File/${created.id}\\?v=\\d+$`));
    expect(created.coverUrl).toMatch(new RegExp(`^/api/Journal/Cover/${created.id}\\?v=\\d+$`));
    const audit = await auditRowsOf(t.deps.db, 'journal', created.id);
    expect(audit).toMatchObject([{ action: 'create', actorLogin: editor.login, comId: 1 }]);
  });

  it('accepts a journal without a cover: coverUrl null, Cover answers 404', async () => {
    const created = await createJournal({}, { file: pdf() });
    expect(created.coverUrl).toBeNull();
    const response = await get(journalApi.cover(created.id), reader);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.journalHasNoCover });
  });

  it('reads one journal with the id as a JSON string', async () => {
    const created = await createJournal();
    const response = await t.post(journalApi.journal, String(created.id), editor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('updates name and month, keeping the files when none is sent', async () => {
    const created = await createJournal();
    const response = await t.postForm(
      journalApi.updateJournal,
      journalForm({ id: String(created.id), name: 'Renamed', date: '2025-12' }),
      editor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      date: '2025-12',
      fileSize: created.fileSize,
    });
    expect(response.json<Journal>().coverUrl).not.toBeNull();
  });

  it('replaces the PDF; without a new cover the old cover goes, and the old files are removed', async () => {
    const created = await createJournal();
    const before = privateFiles();
    const response = await t.postForm(
      journalApi.updateJournal,
      journalForm({ id: String(created.id) }, { file: otherPdf() }),
      editor,
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Journal>();
    expect(updated).toMatchObject({ fileSize: otherPdf().length, coverUrl: null });
    expect(updated.fileUrl).not.toBe(created.fileUrl);
    expect(privateFiles()).toHaveLength(before.length - 1);
    const file = await get(journalApi.file(created.id), reader);
    expect(file.rawPayload.equals(otherPdf())).toBe(true);
  });

  it('replaces only the cover', async () => {
    const created = await createJournal({}, { file: pdf() });
    const response = await t.postForm(
      journalApi.updateJournal,
      journalForm({ id: String(created.id) }, { imageFile: cover() }),
      editor,
    );
    expect(response.json<Journal>()).toMatchObject({ fileSize: pdf().length });
    expect(response.json<Journal>().coverUrl).not.toBeNull();
  });

  it('deletes a journal with its files, and audits create, update and delete', async () => {
    const created = await createJournal();
    const before = privateFiles();
    await t.postForm(
      journalApi.updateJournal,
      journalForm({ id: String(created.id), name: 'Audited' }),
      editor,
    );
    const response = await t.post(journalApi.deleteJournal, String(created.id), editor);
    expect(response.statusCode).toBe(200);
    expect((await t.post(journalApi.journal, String(created.id), editor)).statusCode).toBe(404);
    expect(privateFiles()).toHaveLength(before.length - 2);
    const audit = await auditRowsOf(t.deps.db, 'journal', created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]?.after).toMatchObject({ name: 'Audited' });
    expect(audit[2]?.after).toBeNull();
  });
});

describe('journal lists', () => {
  it('pages, filters and sorts by date, name or id', async () => {
    const tag = `jq${Date.now()}`;
    for (const month of ['2024-02', '2024-01', '2024-03'])
      await createJournal({ name: `${tag} ${month}`, date: month });
    const page = async (body: object, query: string) =>
      (await t.post(`${journalApi.journalsPage}?${query}`, body, editor)).json<
        PagedAnswer<Journal>
      >();
    const first = await page({ size: 2, page: 0, desc: true }, `filter=${tag}`);
    expect(first).toMatchObject({ total: 3, pageCount: 2, capped: false });
    expect(first.rows.map((row) => row.date)).toEqual(['2024-03', '2024-02']);
    const byName = await page({ size: 0, page: 0 }, `filter=${tag.toUpperCase()}&orderBy=Name`);
    expect(byName.rows.map((row) => row.date)).toEqual(['2024-01', '2024-02', '2024-03']);
    const byId = await page({ size: 25, page: 0, desc: true }, `filter=${tag}&orderBy=id`);
    expect(byId.rows.map((row) => row.date)).toEqual(['2024-03', '2024-01', '2024-02']);
  });

  it('gives every signed-in user the journals of their company by month', async () => {
    await createJournal({ name: 'Library one', date: '2023-05' });
    await createJournal({ name: 'Library two', date: '2023-06' });
    await createJournal(
      { name: 'Company 2 only', date: '2023-05' },
      { file: pdf() },
      otherCompanyEditor,
    );
    const all = await t.post(journalApi.library, {}, reader);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<Journal[]>();
    expect(rows.every((row) => row.comId === 1)).toBe(true);
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort().reverse());
    const may = await t.post(journalApi.library, { month: '2023-05' }, reader);
    expect(may.json<Journal[]>().map((row) => row.name)).toEqual(['Library one']);
    const noBody = await t.post(journalApi.library, undefined, reader);
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect((await t.post(journalApi.library, { month: '2023-13' }, reader)).statusCode).toBe(400);
  });
});

describe('PDF and cover downloads', () => {
  it('streams the PDF inline to any signed-in user of the company', async () => {
    const created = await createJournal({ name: 'Журнал "1"' });
    const response = await get(created.fileUrl, reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(pdf().length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="______ _1_.pdf"/);
    expect(response.rawPayload.equals(pdf())).toBe(true);
    const download = await get(`${journalApi.file(created.id)}?download=1`, reader);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const coverFile = await get(created.coverUrl ?? '', reader);
    expect(coverFile.headers['content-type']).toBe('image/jpeg');
    expect(coverFile.rawPayload.equals(cover())).toBe(true);
  });

  it('answers a byte range with 206, an impossible one with 416, and 304 when unchanged', async () => {
    const created = await createJournal();
    const part = await get(journalApi.file(created.id), reader, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${pdf().length}`);
    expect(part.rawPayload.equals(pdf().subarray(0, 10))).toBe(true);
    const beyond = await get(journalApi.file(created.id), reader, {
      range: `bytes=${pdf().length}-`,
    });
    expect(beyond.statusCode).toBe(416);
    const first = await get(journalApi.file(created.id), reader);
    const again = await get(journalApi.file(created.id), reader, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps journal files out of /uploads and away from other companies and the signed-out', async () => {
    const created = await createJournal();
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'journals'))).toBe(false);
    for (const name of privateFiles()) {
      expect((await t.app.inject({ url: `/uploads/journals/1/${name}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `/uploads/../private/journals/1/${name}` })).statusCode,
      ).toBe(404);
    }
    for (const url of [journalApi.file(created.id), journalApi.cover(created.id)]) {
      expect((await get(url, otherCompanyEditor)).statusCode).toBe(404);
      expect((await get(url, null)).statusCode).toBe(401);
    }
    for (const url of ['/api/Journal/File/0', '/api/Journal/File/abc', '/api/Journal/File/-1']) {
      expect((await get(url, reader)).statusCode).toBe(400);
    }
    expect((await get('/api/Journal/File/999999', reader)).statusCode).toBe(404);
  });
});

describe('bad input is answered clearly and changes nothing', () => {
  const badForms: [string, Record<string, string>, Record<string, Buffer>, number, string][] = [
    ['no name', { name: '' }, { file: pdf() }, 400, messages.enterName],
    ['a blank name', { name: '   ' }, { file: pdf() }, 400, messages.enterName],
    ['no file', {}, {}, 400, messages.chooseFile],
    ['month 2026-13', { date: '2026-13' }, { file: pdf() }, 400, messages.journalMonthInvalid],
    ['month 26-01', { date: '26-01' }, { file: pdf() }, 400, messages.journalMonthInvalid],
    ['an empty month', { date: '' }, { file: pdf() }, 400, messages.journalMonthInvalid],
    ['month 2026-1', { date: '2026-1' }, { file: pdf() }, 400, messages.journalMonthInvalid],
    ['a full date', { date: '2026-01-15' }, { file: pdf() }, 400, messages.journalMonthInvalid],
    [
      'a name too long',
      { name: 'x'.repeat(201) },
      { file: pdf() },
      400,
      messages.journalNameTooLong(200),
    ],
    [
      'a text file as the PDF',
      {},
      { file: Buffer.from('not a pdf at all') },
      400,
      messages.journalNotPdf,
    ],
    ['an executable as the PDF', {}, { file: exeBytes() }, 400, messages.journalNotPdf],
    ['a cut-off PDF', {}, { file: pdf().subarray(0, 1000) }, 400, messages.journalNotPdf],
    ['a 0-byte PDF', {}, { file: Buffer.alloc(0) }, 400, messages.fileEmpty],
    [
      'a PNG as the cover',
      {},
      { file: pdf(), imageFile: pngBytes() },
      400,
      messages.journalCoverNotJpeg,
    ],
    [
      'a PDF over the limit',
      {},
      { file: Buffer.concat([pdf(), Buffer.alloc(1024 * 1024)]) },
      413,
      messages.fileTooLarge(1),
    ],
    [
      'an unexpected file field',
      {},
      { file: pdf(), script: pdf() },
      400,
      messages.unexpectedFileField('script'),
    ],
  ];

  it.each(badForms)('refuses a journal with %s', async (_, fields, files, status, message) => {
    const count = await journalCount();
    const stored = privateFiles();
    const response = await t.postForm(journalApi.createJournal, journalForm(fields, files), editor);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(await journalCount()).toBe(count);
    expect(privateFiles()).toEqual(stored);
  });

  it('refuses a bad update and keeps the journal as it was', async () => {
    const created = await createJournal();
    for (const [fields, files] of [
      [{ id: String(created.id), date: '2026-13' }, {}],
      [{ id: String(created.id), name: '' }, {}],
      [{ id: String(created.id) }, { file: Buffer.from('fake') }],
    ] as const) {
      const response = await t.postForm(
        journalApi.updateJournal,
        journalForm(fields, files),
        editor,
      );
      expect(response.statusCode).toBe(400);
    }
    expect((await t.post(journalApi.journal, String(created.id), editor)).json()).toEqual(created);
  });

  it("answers 404 for another company's journal on every call, changing nothing", async () => {
    const created = await createJournal();
    const id = String(created.id);
    expect((await t.post(journalApi.journal, id, otherCompanyEditor)).statusCode).toBe(404);
    expect((await t.post(journalApi.deleteJournal, id, otherCompanyEditor)).statusCode).toBe(404);
    const update = await t.postForm(
      journalApi.updateJournal,
      journalForm({ id, name: 'Taken over' }, { file: otherPdf() }),
      otherCompanyEditor,
    );
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ message: messages.journalNotFound });
    expect((await t.post(journalApi.journal, id, editor)).json()).toEqual(created);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'private', 'journals', '2'))).toHaveLength(1);
  });

  it('refuses other roles with 403 and the signed-out with 401', async () => {
    const created = await createJournal();
    const others = await t.makeUser({ roles: ['CatalogManager', 'Admin', 'CustomerManager'] });
    for (const user of [others, null]) {
      const status = user ? 403 : 401;
      expect((await t.post(journalApi.journalsPage, { size: 25, page: 0 }, user)).statusCode).toBe(
        status,
      );
      expect((await t.post(journalApi.journal, String(created.id), user)).statusCode).toBe(status);
      expect((await t.post(journalApi.deleteJournal, String(created.id), user)).statusCode).toBe(
        status,
      );
      for (const url of [journalApi.createJournal, journalApi.updateJournal]) {
        const form = journalForm({ id: String(created.id) }, { file: pdf() });
        expect((await t.postForm(url, form, user)).statusCode).toBe(status);
      }
    }
    expect((await t.post(journalApi.library, {}, null)).statusCode).toBe(401);
    expect((await t.post(journalApi.journal, String(created.id), editor)).json()).toEqual(created);
  });

  it('refuses bad ids and bodies', async () => {
    for (const body of ['abc', '-1', { id: 1 }, null]) {
      expect((await t.post(journalApi.journal, body, editor)).statusCode).toBe(400);
    }
    expect((await t.post(journalApi.journal, '0', editor)).statusCode).toBe(404);
    const noId = await t.postForm(journalApi.updateJournal, journalForm({}, {}), editor);
    expect(noId.statusCode).toBe(404);
    const json = await t.post(journalApi.createJournal, { name: 'x', date: '2026-01' }, editor);
    expect(json.statusCode).toBe(415);
  });
});
