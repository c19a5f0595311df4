import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemApi, messages, type ItemFile } from '@bo/contract';
import { makeItem, makeItemFile } from '../../test/factories/items.js';
import { demoAsset, pngBytes } from '../../test/factories/uploads.js';
import { itemFiles } from './items.schema.js';
import {
  t,
  translator,
  otherTranslator,
  catalogManager,
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
    const audits = await auditRowsOf(t.deps.db, 'item-file', hidden.id);
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
