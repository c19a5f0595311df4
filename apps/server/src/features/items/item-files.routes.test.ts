import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemApi,
  messages,
  type ErrorAnswer,
  type ItemCard,
  type ItemFile,
  type ItemView,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeItem, makeItemFile } from '../../test/factories.js';
import { demoAsset, exeBytes, fileBlob, pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { itemFiles } from './items.schema.js';

let t: TestApp;
let translator: TestUser;
let otherTranslator: TestUser;
let catalogManager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  translator = await t.makeUser({ roles: ['TranslateManager'] });
  otherTranslator = await t.makeUser({ roles: ['Admin'], comId: 2 });
  catalogManager = await t.makeUser({ roles: ['CatalogManager', 'ContentManager'] });
});
afterAll(() => t.close());

const pdfBytes = () => demoAsset('journal-2026-01.pdf');

function form(fields: Record<string, string | number | boolean>, file?: [Buffer, string]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (file) data.append('file', fileBlob(file[0]), file[1]);
  return data;
}

const upload = (
  fields: Record<string, string | number>,
  file?: [Buffer, string],
  user: TestUser = translator,
) => t.postForm(itemApi.uploadItemFile, form(fields, file), user);

/** The file's fields as the panel sends them back: every field of the row. */
const fileFields = (file: ItemFile) => ({
  id: file.id,
  itemNo: file.itemNo,
  fileName: file.fileName,
  fileType: file.fileType,
  fileDescript: file.fileDescript,
  sort: file.sort,
  hidden: file.hidden,
  mainPic: file.mainPic,
});

const rowOf = async (id: number) =>
  (await t.deps.db.select().from(itemFiles).where(eq(itemFiles.id, id)))[0];
const storedPath = (file: { pathName: string; fileName: string }) =>
  path.join(t.config.dataDir, 'uploads', file.pathName, file.fileName);
const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();

async function uploadPicture(itemNo: string, fields: Record<string, string | number> = {}) {
  const response = await upload({ itemNo, fileType: 1, fileDescription: 2, sort: 5, ...fields }, [
    pngBytes(),
    'My photo.png',
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemFile>();
}

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
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'item-file'), eq(auditLog.entityId, String(file.id))));
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

