import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileManagerApi, messages, type UploadAnswer } from '@bo/contract';
import {
  companyRoot,
  makeFolder,
  pdfBytes,
  snapshotTree,
  upload,
} from '../../test/factories/files.js';
import { exeBytes, pngBytes } from '../../test/factories/uploads.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/**
 * DESIGN §6: no request reaches outside the company's file-manager root, and a
 * refused request changes nothing. Sentinels sit next to the root, above it and
 * in another company's root; the whole data folder is compared before and after.
 */

const megabyte = 1024 * 1024;
let t: TestApp;
let user: TestUser;
let root: string;
let outsideBefore: Record<string, string>;

/** Everything of the data folder except company 1's root. */
const outside = () => snapshotTree(t.config.dataDir, root);

beforeAll(async () => {
  t = await createTestApp({
    uploadLimitBytes: megabyte,
    uploadRequestLimitBytes: 2 * megabyte,
    uploadFilesPerRequest: 3,
  });
  user = await t.makeUser({ roles: ['ContentManager'] });
  const otherCompany = await t.makeUser({ roles: ['CatalogManager'], comId: 2 });
  await makeFolder(t, user, 'inside');
  await upload(t, user, 'inside', [['formFile', pngBytes(), 'keep.png']]);
  await makeFolder(t, otherCompany, 'secret');
  await upload(t, otherCompany, 'secret', [['formFile', pngBytes(), 'secret.png']]);
  root = companyRoot(t);
  const uploads = path.join(t.config.dataDir, 'uploads');
  fs.writeFileSync(path.join(uploads, 'files', 'sentinel.txt'), 'next to the root');
  fs.mkdirSync(path.join(uploads, 'files', 'sentinel-folder'));
  fs.writeFileSync(path.join(uploads, 'sentinel.txt'), 'above the root');
  fs.writeFileSync(path.join(t.config.dataDir, 'sentinel.txt'), 'in the data folder');
  outsideBefore = outside();
});
afterAll(() => t.close());

/** Paths that try to leave the root, each a different trick. */
const tricks = [
  '..',
  '../',
  '../2',
  '../2/secret',
  '../sentinel-folder',
  '../sentinel.txt',
  '../../sentinel.txt',
  '../../../sentinel.txt',
  'inside/../..',
  'inside/../../2/secret',
  '/',
  '/etc',
  '/tmp',
  '\\..\\2',
  '..\\2',
  'inside\\..\\..',
  '%2e%2e',
  '%2e%2e/2',
  '..%2f2',
  '%2e%2e%5c2',
  '%252e%252e',
  'inside\u0000',
  '\u0000',
  '..\u0000',
  '.',
  './inside',
  'inside/.',
  '//2',
  'C:\\',
  'C:/Windows',
  'inside//keep.png',
  '~/',
];

async function expectRefused(response: Awaited<ReturnType<TestApp['post']>>) {
  expect(response.statusCode, response.body).toBe(400);
  // A NUL never reaches the file manager: the guard on all text refuses it first.
  expect([messages.pathInvalid, messages.folderNameRequired, messages.controlCharacters]).toContain(
    response.json<{ message: string }>().message,
  );
}

describe('paths that try to leave the root', () => {
  it.each(tricks)('refuses %j in every call and field, touching nothing', async (trick) => {
    const rootBefore = snapshotTree(root);
    await expectRefused(await t.post(fileManagerApi.loadFiles, { currentDir: trick }, user));
    await expectRefused(await t.post(fileManagerApi.createDirectory, { currentDir: trick }, user));
    await expectRefused(
      await t.post(fileManagerApi.createDirectory, { currentDir: `${trick}/new` }, user),
    );
    await expectRefused(await t.post(fileManagerApi.deleteDirectory, { currentDir: trick }, user));
    await expectRefused(
      await t.post(
        fileManagerApi.deleteFiles,
        { currentDir: trick, filesList: [{ fileName: 'secret.png' }] },
        user,
      ),
    );
    await expectRefused(
      await t.post(
        fileManagerApi.deleteFiles,
        { currentDir: 'inside', filesList: [{ fileName: 'keep.png' }, { fileName: trick }] },
        user,
      ),
    );
    await expectRefused(await upload(t, user, trick, [['formFile', pngBytes(), 'x.png']]));
    expect(snapshotTree(root)).toEqual(rootBefore);
    expect(outside()).toEqual(outsideBefore);
  });

  it.each([
    '../../../sentinel.txt.png',
    '..\\..\\sentinel.png',
    '/etc/passwd.png',
    '%2e%2e%2fx.png',
    '..%2f..%2fx.png',
    '\u0000.png',
    '..',
    '.htaccess',
  ])('stores an upload named %j inside the folder, under a clean name', async (name) => {
    const response = await upload(t, user, 'inside', [['formFile', pngBytes(), name]]);
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = response.json<UploadAnswer>().files;
    expect(stored?.id).toMatch(/^inside\/[^/\\%]+\.png$/);
    expect(fs.existsSync(path.join(root, ...(stored?.id ?? '').split('/')))).toBe(true);
    expect(outside()).toEqual(outsideBefore);
  });
});

