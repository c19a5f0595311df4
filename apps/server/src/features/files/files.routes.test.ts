import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileManagerAccept,
  fileManagerApi,
  messages,
  type FileEntry,
  type FolderListing,
  type UploadAnswer,
  type UploadLimits,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditLog } from '../../platform/db/platform.schema.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { companyRoot, jpegBytes, makeFolder, pdfBytes, upload } from './files.fixtures.js';
import { FileManagerService } from './files.service.js';

let t: TestApp;
let content: TestUser;
let catalog: TestUser;
let otherCompany: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  content = await t.makeUser({ roles: ['ContentManager'] });
  catalog = await t.makeUser({ roles: ['CatalogManager'] });
  otherCompany = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
});
afterAll(() => t.close());

async function load(currentDir: string, user = content) {
  const response = await t.post(fileManagerApi.loadFiles, { currentDir, filesList: [] }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FolderListing>();
}

describe('LoadFiles', () => {
  it('answers the root, created on first use, with parentDir null', async () => {
    expect(fs.existsSync(companyRoot(t, 2))).toBe(false);
    const response = await t.post(fileManagerApi.loadFiles, { currentDir: '' }, otherCompany);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ parentDir: null, currentDir: '', filesList: [] });
    expect(fs.statSync(companyRoot(t, 2)).isDirectory()).toBe(true);
  });

  it('lists every entry, folders first then by name, with what thumbnails need', async () => {
    await makeFolder(t, content, 'listing');
    await makeFolder(t, content, 'listing/b-folder');
    await makeFolder(t, content, 'listing/A-folder');
    await upload(t, content, 'listing', [
      ['formFiles', pngBytes(), 'z10.png'],
      ['formFiles', pngBytes(), 'z9.png'],
      ['formFiles', pdfBytes(), 'Report.pdf'],
    ]);
    const listing = await load('listing');
    expect(listing.parentDir).toBe('');
    expect(listing.currentDir).toBe('listing');
    expect(listing.filesList.map((entry) => entry.fileName)).toEqual([
      'A-folder',
      'b-folder',
      'Report.pdf',
      'z9.png',
      'z10.png',
    ]);
    const [folder, , pdf, png] = listing.filesList;
    expect(folder).toMatchObject({
      isFile: false,
      id: 'listing/A-folder',
      kind: 'folder',
      url: null,
      size: null,
    });
    expect(pdf).toMatchObject({ isFile: true, kind: 'pdf', size: pdfBytes().length });
    expect(png).toMatchObject({ id: 'listing/z9.png', kind: 'image', size: pngBytes().length });
    expect(png?.url).toMatch(/^\/uploads\/files\/1\/listing\/z9\.png\?v=\d+$/);
    expect(Number.isNaN(Date.parse(png?.modified ?? ''))).toBe(false);
    const served = await t.app.inject({ url: png?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('answers a nested folder with its parent, and encodes Unicode names in URLs', async () => {
    await makeFolder(t, content, 'Новини');
    await makeFolder(t, content, 'Новини/2026');
    await upload(t, content, 'Новини/2026', [['formFile', jpegBytes(), 'фото 1.jpg']]);
    const listing = await load('Новини/2026');
    expect(listing.parentDir).toBe('Новини');
    const [photo] = listing.filesList;
    expect(photo?.fileName).toBe('фото 1.jpg');
    const served = await t.app.inject({ url: photo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(jpegBytes())).toBe(true);
  });

  it('accepts the entries of a previous listing in filesList and ignores them', async () => {
    const listing = await load('listing');
    const response = await t.post(
      fileManagerApi.loadFiles,
      { currentDir: 'listing', filesList: listing.filesList },
      content,
    );
    expect(response.json<FolderListing>()).toEqual(listing);
  });

  it('answers 404 for a missing folder and for a file named as a folder', async () => {
    for (const currentDir of ['no-such-folder', 'listing/z9.png']) {
      const response = await t.post(fileManagerApi.loadFiles, { currentDir }, content);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: messages.folderNotFound });
    }
  });
});

describe('CreateDirectory', () => {
  it('creates a folder inside an existing parent, and audits it', async () => {
    const response = await t.post(fileManagerApi.createDirectory, { currentDir: 'news' }, catalog);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.folderCreated,
      folder: { fileName: 'news', id: 'news', isFile: false, kind: 'folder' },
    });
    const nested = await t.post(
      fileManagerApi.createDirectory,
      { currentDir: 'news/2026' },
      catalog,
    );
    expect(nested.json<{ folder: FileEntry }>().folder.id).toBe('news/2026');
    expect(fs.statSync(path.join(companyRoot(t), 'news', '2026')).isDirectory()).toBe(true);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'folder'), eq(auditLog.entityId, 'news/2026')));
    expect(audit).toMatchObject([
      { action: 'create', actorLogin: catalog.login, comId: 1, after: { path: 'news/2026' } },
    ]);
  });

  it('cleans the new name', async () => {
    const response = await t.post(
      fileManagerApi.createDirectory,
      { currentDir: 'news/Sale: 50?' },
      content,
    );
    expect(response.json<{ folder: FileEntry }>().folder).toMatchObject({
      fileName: 'Sale_ 50_',
      id: 'news/Sale_ 50_',
    });
  });

  it('refuses a folder whose parent does not exist, and creates nothing', async () => {
    const response = await t.post(
      fileManagerApi.createDirectory,
      { currentDir: 'missing/child' },
      content,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.parentFolderNotFound });
    expect(fs.existsSync(path.join(companyRoot(t), 'missing'))).toBe(false);
  });

  it('refuses a taken name (folder or file) with 409, and an empty name', async () => {
    const again = await t.post(fileManagerApi.createDirectory, { currentDir: 'news' }, content);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.nameTaken('news') });
    const overFile = await t.post(
      fileManagerApi.createDirectory,
      { currentDir: 'listing/z9.png' },
      content,
    );
    expect(overFile.statusCode).toBe(409);
    for (const currentDir of ['', '   ', 'news/']) {
      const empty = await t.post(fileManagerApi.createDirectory, { currentDir }, content);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: messages.folderNameRequired });
    }
    const missing = await t.post(fileManagerApi.createDirectory, {}, content);
    expect(missing.statusCode).toBe(400);
  });
});

