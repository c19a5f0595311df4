import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemApi, messages, type ItemCard, type ItemFile, type ItemView } from '@bo/contract';
import { makeItem, makeItemFile } from '../../test/factories/items.js';
import { demoAsset, exeBytes, pngBytes } from '../../test/factories/uploads.js';
import { itemFiles } from './items.schema.js';
import {
  t,
  translator,
  catalogManager,
  pdfBytes,
  form,
  upload,
  fileFields,
  rowOf,
  storedPath,
  errorOf,
  uploadPicture,
  openItemFilesApp,
} from '../../test/scenes/item-files.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openItemFilesApp();

describe('upload (C§5, C§7)', () => {
  it('stores a picture checked by content, manual and uploaded here, served under /uploads', async () => {
    const item = await makeItem(t.deps.db);
    const file = await uploadPicture(item.itemNo.toLowerCase());
    expect(file).toMatchObject({
      itemNo: item.itemNo,
      fileType: 1,
      fileDescript: 2,
      sourceType: 2,
      manual: true,
      hidden: 0,
      mainPic: false,
      sort: 5,
      comId: 1,
      pathName: `items/1/${item.itemNo}`,
    });
    expect(file.fileName).toMatch(/^[0-9a-f]{8}-My photo\.png$/);
    expect(file.url).toBe(`/uploads/items/1/${item.itemNo}/${encodeURIComponent(file.fileName)}`);
    expect(fs.readFileSync(storedPath(file)).equals(pngBytes())).toBe(true);
    const served = await t.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    const audits = await auditRowsOf(t.deps.db, 'item-file', file.id);
    expect(audits.map((audit) => audit.action)).toEqual(['create']);
    const card = (await t.post(itemApi.getItem, item.itemNo, translator)).json<ItemCard>();
    expect(card.firstPic).toBe(file.url);
  });

  it('stores a PDF as file type 2 and a link as file type 4', async () => {
    const item = await makeItem(t.deps.db);
    const pdf = await upload({ itemNo: item.itemNo, fileType: 2, fileDescription: 5 }, [
      pdfBytes(),
      'guide.pdf',
    ]);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json<ItemFile>()).toMatchObject({ fileType: 2, fileDescript: 5, sort: 10 });
    const link = await upload({
      itemNo: item.itemNo,
      fileType: 4,
      fileDescription: 7,
      URL: 'https://www.mahle.com/en/oc90',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<ItemFile>()).toMatchObject({
      fileName: 'https://www.mahle.com/en/oc90',
      url: 'https://www.mahle.com/en/oc90',
      pathName: '',
      fileType: 4,
      manual: true,
    });
    const again = await upload({
      itemNo: item.itemNo,
      fileType: 4,
      fileDescription: 7,
      URL: 'https://www.mahle.com/en/oc90',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).key).toBe('itemFileExists');
  });

  it('answers the validation texts of C§5 and refuses bad fields, storing nothing', async () => {
    const item = await makeItem(t.deps.db);
    const itemNo = item.itemNo;
    const picture: [Buffer, string] = [pngBytes(), 'a.png'];
    const cases: [Record<string, string | number>, [Buffer, string] | undefined, string][] = [
      [{ itemNo, fileType: 1, fileDescription: 2 }, undefined, messages.itemFileChooseFile],
      [
        { itemNo, fileType: 1, fileDescription: 2 },
        [Buffer.alloc(0), ''],
        messages.itemFileChooseFile,
      ],
      [{ itemNo, fileType: 1 }, picture, messages.itemFileSelectDescription],
      [{ itemNo, fileType: 1, fileDescription: 0 }, picture, messages.itemFileSelectDescription],
      [{ itemNo, fileType: 4, fileDescription: 7 }, undefined, messages.itemLinkEnterUrl],
      [{ itemNo, fileType: 4, fileDescription: 7, URL: ' ' }, undefined, messages.itemLinkEnterUrl],
      [
        { itemNo, fileType: 4, URL: 'https://a.example' },
        undefined,
        messages.itemFileSelectDescription,
      ],
      [
        { itemNo, fileType: 4, fileDescription: 7, URL: 'javascript:alert(1)' },
        undefined,
        messages.itemLinkInvalid,
      ],
      [
        { itemNo, fileType: 4, fileDescription: 7, URL: 'ftp://files.example/a' },
        undefined,
        messages.itemLinkInvalid,
      ],
      [{ itemNo, fileType: 1, fileDescription: 9 }, picture, messages.itemFileDescriptionUnknown],
      [{ itemNo, fileType: 8, fileDescription: 2 }, picture, messages.itemFileTypeUnknown],
      [{ itemNo, fileType: 'x', fileDescription: 2 }, picture, messages.itemFileTypeUnknown],
      [
        { itemNo, fileType: 1, fileDescription: 2, sort: -1 },
        picture,
        messages.itemFileSortInvalid,
      ],
      [{ itemNo: 'A-1', fileType: 1, fileDescription: 2 }, picture, messages.itemNoInvalid],
      [
        { itemNo: 'A'.repeat(21), fileType: 1, fileDescription: 2 },
        picture,
        messages.itemNoInvalid,
      ],
    ];
    for (const [fields, file, message] of cases) {
      const response = await upload(fields, file);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(fields)).toBe(message);
    }
    const withFile = await upload(
      { itemNo, fileType: 4, fileDescription: 7, URL: 'https://a.example' },
      picture,
    );
    expect(errorOf(withFile).key).toBe('itemLinkTakesNoFile');
    expect(await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, itemNo))).toEqual(
      [],
    );
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'items', '1', itemNo))).toBe(false);
  });

  it('refuses content that is not what the file type says', async () => {
    const item = await makeItem(t.deps.db);
    const itemNo = item.itemNo;
    const notPicture = [
      [exeBytes(), 'photo.jpg'],
      [pdfBytes(), 'photo.png'],
      [Buffer.from('<svg onload="alert(1)"></svg>'), 'photo.svg'],
    ] as [Buffer, string][];
    for (const file of notPicture) {
      const response = await upload({ itemNo, fileType: 3, fileDescription: 3 }, file);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(messages.itemFileNotPicture);
    }
    for (const file of [
      [pngBytes(), 'guide.pdf'],
      [Buffer.from('%PDF-1.4 truncated'), 'guide.pdf'],
    ] as [Buffer, string][]) {
      const response = await upload({ itemNo, fileType: 2, fileDescription: 5 }, file);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(messages.itemFileNotPdf);
    }
    expect(await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, itemNo))).toEqual(
      [],
    );
  });

  it('answers 404 for another company’s item or none, and 403 for other roles', async () => {
    const other = await makeItem(t.deps.db, { comId: 2 });
    const fields = { itemNo: other.itemNo, fileType: 1, fileDescription: 2 };
    const response = await upload(fields, [pngBytes(), 'a.png']);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).key).toBe('itemNotFound');
    expect(
      (await upload({ ...fields, itemNo: 'NOSUCHITEM' }, [pngBytes(), 'a.png'])).statusCode,
    ).toBe(404);
    const forbidden = await upload(fields, [pngBytes(), 'a.png'], catalogManager);
    expect(forbidden.statusCode).toBe(403);
    expect(
      await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, other.itemNo)),
    ).toEqual([]);
  });
});

