import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fileManagerAccept,
  fileManagerApi,
  messages,
  type UploadAnswer,
  type UploadLimits,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditLog } from '../../platform/db/platform.schema.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import {
  companyRoot,
  jpegBytes,
  makeFolder,
  pdfBytes,
  upload,
} from '../../test/factories/files.js';
import { pngBytes } from '../../test/factories/uploads.js';
import { FileManagerService } from './files.service.js';
import { t, content, catalog, openFilesApp } from '../../test/scenes/files.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openFilesApp();

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
    const audit = await auditRowsOf(t.deps.db, 'file', stored?.id ?? '');
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