describe('DeleteDirectory', () => {
  it('deletes an empty folder, answers the spec text, and audits it', async () => {
    await makeFolder(t, content, 'to-delete');
    const response = await t.post(
      fileManagerApi.deleteDirectory,
      { currentDir: 'to-delete', filesList: [] },
      content,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Deleted successfully!', deleted: ['to-delete'] });
    expect(fs.existsSync(path.join(companyRoot(t), 'to-delete'))).toBe(false);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'folder'), eq(auditLog.entityId, 'to-delete')));
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('refuses the root, a non-empty folder, a missing folder and a file', async () => {
    const root = await t.post(fileManagerApi.deleteDirectory, { currentDir: '' }, content);
    expect(root.statusCode).toBe(400);
    expect(root.json()).toMatchObject({ message: messages.rootNotDeletable });
    const notEmpty = await t.post(fileManagerApi.deleteDirectory, { currentDir: 'news' }, content);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json()).toMatchObject({ message: messages.folderNotEmpty });
    const withFiles = await t.post(
      fileManagerApi.deleteDirectory,
      { currentDir: 'listing' },
      content,
    );
    expect(withFiles.statusCode).toBe(409);
    for (const currentDir of ['gone', 'listing/z9.png']) {
      const response = await t.post(fileManagerApi.deleteDirectory, { currentDir }, content);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: messages.folderNotFound });
    }
    expect(fs.existsSync(path.join(companyRoot(t), 'news', '2026'))).toBe(true);
    expect(fs.existsSync(path.join(companyRoot(t), 'listing', 'z9.png'))).toBe(true);
  });
});

