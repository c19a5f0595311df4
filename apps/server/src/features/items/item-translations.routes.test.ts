import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  itemApi,
  type ErrorAnswer,
  type ItemListRow,
  type ItemTranslation,
  type PagedAnswer,
  type SaveTranslateAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeItem } from '../../test/factories/items.js';
import { items } from './items.schema.js';
import {
  t,
  translator,
  admin,
  otherTranslator,
  customer,
  translationRow,
  itemRow,
  openItemsApp,
} from '../../test/scenes/items.js';
import { auditRowsOf } from '../../test/factories/audit.js';

openItemsApp();

const saveTranslation = (body: object, user = translator) =>
  t.post(itemApi.saveTranslate, body, user);
const fetchTranslation = (itemNo: string, lang: string, user = translator) =>
  t.post(itemApi.getTranslate, { itemNo, lang }, user);

describe('languages and translations (C§2.2, A§2)', () => {
  it('lists uk, ru and en, Ukrainian first', async () => {
    const response = await t.post(itemApi.languages, undefined, translator);
    expect(response.json()).toEqual([
      { lang: 'uk', name: 'Ukrainian' },
      { lang: 'ru', name: 'Russian' },
      { lang: 'en', name: 'English' },
    ]);
    expect((await t.post(itemApi.languages, undefined, customer)).statusCode).toBe(403);
  });

  it('answers empty strings for a missing translation', async () => {
    const item = await makeItem(t.deps.db);
    const response = await fetchTranslation(item.itemNo.toLowerCase(), 'uk');
    expect(response.json<ItemTranslation>()).toEqual({
      itemNo: item.itemNo,
      lang: 'uk',
      description: '',
      searchDescription: '',
      shortText: '',
      longText: '',
    });
  });

  it('adds, then updates a translation, marks the language translated and audits both', async () => {
    const item = await makeItem(t.deps.db);
    const body = {
      lang: 'uk',
      itemNo: item.itemNo,
      description: ' Фільтр масляний ',
      searchDescription: 'фільтр',
      shortText: 'Короткий',
      longText: '<p>Довгий <strong>текст</strong></p>',
    };
    const added = await saveTranslation(body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<SaveTranslateAnswer>()).toEqual({
      ...body,
      description: 'Фільтр масляний',
      changed: true,
    });
    const updated = await saveTranslation({ ...body, description: 'Фільтр оливний' }, admin);
    expect(updated.json<ItemTranslation>().description).toBe('Фільтр оливний');
    const fetched = await fetchTranslation(item.itemNo, 'uk');
    expect(fetched.json<ItemTranslation>().description).toBe('Фільтр оливний');
    const [row] = await t.deps.db
      .select({ langs: items.translatedLangs })
      .from(items)
      .where(and(eq(items.comId, 1), eq(items.itemNo, item.itemNo)));
    expect(row?.langs).toEqual(['uk']);
    const audits = await auditRowsOf(t.deps.db, 'item-translation', `${item.itemNo}/uk`);
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update']);
  });

  it('writes nothing for a save that changes nothing, and answers changed: false (issue 31)', async () => {
    const item = await makeItem(t.deps.db);
    const body = {
      lang: 'en',
      itemNo: item.itemNo,
      description: 'Oil filter',
      searchDescription: 'filter',
      shortText: 'Short',
      longText: '<p>Long</p>',
    };
    const added = await saveTranslation(body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<SaveTranslateAnswer>()).toMatchObject(body);
    const storedBefore = await translationRow(1, item.itemNo, 'en');
    const itemBefore = await itemRow(item.itemNo);
    // The same texts again, once as sent and once with spaces the server trims away.
    const answers: SaveTranslateAnswer[] = [];
    for (const again of [body, { ...body, description: ' Oil filter ' }]) {
      const response = await saveTranslation(again);
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json<SaveTranslateAnswer>());
    }
    expect(await translationRow(1, item.itemNo, 'en')).toEqual(storedBefore);
    expect(await itemRow(item.itemNo)).toEqual(itemBefore);
    // No translation, and nothing to save: still nothing written.
    const empty = await saveTranslation({
      lang: 'ru',
      itemNo: item.itemNo,
      description: ' ',
      longText: '<p></p>',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await translationRow(1, item.itemNo, 'ru')).toBeUndefined();
    expect(await itemRow(item.itemNo)).toEqual(itemBefore);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'item-translation'), like(auditLog.entityId, `${item.itemNo}/%`)),
      )
      .orderBy(auditLog.id);
    expect(audits.map((audit) => [audit.entityId, audit.action])).toEqual([
      [`${item.itemNo}/en`, 'create'],
    ]);
    // Said so: the answer is what is stored, and that nothing changed.
    expect(added.json<SaveTranslateAnswer>().changed).toBe(true);
    expect(answers).toEqual([
      { ...body, changed: false },
      { ...body, changed: false },
    ]);
    expect(empty.json<SaveTranslateAnswer>()).toMatchObject({ description: '', changed: false });
    // A real change is still saved and audited.
    const changed = await saveTranslation({ ...body, shortText: 'Shorter' });
    expect(changed.json<SaveTranslateAnswer>()).toMatchObject({
      shortText: 'Shorter',
      changed: true,
    });
  });

  it('stores a long text carrying script or event handlers sanitised', async () => {
    const item = await makeItem(t.deps.db);
    const response = await saveTranslation({
      lang: 'en',
      itemNo: item.itemNo,
      description: 'Oil filter',
      longText:
        '<p onmouseover="alert(1)">Fits <a href="javascript:alert(1)">here</a></p><script>alert(2)</script><img src=x onerror=alert(3)>',
    });
    expect(response.statusCode).toBe(200);
    const stored = await translationRow(1, item.itemNo, 'en');
    expect(stored?.longText).toBe('<p>Fits <a>here</a></p><img src="x" />');
    expect(response.json<ItemTranslation>().longText).toBe(stored?.longText);
  });

  it('saves a long text with no element as empty, and removes a translation saved all empty', async () => {
    const item = await makeItem(t.deps.db);
    const base = { lang: 'ru', itemNo: item.itemNo, description: 'Фильтр' };
    const saved = await saveTranslation({ ...base, longText: '<p></p>' });
    expect(saved.json<ItemTranslation>().longText).toBe('');
    const cleared = await saveTranslation({ ...base, description: '', longText: '<p><br></p>' });
    expect(cleared.statusCode).toBe(200);
    expect(await translationRow(1, item.itemNo, 'ru')).toBeUndefined();
    const listed = await t.post(
      `${itemApi.itemsPage}?filter=${item.itemNo}&missingLang=ru`,
      { size: 25, page: 0, desc: false },
      translator,
    );
    expect(listed.json<PagedAnswer<ItemListRow>>().total).toBe(1);
  });

  it('refuses an unknown language, a bad number, another company’s item and too long texts, changing nothing', async () => {
    const item = await makeItem(t.deps.db);
    const body = { lang: 'uk', itemNo: item.itemNo, description: 'x' };
    const unknown = await saveTranslation({ ...body, lang: 'de' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().key).toBe('itemLanguageUnknown');
    const badNumber = await saveTranslation({ ...body, itemNo: 'A-1' });
    expect(badNumber.json<ErrorAnswer>().key).toBe('itemNoInvalid');
    const other = await saveTranslation(body, otherTranslator);
    expect(other.statusCode).toBe(404);
    const tooLong = await saveTranslation({ ...body, description: 'x'.repeat(251) });
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await saveTranslation({ ...body, shortText: 5 });
    expect(wrongType.statusCode).toBe(400);
    const forbidden = await saveTranslation(body, customer);
    expect(forbidden.statusCode).toBe(403);
    expect(await translationRow(1, item.itemNo, 'uk')).toBeUndefined();
    expect(await translationRow(2, item.itemNo, 'uk')).toBeUndefined();
    const getUnknown = await fetchTranslation(item.itemNo, 'xx');
    expect(getUnknown.statusCode).toBe(400);
    const getOther = await fetchTranslation(item.itemNo, 'uk', otherTranslator);
    expect(getOther.statusCode).toBe(404);
  });
});