describe('the name the user uploaded (issue 32)', () => {
  const update = (fields: Record<string, string | number | boolean>, file?: [Buffer, string]) =>
    t.postForm(itemApi.updateItemFile, form(fields, file), translator);
  const cardFiles = async (itemNo: string) =>
    (await t.post(itemApi.getItem, itemNo, translator)).json<ItemCard>().files;

  it('keeps it beside the stored name, answers it on the card and the item page, and downloads still work', async () => {
    const item = await makeItem(t.deps.db);
    const file = await uploadPicture(item.itemNo);
    expect(file.fileName).toMatch(/^[0-9a-f]{8}-My photo\.png$/);
    expect(file.originalName).toBe('My photo.png');
    expect((await rowOf(file.id))?.originalName).toBe('My photo.png');
    expect((await cardFiles(item.itemNo)).map((row) => row.originalName)).toEqual(['My photo.png']);
    const view = (await t.post(itemApi.itemView, item.itemNo, translator)).json<ItemView>();
    expect(view.pictures.map((picture) => [picture.originalName, picture.url])).toEqual([
      ['My photo.png', file.url],
    ]);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(200);

    // A replaced file takes the name of its replacement; the stored name stays the handle.
    const replaced = await update({ ...fileFields(file), oldFileName: file.fileName }, [
      demoAsset('photo-oil-filters.jpg'),
      'Side view.jpg',
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<ItemFile>();
    expect(after.originalName).toBe('Side view.jpg');
    expect(after.fileName).toMatch(/^[0-9a-f]{8}-Side view\.jpg$/);
    const resorted = await update({ itemNo: item.itemNo, oldFileName: after.fileName, sort: 3 });
    expect(resorted.json<ItemFile>().originalName).toBe('Side view.jpg');
  });

  it('answers the stored name for an older file that has none, and a link’s address', async () => {
    const item = await makeItem(t.deps.db);
    const older = await makeItemFile(t.deps.db, item, { fileName: '8f4c3e54-red.png' });
    const link = await upload({
      itemNo: item.itemNo,
      fileType: 4,
      fileDescription: 7,
      URL: 'https://a.example/oc90',
    });
    expect(link.json<ItemFile>().originalName).toBe('https://a.example/oc90');
    expect((await rowOf(older.id))?.originalName).toBe('');
    const names = (await cardFiles(item.itemNo)).map((row) => [row.fileName, row.originalName]);
    expect(names).toEqual([
      ['8f4c3e54-red.png', '8f4c3e54-red.png'],
      ['https://a.example/oc90', 'https://a.example/oc90'],
    ]);
  });

  it('keeps only the last part of a sent path, without control or direction characters', async () => {
    const item = await makeItem(t.deps.db);
    const response = await upload({ itemNo: item.itemNo, fileType: 1, fileDescription: 2 }, [
      pngBytes(),
      'C:\\fakepath\\Red\u202e  filter\u0007.png',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ItemFile>().originalName).toBe('Red filter.png');
  });
});
