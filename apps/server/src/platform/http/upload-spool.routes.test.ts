import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, type ErrorAnswer } from '@bo/contract';
import { fileBlob } from '../../test/factories/uploads.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { signedInAccess } from './access.js';
import { refusal } from './errors.js';
import { withUploadedFile } from './upload-spool.js';

const spoolPath = '/api/test/Spool';
const limitBytes = 64 * 1024;
/** The files the route was handed. */
const handed: string[] = [];

function spoolRoute(app: FastifyInstance) {
  app.post(spoolPath, { config: { access: signedInAccess } }, (request) =>
    withUploadedFile(request, 'file', async (file) => {
      handed.push(file.path);
      const data = await fs.readFile(file.path);
      if (file.fields.fail === '1') throw refusal('failed on purpose');
      return {
        fileName: file.fileName,
        bytes: file.bytes,
        sha256: createHash('sha256').update(data).digest('hex'),
        mode: (await fs.stat(file.path)).mode & 0o777,
        fields: file.fields,
      };
    }),
  );
}

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: limitBytes }, spoolRoute);
  user = await t.makeUser({ roles: [] });
});
afterAll(() => t.close());

/** The folders spooling made during a test, watched on fs.mkdtemp. */
let madeFolders: string[] = [];
let restore: () => void = () => {};
beforeAll(() => {
  const mkdtemp = fs.mkdtemp.bind(fs);
  const spy = vi.spyOn(fs, 'mkdtemp').mockImplementation(async (prefix, options) => {
    const folder = await mkdtemp(prefix, options);
    if (prefix.includes('bo-upload-')) madeFolders.push(folder);
    return folder;
  });
  restore = () => spy.mockRestore();
});
afterAll(() => restore());
afterEach(() => {
  madeFolders = [];
  handed.length = 0;
});

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

const bytes = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7) % 251));

function send(parts: [field: string, value: Buffer | string, name?: string][]) {
  const form = new FormData();
  for (const [field, value, name] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, fileBlob(value), name ?? 'upload.bin');
  }
  return t.postForm(spoolPath, form, user);
}

describe('withUploadedFile', () => {
  it('spools the file to a private temporary file, whole, and deletes it after the work', async () => {
    const data = bytes(limitBytes);
    const response = await send([
      ['note', 'hello'],
      ['file', data, 'Прайс.xlsx'],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fileName: 'Прайс.xlsx',
      bytes: limitBytes,
      sha256: createHash('sha256').update(data).digest('hex'),
      mode: 0o600,
      fields: { note: 'hello' },
    });
    expect(handed).toHaveLength(1);
    expect(madeFolders).toHaveLength(1);
    expect(await exists(handed[0]!)).toBe(false);
    expect(await exists(madeFolders[0]!)).toBe(false);
  });

  it('takes the last of several files under the field, as readMultipart does', async () => {
    const response = await send([
      ['file', bytes(10), 'first.bin'],
      ['file', bytes(20), 'second.bin'],
    ]);
    expect(response.json()).toMatchObject({ fileName: 'second.bin', bytes: 20 });
  });

  it('refuses a file over the upload limit while it streams, leaving nothing behind', async () => {
    const response = await send([['file', bytes(limitBytes + 1)]]);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorAnswer>().message).toBe(messages.fileTooLarge(0));
    expect(handed).toEqual([]);
    expect(madeFolders).toHaveLength(1);
    expect(await exists(madeFolders[0]!)).toBe(false);
  });

  it('deletes the file when the work fails', async () => {
    const response = await send([
      ['fail', '1'],
      ['file', bytes(100)],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe('failed on purpose');
    expect(await exists(handed[0]!)).toBe(false);
    expect(await exists(madeFolders[0]!)).toBe(false);
  });

  it('refuses no file, an empty file input, another file field and a body that is not a form', async () => {
    const none = await send([['note', 'x']]);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorAnswer>()).toMatchObject({
      message: messages.chooseFile,
      errors: { file: [messages.chooseFile] },
    });
    expect((await send([['file', Buffer.alloc(0), '']])).json<ErrorAnswer>().message).toBe(
      messages.chooseFile,
    );
    const other = await send([['picture', bytes(10)]]);
    expect(other.statusCode).toBe(400);
    expect(other.json<ErrorAnswer>().message).toBe(messages.unexpectedFileField('picture'));
    expect((await t.post(spoolPath, { file: 'x' }, user)).statusCode).toBe(415);
    expect(handed).toEqual([]);
    for (const folder of madeFolders) expect(await exists(folder)).toBe(false);
  });
});
