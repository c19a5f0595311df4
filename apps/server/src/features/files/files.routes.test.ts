import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileManagerApi, messages, type FileEntry, type FolderListing } from '@bo/contract';
import {
  companyRoot,
  jpegBytes,
  makeFolder,
  pdfBytes,
  upload,
} from '../../test/factories/files.js';
import { pngBytes } from '../../test/factories/uploads.js';
import { type TestUser } from '../../test/test-app.js';
import { t, content, catalog, otherCompany, load, openFilesApp } from '../../test/scenes/files.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openFilesApp();

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
    const audit = await auditRowsOf(t.deps.db, 'folder', 'news/2026');
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
    const audit = await auditRowsOf(t.deps.db, 'folder', 'to-delete');
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
    const audit = await auditRowsOf(t.deps.db, 'file', 'cleanup/a.png');
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