describe('links inside the root', () => {
  beforeAll(() => {
    fs.symlinkSync(path.join(root, '..', '2'), path.join(root, 'linked'));
    fs.symlinkSync(
      path.join(t.config.dataDir, 'uploads', 'sentinel.txt'),
      path.join(root, 'inside', 'link.png'),
    );
  });

  it('lists no link and refuses every call through one', async () => {
    const listing = await t.post(fileManagerApi.loadFiles, { currentDir: '' }, user);
    expect(
      listing.json<{ filesList: { fileName: string }[] }>().filesList.map((e) => e.fileName),
    ).toEqual(['inside']);
    const inside = await t.post(fileManagerApi.loadFiles, { currentDir: 'inside' }, user);
    expect(inside.body).not.toContain('link.png');
    for (const currentDir of ['linked', 'linked/secret']) {
      await expectRefused(await t.post(fileManagerApi.loadFiles, { currentDir }, user));
      await expectRefused(await t.post(fileManagerApi.deleteDirectory, { currentDir }, user));
      await expectRefused(
        await t.post(fileManagerApi.createDirectory, { currentDir: `${currentDir}/new` }, user),
      );
      await expectRefused(
        await t.post(
          fileManagerApi.deleteFiles,
          { currentDir, filesList: [{ fileName: 'secret.png' }] },
          user,
        ),
      );
      await expectRefused(await upload(t, user, currentDir, [['formFile', pngBytes(), 'x.png']]));
    }
    await expectRefused(
      await t.post(
        fileManagerApi.deleteFiles,
        { currentDir: 'inside', filesList: [{ fileName: 'link.png' }] },
        user,
      ),
    );
    expect(outside()).toEqual(outsideBefore);
    expect(fs.readFileSync(path.join(t.config.dataDir, 'uploads', 'sentinel.txt'), 'utf8')).toBe(
      'above the root',
    );
  });
});

describe('uploads that are refused store nothing', () => {
  const padded = (size: number) => Buffer.concat([pngBytes(), Buffer.alloc(size)]);
  const cases: [string, string | undefined, [string, Buffer, string][], number, string][] = [
    ['to the root', '', [['formFile', pngBytes(), 'a.png']], 400, messages.uploadToRootRefused],
    [
      'without currentDir',
      undefined,
      [['formFile', pngBytes(), 'a.png']],
      400,
      messages.uploadToRootRefused,
    ],
    [
      'to a missing folder',
      'missing',
      [['formFile', pngBytes(), 'a.png']],
      404,
      messages.folderNotFound,
    ],
    ['with no file', 'inside', [], 400, messages.chooseFiles],
    [
      'a 0-byte file',
      'inside',
      [['formFile', Buffer.alloc(0), 'empty.png']],
      400,
      messages.fileEmptyNamed('empty.png'),
    ],
    [
      'a file over the limit',
      'inside',
      [['formFile', padded(megabyte), 'big.png']],
      413,
      messages.fileTooLarge(1),
    ],
    [
      'files over the request limit',
      'inside',
      [0, 1, 2].map((n) => ['formFiles', padded(0.9 * megabyte), `part${n}.png`]),
      413,
      messages.uploadTooLarge(2),
    ],
    [
      'more files than allowed',
      'inside',
      [0, 1, 2, 3].map((n) => ['formFiles', pngBytes(), `many${n}.png`]),
      413,
      messages.tooManyFiles(3),
    ],
    [
      'an executable renamed .jpg',
      'inside',
      [['formFile', exeBytes(), 'virus.jpg']],
      400,
      messages.fileTypeNotAllowed('virus.jpg'),
    ],
    [
      'a PDF that is not a PDF',
      'inside',
      [['formFile', Buffer.from('just text, no PDF'), 'fake.pdf']],
      400,
      messages.fileTypeNotAllowed('fake.pdf'),
    ],
    [
      'a cut-off PDF',
      'inside',
      [['formFile', pdfBytes().subarray(0, 500), 'cut.pdf']],
      400,
      messages.fileTypeNotAllowed('cut.pdf'),
    ],
    [
      'an SVG with a script',
      'inside',
      [
        [
          'formFile',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'x.svg',
        ],
      ],
      400,
      messages.fileTypeNotAllowed('x.svg'),
    ],
    [
      'an HTML page named .png',
      'inside',
      [['formFile', Buffer.from('<html><script>alert(1)</script></html>'), 'page.png']],
      400,
      messages.fileTypeNotAllowed('page.png'),
    ],
    [
      'a good file with a bad one',
      'inside',
      [
        ['formFiles', pngBytes(), 'good.png'],
        ['formFiles', exeBytes(), 'bad.png'],
      ],
      400,
      messages.fileTypeNotAllowed('bad.png'),
    ],
    [
      'a file under another field name',
      'inside',
      [['file', pngBytes(), 'a.png']],
      400,
      messages.unexpectedFileField('file'),
    ],
  ];

  it.each(cases)('refuses %s', async (_, currentDir, files, status, message) => {
    const rootBefore = snapshotTree(root);
    const response = await upload(t, user, currentDir, files);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(snapshotTree(root)).toEqual(rootBefore);
    expect(outside()).toEqual(outsideBefore);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await t.post(fileManagerApi.uploadFile, { currentDir: 'inside' }, user);
    expect(response.statusCode).toBe(415);
  });
});