describe('DeleteFiles', () => {
  it('deletes the listed files of a folder, and audits each', async () => {
    await makeFolder(t, content, 'cleanup');
    await upload(t, content, 'cleanup', [
      ['formFiles', pngBytes(), 'a.png'],
      ['formFiles', pngBytes(), 'b.png'],
      ['formFiles', pngBytes(), 'keep.png'],
    ]);
    const listing = await load('cleanup');
    const chosen = listing.filesList.filter((entry) => entry.fileName !== 'keep.png');
    const response = await t.post(
      fileManagerApi.deleteFiles,
      { currentDir: 'cleanup', filesList: chosen },
      content,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: messages.filesDeleted,
      deleted: ['cleanup/a.png', 'cleanup/b.png'],
    });
    expect((await load('cleanup')).filesList.map((entry) => entry.fileName)).toEqual(['keep.png']);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, 'cleanup/a.png')));
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('deletes nothing when one entry is missing or a folder, or none is chosen', async () => {
    await makeFolder(t, content, 'cleanup/sub');
    const cases: [unknown[], number, string][] = [
      [
        [{ fileName: 'keep.png' }, { fileName: 'missing.png' }],
        404,
        messages.fileNotFound('missing.png'),
      ],
      [
        [{ fileName: 'keep.png' }, { fileName: 'sub', isFile: false }],
        400,
        messages.notAFile('sub'),
      ],
      [[], 400, messages.chooseFilesToDelete],
    ];
    for (const [filesList, status, message] of cases) {
      const response = await t.post(
        fileManagerApi.deleteFiles,
        { currentDir: 'cleanup', filesList },
        content,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    const noList = await t.post(fileManagerApi.deleteFiles, { currentDir: 'cleanup' }, content);
    expect(noList.statusCode).toBe(400);
    expect(fs.existsSync(path.join(companyRoot(t), 'cleanup', 'keep.png'))).toBe(true);
  });

  it('answers 404 for a missing folder', async () => {
    const response = await t.post(
      fileManagerApi.deleteFiles,
      { currentDir: 'nowhere', filesList: [{ fileName: 'a.png' }] },
      content,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('UploadFile', () => {
  it('stores one file (formFile) and answers its entry', async () => {
    await makeFolder(t, content, 'uploads');
    const response = await upload(t, content, 'uploads', [['formFile', pngBytes(), 'one.png']]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UploadAnswer>();
    expect(answer.message).toBe(messages.filesUploaded(1));
    expect(answer.files).toMatchObject([
      { fileName: 'one.png', id: 'uploads/one.png', kind: 'image', uploadedName: 'one.png' },
    ]);
    expect(
      fs.readFileSync(path.join(companyRoot(t), 'uploads', 'one.png')).equals(pngBytes()),
    ).toBe(true);
  });

  it('stores several files (formFiles), keeping both when a name is taken', async () => {
    const response = await upload(t, content, 'uploads', [
      ['formFiles', jpegBytes(), 'one.png'],
      ['formFiles', pngBytes(), 'one.png'],
      ['formFiles', pdfBytes(), 'doc.pdf'],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UploadAnswer>();
    expect(answer.message).toBe(messages.filesUploaded(3));
    // A JPEG sent as one.png gets the extension of its content.
    expect(answer.files.map((file) => [file.uploadedName, file.fileName])).toEqual([
      ['one.png', 'one.jpg'],
      ['one.png', 'one (1).png'],
      ['doc.pdf', 'doc.pdf'],
    ]);
    const again = await upload(t, content, 'uploads', [['formFile', pngBytes(), 'one.png']]);
    expect(again.json<UploadAnswer>().files[0]?.fileName).toBe('one (2).png');
    expect(
      fs.readFileSync(path.join(companyRoot(t), 'uploads', 'one.png')).equals(pngBytes()),
    ).toBe(true);
  });

  it('cleans names: no path, no special characters', async () => {
    const response = await upload(t, content, 'uploads', [
      ['formFile', pngBytes(), 'C:\\fakepath\\my: photo?.png'],
    ]);
    expect(response.json<UploadAnswer>().files[0]).toMatchObject({
      fileName: 'my_ photo_.png',
      uploadedName: 'my: photo?.png',
    });
  });

  it('audits every stored file', async () => {
    const response = await upload(t, catalog, 'uploads', [['formFile', pdfBytes(), 'audit.pdf']]);
    const [stored] = response.json<UploadAnswer>().files;
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, stored?.id ?? '')));
    expect(audit).toMatchObject([
      {
        action: 'create',
        actorLogin: catalog.login,
        after: { path: 'uploads/audit.pdf', size: pdfBytes().length },
      },
    ]);
  });
});

describe('an upload that fails half-way', () => {
  /** The app's uploads folder, whose second write fails as a crash would stop it. */
  class FailingStorage extends LocalStorage {
    private puts = 0;
    /** What the disk and the audit log held when the second write began. */
    atFailure: { files: string[]; audited: string[] } | undefined;

    override async put(key: string, data: Buffer, options?: { exclusive?: boolean }) {
      if (++this.puts === 2) {
        this.atFailure = {
          files: fs.readdirSync(path.join(companyRoot(t), 'half-way')),
          audited: (await auditRows()).map((row) => `${row.action} ${row.entityId}`),
        };
        throw new Error('disk failed');
      }
      return super.put(key, data, options);
    }
  }

  const auditRows = () =>
    t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.comId, 1)))
      .orderBy(auditLog.id)
      .then((rows) => rows.filter((row) => row.entityId.startsWith('half-way/')));

  it('has audited each stored file before the next is written, and audits the clean-up', async () => {
    await makeFolder(t, content, 'half-way');
    const storage = new FailingStorage(path.join(t.config.dataDir, 'uploads'));
    const service = new FileManagerService(t.deps.db, storage);
    const actor: SignedInUser = {
      userId: content.userId,
      login: content.login,
      fullName: 'Content',
      custNo: null,
      comId: 1,
      roles: ['ContentManager'],
      lang: null,
    };
    const uploads = [
      ['first.png', pngBytes()],
      ['second.pdf', pdfBytes()],
      ['third.jpg', jpegBytes()],
    ] as const;
    const failed = await service
      .upload(actor, {
        fields: { currentDir: 'half-way' },
        files: {},
        uploads: uploads.map(([fileName, data]) => ({ field: 'formFiles', fileName, data })),
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'disk failed' });

    // A crash at that moment would have left the first file, and its audit row.
    expect(storage.atFailure).toEqual({
      files: ['first.png'],
      audited: ['create half-way/first.png'],
    });
    // The failure was handled: the first file is gone again, and so recorded.
    expect(fs.readdirSync(path.join(companyRoot(t), 'half-way'))).toEqual([]);
    const rows = await auditRows();
    expect(rows).toMatchObject([
      {
        action: 'create',
        actorLogin: content.login,
        entityId: 'half-way/first.png',
        after: { path: 'half-way/first.png', size: pngBytes().length },
      },
      {
        action: 'delete',
        actorLogin: content.login,
        entityId: 'half-way/first.png',
        before: { path: 'half-way/first.png', size: pngBytes().length },
      },
    ]);
  });
});

describe('Limits', () => {
  it('answers the upload limits and accepted types', async () => {
    const response = await t.post(fileManagerApi.limits, undefined, content);
    expect(response.statusCode).toBe(200);
    expect(response.json<UploadLimits>()).toEqual({
      fileLimitBytes: t.config.uploadLimitBytes,
      requestLimitBytes: t.config.uploadRequestLimitBytes,
      filesPerRequest: t.config.uploadFilesPerRequest,
      accept: fileManagerAccept,
    });
  });
});

describe('access and companies', () => {
  const calls = [
    [fileManagerApi.loadFiles, { currentDir: '' }],
    [fileManagerApi.createDirectory, { currentDir: 'denied' }],
    [fileManagerApi.deleteDirectory, { currentDir: 'news/2026' }],
    [fileManagerApi.deleteFiles, { currentDir: 'uploads', filesList: [{ fileName: 'one.png' }] }],
    [fileManagerApi.limits, undefined],
  ] as const;

  it('refuses other roles with 403 and the signed-out with 401, touching nothing', async () => {
    const others = await t.makeUser({ roles: ['CustomerManager', 'Admin', 'TranslateManager'] });
    for (const [url, body] of calls) {
      expect((await t.post(url, body, others)).statusCode).toBe(403);
      expect((await t.post(url, body, null)).statusCode).toBe(401);
    }
    for (const user of [others, null]) {
      const response = await upload(t, user as TestUser, 'uploads', [
        ['formFile', pngBytes(), 'denied.png'],
      ]);
      expect(response.statusCode).toBe(user ? 403 : 401);
    }
    expect(fs.existsSync(path.join(companyRoot(t), 'denied'))).toBe(false);
    expect(fs.existsSync(path.join(companyRoot(t), 'uploads', 'denied.png'))).toBe(false);
    expect(fs.existsSync(path.join(companyRoot(t), 'news', '2026'))).toBe(true);
  });

  it("keeps each company in its own root: another company's folders are not found", async () => {
    const root = await load('', otherCompany);
    expect(root.filesList.map((entry) => entry.fileName)).not.toContain('listing');
    for (const [url, body] of [
      [fileManagerApi.loadFiles, { currentDir: 'listing' }],
      [fileManagerApi.deleteDirectory, { currentDir: 'listing/A-folder' }],
      [fileManagerApi.deleteFiles, { currentDir: 'listing', filesList: [{ fileName: 'z9.png' }] }],
      [fileManagerApi.createDirectory, { currentDir: 'listing/sub' }],
    ] as const) {
      expect((await t.post(url, body, otherCompany)).statusCode).toBe(404);
    }
    const uploaded = await upload(t, otherCompany, 'listing', [['formFile', pngBytes(), 'x.png']]);
    expect(uploaded.statusCode).toBe(404);
    await makeFolder(t, otherCompany, 'listing');
    expect(fs.existsSync(path.join(companyRoot(t, 2), 'listing'))).toBe(true);
    expect(fs.existsSync(path.join(companyRoot(t), 'listing', 'z9.png'))).toBe(true);
  });
});
