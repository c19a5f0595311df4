import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, renderText, textOfEnglish } from '@bo/contract';
import { makeItem, makeItemFile, makeItemTranslation } from '../../test/factories/items.js';
import {
  itemBrands,
  itemFiles,
  itemGroups,
  itemSubGroups,
  itemTranslations,
} from './items.schema.js';
import {
  t,
  otherTranslator,
  itemsHeader,
  criteriaHeader,
  filesHeader,
  imported,
  itemRow,
  itemCount,
  openItemImportApp,
} from '../../test/scenes/item-import.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openItemImportApp();

describe('the Items sheet', () => {
  it('inserts items upper-cased, with brands, and groups and subgroups it names', async () => {
    const answer = await imported({
      Items: [
        [...itemsHeader, 'groupName', 'subGroupName'],
        ['imp1', 'Oil filter', 'oil filter mahle', 'MAHLE', 'FILT', 'OIL', 'Olena'],
        ['IMP2', 'Brake pad set', '', 'TRW', 'brk', 'FRONT', 'Ivan', 'Brakes', 'Front pads'],
        ['IMP3', 'Rear pads', '', 'TRW', 'BRK', 'REAR', '', '', 'Rear pads'],
        ['IMP4', 'Floor mat', '', '', '', '', ''],
      ],
    });
    expect(answer).toEqual({ success: true, imported: 4, criteria: 0, files: 0, failedItems: [] });
    expect(await itemRow(1, 'IMP1')).toMatchObject({
      description: 'Oil filter',
      searchDescription: 'oil filter mahle',
      brand: 'MAHLE',
      groupCode: 'FILT',
      subGroupCode: 'OIL',
      analyst: 'Olena',
      active: true,
    });
    expect(await itemRow(1, 'IMP2')).toMatchObject({ groupCode: 'BRK', subGroupCode: 'FRONT' });
    const groups = await t.deps.db.select().from(itemGroups).where(eq(itemGroups.groupCode, 'BRK'));
    expect(groups).toEqual([{ comId: 1, groupCode: 'BRK', name: 'Brakes' }]);
    const subGroups = await t.deps.db
      .select()
      .from(itemSubGroups)
      .where(eq(itemSubGroups.groupCode, 'BRK'));
    expect(subGroups.map((row) => `${row.subGroupCode}:${row.name}`).sort()).toEqual([
      'FRONT:Front pads',
      'REAR:Rear pads',
    ]);
    const brands = await t.deps.db.select().from(itemBrands).where(eq(itemBrands.comId, 1));
    expect(brands.map((row) => row.brand)).toEqual(expect.arrayContaining(['MAHLE', 'TRW']));
    const audits = await auditRowsOf(t.deps.db, 'item', 'import');
    expect(audits.length).toBeGreaterThan(0);
  });

  it('updates an item of the same number, keeping its translations and files', async () => {
    const item = await makeItem(t.deps.db, { itemNo: 'UPD1', description: 'Old' });
    await makeItemTranslation(t.deps.db, item, 'uk');
    await makeItemFile(t.deps.db, item, { manual: true });
    const answer = await imported({
      Items: [itemsHeader, ['upd1', 'New description', 'new', 'BOSCH', '', '', '']],
    });
    expect(answer.imported).toBe(1);
    expect(await itemRow(1, 'UPD1')).toMatchObject({
      description: 'New description',
      brand: 'BOSCH',
      translatedLangs: ['uk'],
    });
    expect(
      await t.deps.db.select().from(itemTranslations).where(eq(itemTranslations.itemNo, 'UPD1')),
    ).toHaveLength(1);
    expect(
      await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, 'UPD1')),
    ).toHaveLength(1);
  });

  it('lists the bad lines and writes the good ones', async () => {
    const answer = await imported({
      Items: [
        itemsHeader,
        ['GOOD1', 'Fine', '', '', '', '', ''],
        ['A'.repeat(21), 'Too long number', '', '', '', '', ''],
        ['BAD-1', 'Dash', '', '', '', '', ''],
        ['DUP1', 'First', '', '', '', '', ''],
        ['NODESC1', '', '', '', '', '', ''],
        ['dup1', 'Second', '', '', '', '', ''],
        ['NOGROUP1', 'Unknown group', '', '', 'NOSUCH', '', ''],
        ['NOSUB1', 'Unknown subgroup', '', '', 'FILT', 'NOSUCH', ''],
        ['SUBONLY1', 'Subgroup without group', '', '', '', 'OIL', '', '', 'Oil'],
        ['LONG1', 'x'.repeat(251), '', '', '', '', ''],
        ['GOOD2', 'Known group', '', '', 'filt', 'oil', ''],
      ],
    });
    expect(answer.success).toBe(false);
    expect(answer.imported).toBe(2);
    expect(answer.failedItems).toEqual([
      { sheet: 'Items', line: 3, itemNo: 'A'.repeat(21), error: messages.itemNoInvalid },
      { sheet: 'Items', line: 4, itemNo: 'BAD-1', error: messages.itemNoInvalid },
      { sheet: 'Items', line: 5, itemNo: 'DUP1', error: messages.itemImportDuplicate },
      { sheet: 'Items', line: 6, itemNo: 'NODESC1', error: messages.itemImportDescriptionEmpty },
      { sheet: 'Items', line: 7, itemNo: 'DUP1', error: messages.itemImportDuplicate },
      {
        sheet: 'Items',
        line: 8,
        itemNo: 'NOGROUP1',
        error: messages.itemImportGroupUnknown('NOSUCH'),
      },
      {
        sheet: 'Items',
        line: 9,
        itemNo: 'NOSUB1',
        error: messages.itemImportSubGroupUnknown('FILT', 'NOSUCH'),
      },
      {
        sheet: 'Items',
        line: 10,
        itemNo: 'SUBONLY1',
        error: messages.itemImportSubGroupWithoutGroup,
      },
      {
        sheet: 'Items',
        line: 11,
        itemNo: 'LONG1',
        error: messages.itemImportCellTooLong('description', 250),
      },
    ]);
    expect(await itemCount(['GOOD1', 'GOOD2'])).toBe(2);
    expect(await itemCount(['DUP1', 'NODESC1', 'NOGROUP1', 'NOSUB1', 'SUBONLY1', 'LONG1'])).toBe(0);
    expect(
      await t.deps.db.select().from(itemGroups).where(eq(itemGroups.groupCode, 'NOSUCH')),
    ).toEqual([]);
  });

  it('words every refused line as a sentence, in English and in Ukrainian (issue 32)', async () => {
    const answer = await imported({
      Items: [
        itemsHeader,
        ['BAD-2', 'Dash', '', '', '', '', ''],
        ['SENT1', '', '', '', '', '', ''],
        ['SENT2', 'x'.repeat(251), '', '', '', '', ''],
        ['SENT3', 'Long search', 's'.repeat(251), '', '', '', ''],
        ['SENT4', 'Long brand', '', 'b'.repeat(51), '', '', ''],
        ['SENT5', 'Long group', '', '', 'G'.repeat(21), '', ''],
        ['SENT6', 'Long analyst', '', '', '', '', 'a'.repeat(51)],
        ['SENT7', 'Unknown group', '', '', 'NOSUCH', '', ''],
        ['SENT8', 'Subgroup only', '', '', '', 'OIL', ''],
        ['SENT9', 'Good', '', '', '', '', ''],
      ],
      Criteria: [
        criteriaHeader,
        ['SENT9', 'n'.repeat(101), '1'],
        ['SENT9', 'Height', 'v'.repeat(251)],
        ['SENT9', '', '1'],
        ['NOSUCH8', 'Height', '1'],
      ],
      Files: [
        filesHeader,
        ['SENT9', 4, 'javascript:alert(1)', 7, 1],
        ['SENT9', 1, '../x.jpg', 1, 1],
        ['SENT9', 9, 'a.jpg', 1, 1],
        ['SENT9', 1, 'b.jpg', 8, 1],
        ['SENT9', 1, 'c.jpg', 1, -2],
      ],
    });
    expect(answer.failedItems).toHaveLength(18);
    // The part after "Items, line 4, SENT2:" starts with a capital letter, in both languages.
    for (const { error } of answer.failedItems) {
      expect(error).toMatch(/^\p{Lu}/u);
      const words = textOfEnglish(error);
      expect(words, error).toBeDefined();
      expect(renderText('uk', words!), error).toMatch(/^\p{Lu}/u);
    }
    expect(answer.failedItems.find((failure) => failure.itemNo === 'SENT2')?.error).toBe(
      'The value in column description is longer than 250 characters',
    );
  });

  it('lets a later line use a group an earlier line of the file created', async () => {
    const answer = await imported({
      Items: [
        [...itemsHeader, 'groupName'],
        ['NEWG1', 'First', '', '', 'NEWG', '', '', 'New group'],
        ['NEWG2', 'Second', '', '', 'NEWG', '', ''],
      ],
    });
    expect(answer).toMatchObject({ success: true, imported: 2 });
  });

  it('imports into the caller’s company only', async () => {
    await makeItem(t.deps.db, { itemNo: 'SHARED1', description: 'Company 1' });
    const answer = await imported(
      { Items: [itemsHeader, ['SHARED1', 'Company 2 item', '', '', 'BRAKE', '', '']] },
      otherTranslator,
    );
    expect(answer.imported).toBe(1);
    expect((await itemRow(1, 'SHARED1'))?.description).toBe('Company 1');
    expect((await itemRow(2, 'SHARED1'))?.description).toBe('Company 2 item');
  });
});