describe('update, delete and show (C§4.1)', () => {
  const update = (
    fields: Record<string, string | number | boolean>,
    file?: [Buffer, string],
    user = translator,
  ) => t.postForm(itemApi.updateItemFile, form(fields, file), user);
  const remove = (fields: Record<string, string | number | boolean>, user = translator) =>
    t.postForm(itemApi.deleteItemFile, form(fields), user);
  const show = (fields: Record<string, string | number | boolean>, user = translator) =>
    t.postForm(itemApi.showItemFile, form(fields), user);

  it('changes the description and the file of a manual file, deleting the old one', async () => {
    const item = await makeItem(t.deps.db);
    const file = await uploadPicture(item.itemNo);
    const described = await update({ ...fileFields(file), FileDescription: 3 });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json<ItemFile>().fileDescript).toBe(3);
    const replaced = await update(
      { ...fileFields(file), oldFileName: file.fileName, FileDescription: 3 },
      [demoAsset('photo-oil-filters.jpg'), 'filter.jpg'],
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<ItemFile>();
    expect(after.id).toBe(file.id);
    expect(after.fileName).toMatch(/-filter\.jpg$/);
    expect(fs.existsSync(storedPath(after))).toBe(true);
    expect(fs.existsSync(storedPath(file))).toBe(false);
  });

  it('finds the file by oldFileName when no id is sent', async () => {
    const item = await makeItem(t.deps.db);
    const file = await uploadPicture(item.itemNo);
    const response = await update({ itemNo: item.itemNo, oldFileName: file.fileName, sort: 7 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ItemFile>().sort).toBe(7);
  });

  it('refuses to change the description or file of a supplier file (409), changing nothing', async () => {
    const item = await makeItem(t.deps.db);
    const supplier = await makeItemFile(t.deps.db, item, { fileDescript: 2 });
    const fields = { id: supplier.id, itemNo: item.itemNo };
    const described = await update({ ...fields, FileDescription: 4 });
    expect(described.statusCode).toBe(409);
    expect(errorOf(described).message).toBe(messages.itemFileNotManualChange);
    const replaced = await update(fields, [pngBytes(), 'a.png']);
    expect(replaced.statusCode).toBe(409);
    expect(await rowOf(supplier.id)).toEqual(supplier);
    // The same description, as the panel sends it back with a flag, is no change.
    const hidden = await update({ ...fields, FileDescription: 2, Hidden: 1 });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ItemFile>()).toMatchObject({ hidden: 1, fileDescript: 2 });
  });

  it('deletes only manual files', async () => {
    const item = await makeItem(t.deps.db);
    const supplier = await makeItemFile(t.deps.db, item);
    const refused = await remove({ id: supplier.id, itemNo: item.itemNo });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(messages.itemFileNotManualDelete);
    expect(await rowOf(supplier.id)).toEqual(supplier);
    const manual = await uploadPicture(item.itemNo);
    const deleted = await remove(fileFields(manual));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await rowOf(manual.id)).toBeUndefined();
    expect(fs.existsSync(storedPath(manual))).toBe(false);
    const byName = await uploadPicture(item.itemNo);
    expect((await remove({ itemNo: item.itemNo, fileName: byName.fileName })).statusCode).toBe(200);
    expect(await rowOf(byName.id)).toBeUndefined();
  });

  it('never hides a first picture, never makes a hidden file the first picture (409 with a message)', async () => {
    const item = await makeItem(t.deps.db);
    const main = await makeItemFile(t.deps.db, item, { mainPic: true });
    const hidden = await makeItemFile(t.deps.db, item, { hidden: true });
    const hideMain = await update({ id: main.id, itemNo: item.itemNo, Hidden: 1 });
    expect(hideMain.statusCode).toBe(409);
    expect(errorOf(hideMain).message).toBe(messages.itemFileMainPicHidden);
    const hideMainSent = await update({
      id: main.id,
      itemNo: item.itemNo,
      Hidden: 1,
      MainPic: true,
    });
    expect(errorOf(hideMainSent).message).toBe(messages.itemFileMainPicHidden);
    const mainHidden = await update({ id: hidden.id, itemNo: item.itemNo, MainPic: 1 });
    expect(mainHidden.statusCode).toBe(409);
    expect(errorOf(mainHidden).message).toBe(messages.itemFileHiddenMainPic);
    const both = await update({ id: hidden.id, itemNo: item.itemNo, MainPic: 'true', Hidden: '1' });
    expect(errorOf(both).message).toBe(messages.itemFileHiddenMainPic);
    expect(await rowOf(main.id)).toEqual(main);
    expect(await rowOf(hidden.id)).toEqual(hidden);
    // Shown again and made the first picture in one call: allowed, and the old first picture loses its mark.
    const promoted = await update({ id: hidden.id, itemNo: item.itemNo, MainPic: 1, Hidden: 0 });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<ItemFile>()).toMatchObject({ mainPic: true, hidden: 0 });
    expect((await rowOf(main.id))?.mainPic).toBe(false);
    // Un-marked, the old first picture may be hidden.
    expect((await update({ id: main.id, itemNo: item.itemNo, Hidden: 1 })).statusCode).toBe(200);
  });

  it('makes only a picture the first picture, and refuses flags that are not 1 or 0', async () => {
    const item = await makeItem(t.deps.db);
    const pdf = await makeItemFile(t.deps.db, item, { fileType: 2, fileName: 'a.pdf' });
    const response = await update({ id: pdf.id, itemNo: item.itemNo, MainPic: 1 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).key).toBe('itemFileMainPicNotPicture');
    const flag = await update({ id: pdf.id, itemNo: item.itemNo, Hidden: 'yes' });
    expect(flag.statusCode).toBe(400);
    expect(errorOf(flag).key).toBe('itemFileFlagInvalid');
    expect(await rowOf(pdf.id)).toEqual(pdf);
  });

  it('changes a manual link’s address, http(s) only', async () => {
    const item = await makeItem(t.deps.db);
    const created = await upload({
      itemNo: item.itemNo,
      fileType: 4,
      fileDescription: 7,
      URL: 'https://a.example/1',
    });
    const link = created.json<ItemFile>();
    const bad = await update({ ...fileFields(link), URL: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).key).toBe('itemLinkInvalid');
    const good = await update({ ...fileFields(link), URL: 'https://a.example/2' });
    expect(good.json<ItemFile>()).toMatchObject({
      url: 'https://a.example/2',
      fileName: 'https://a.example/2',
    });
  });

  it('shows a hidden file again, and leaves a visible one as it is', async () => {
    const item = await makeItem(t.deps.db);
    const hidden = await makeItemFile(t.deps.db, item, { hidden: true });
    const response = await show({ id: hidden.id, itemNo: item.itemNo });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await rowOf(hidden.id))?.hidden).toBe(false);
    expect((await show({ id: hidden.id, itemNo: item.itemNo })).statusCode).toBe(200);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'item-file'), eq(auditLog.entityId, String(hidden.id))));
    expect(audits).toHaveLength(1);
  });

  it('answers 404 for another company’s file, a file of another item, or none', async () => {
    const mine = await makeItem(t.deps.db);
    const theirs = await makeItem(t.deps.db, { comId: 2 });
    const theirFile = await makeItemFile(t.deps.db, theirs, { manual: true, hidden: true });
    const mineFile = await makeItemFile(t.deps.db, mine, { manual: true, hidden: true });
    const updateFields = (fields: Record<string, string | number>, user = translator) =>
      update(fields, undefined, user);
    for (const call of [updateFields, remove, show]) {
      expect((await call({ id: theirFile.id, itemNo: theirs.itemNo })).statusCode).toBe(404);
      expect((await call({ id: theirFile.id, itemNo: mine.itemNo })).statusCode).toBe(404);
      expect((await call({ id: mineFile.id, itemNo: theirs.itemNo })).statusCode).toBe(404);
      expect((await call({ itemNo: mine.itemNo })).statusCode).toBe(404);
      expect(
        (await call({ id: mineFile.id, itemNo: mine.itemNo }, catalogManager)).statusCode,
      ).toBe(403);
    }
    expect(await rowOf(theirFile.id)).toEqual(theirFile);
    expect(await rowOf(mineFile.id)).toEqual(mineFile);
    const fromOther = await show({ id: theirFile.id, itemNo: theirs.itemNo }, otherTranslator);
    expect(fromOther.statusCode).toBe(200);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.post(itemApi.deleteItemFile, { id: 1, itemNo: 'A1' }, translator);
    expect(response.statusCode).toBe(415);
  });
});

describe('a link over the limit and a sort out of range are refused, never cut (issue 31)', () => {
  const update = (fields: Record<string, string | number | boolean>) =>
    t.postForm(itemApi.updateItemFile, form(fields), translator);
  /** An http(s) address of exactly `length` characters. */
  const linkOf = (length: number) => {
    const start = 'https://a.example/';
    return start + 'x'.repeat(length - start.length);
  };
  const sortRefusal = 'Sort must be a whole number from 0 to 1000000';

  it('refuses a link of 2,100 characters with a message naming the limit, on upload and update', async () => {
    const item = await makeItem(t.deps.db);
    const link = { itemNo: item.itemNo, fileType: 4, fileDescription: 7 };
    const tooLong = await upload({ ...link, URL: linkOf(2100) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toMatchObject({
      key: 'itemLinkTooLong',
      message: 'A link may hold at most 2,000 characters',
      errors: { URL: ['A link may hold at most 2,000 characters'] },
    });
    expect(
      await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, item.itemNo)),
    ).toEqual([]);
    const longest = await upload({ ...link, URL: linkOf(2000) });
    expect(longest.statusCode, longest.body).toBe(200);
    const saved = longest.json<ItemFile>();
    expect(saved.url).toBe(linkOf(2000));
    const changed = await update({ ...fileFields(saved), URL: linkOf(2001) });
    expect(changed.statusCode).toBe(400);
    expect(errorOf(changed).key).toBe('itemLinkTooLong');
    expect((await rowOf(saved.id))?.url).toBe(linkOf(2000));
  });

  it('refuses a sort of -5 or 99999999 with the catalogue’s words, storing nothing', async () => {
    const item = await makeItem(t.deps.db);
    for (const sort of ['-5', '99999999', '1000001', '2.5', '1e3']) {
      const response = await upload(
        { itemNo: item.itemNo, fileType: 1, fileDescription: 2, sort },
        [pngBytes(), 'photo.png'],
      );
      expect(response.statusCode, sort).toBe(400);
      expect(errorOf(response).message, sort).toBe(sortRefusal);
      expect(errorOf(response).errors, sort).toEqual({ sort: [sortRefusal] });
    }
    expect(
      await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, item.itemNo)),
    ).toEqual([]);
    const file = await uploadPicture(item.itemNo, { sort: 1_000_000 });
    expect(file.sort).toBe(1_000_000);
    for (const sort of ['-5', '99999999']) {
      const response = await update({ ...fileFields(file), sort });
      expect(response.statusCode, sort).toBe(400);
      expect(errorOf(response).message, sort).toBe(sortRefusal);
    }
    expect((await rowOf(file.id))?.sort).toBe(1_000_000);
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
