import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentApi,
  messages,
  type ContentTerm,
  type ErrorAnswer,
  type TextKey,
} from '@bo/contract';
import { fileBlob } from '../../../test/factories/uploads.js';
import { contentTerms } from './content.schema.js';
import {
  articleForm,
  keyOf,
  messageOf,
  png,
  validArticleFields as validFields,
} from '../../../test/factories/content.js';
import {
  t,
  manager,
  otherManager,
  createRaw,
  create,
  get,
  updateRaw,
  contentCount,
  storedFile,
  auditOf,
  openContentArticleApp,
} from '../../../test/scenes/content-article.js';

openContentArticleApp();

describe('content: validation (B§5)', () => {
  const cases: [string, Record<string, string>, TextKey][] = [
    ['no type', { contentType: '' }, 'contentSpecifyType'],
    ['type 0', { contentType: '0' }, 'contentSpecifyType'],
    ['an unknown type', { contentType: '5' }, 'contentSpecifyType'],
    ['an empty description', { description: '  ' }, 'contentDescriptionEmpty'],
    ['a 251-character description', { description: 'x'.repeat(251) }, 'contentDescriptionTooLong'],
    ['no dateFrom', { dateFrom: '' }, 'contentEnterDate'],
    ['no dateTo', { dateTo: '' }, 'contentEnterDate'],
    ['no orderFrom', { orderFrom: '' }, 'contentEnterDate'],
    ['no orderTo', { orderTo: '' }, 'contentEnterDate'],
    ['a date that does not exist', { dateTo: '2030-02-30' }, 'contentDateInvalid'],
    // A new content sets both action dates: their conflict is dateTo's (B§5).
    ['dateTo before dateFrom', { dateTo: '2030-02-01' }, 'contentDateToNotAfterFrom'],
    ['dateFrom after dateTo', { dateFrom: '2030-05-01' }, 'contentDateToNotAfterFrom'],
    ['dateTo not after dateFrom', { dateTo: '2030-03-01' }, 'contentDateToNotAfterFrom'],
    ['orderFrom after orderTo', { orderFrom: '2030-04-02' }, 'contentOrderFromAfterTo'],
    ['orderFrom before dateFrom', { orderFrom: '2030-02-28' }, 'contentOrderFromBeforeDateFrom'],
    ['orderTo not after orderFrom', { orderTo: '2030-03-01' }, 'contentOrderToNotAfterFrom'],
    ['no title', { title: ' ' }, 'contentTitleRequired'],
    ['a 21-character unit', { costName: 'x'.repeat(21) }, 'contentCostNameTooLong'],
    ['an orders limit of 5 digits', { maxOrderItems: '10000' }, 'contentMaxOrderItemsInvalid'],
    ['an orders limit that is no number', { maxOrderItems: '1e3' }, 'contentMaxOrderItemsInvalid'],
    ['a flag that is no flag', { active: 'maybe' }, 'contentFlagInvalid'],
    ['a parent that is no id', { parentContentId: 'x' }, 'contentParentInvalid'],
  ];

  it.each(cases)('refuses %s with its text and changes nothing', async (_name, fields, key) => {
    const before = await contentCount();
    const response = await createRaw(fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(keyOf(response)).toBe(key);
    expect(await contentCount()).toBe(before);
  });

  it('answers the B§5 texts word for word', async () => {
    const texts = await Promise.all(
      (
        [
          { contentType: '' },
          { description: '' },
          { description: 'x'.repeat(251) },
          { dateTo: '' },
        ] as Record<string, string>[]
      ).map(async (fields) => messageOf(await createRaw(fields))),
    );
    expect(texts).toEqual([
      'Specify the type of content!',
      "The description can't be empty",
      'The description is too long!',
      'Enter date!',
    ]);
  });

  it('answers the first broken rule in B§5 order', async () => {
    const broken = {
      contentType: '',
      description: '',
      dateFrom: '',
      orderTo: '2020-01-01',
      title: '',
      costName: 'x'.repeat(30),
    };
    const steps: [Record<string, string>, TextKey][] = [
      [broken, 'contentSpecifyType'],
      [{ ...broken, contentType: '1' }, 'contentDescriptionEmpty'],
      [{ ...broken, contentType: '1', description: 'x'.repeat(300) }, 'contentDescriptionTooLong'],
      [{ ...broken, contentType: '1', description: 'ok' }, 'contentEnterDate'],
      [
        { ...broken, contentType: '1', description: 'ok', dateFrom: '2030-03-01' },
        'contentOrderFromAfterTo',
      ],
      [
        {
          ...broken,
          contentType: '1',
          description: 'ok',
          dateFrom: '2030-03-01',
          orderTo: '2030-04-01',
        },
        'contentTitleRequired',
      ],
    ];
    for (const [fields, key] of steps) {
      const response = await createRaw(fields);
      expect(response.statusCode).toBe(400);
      expect(keyOf(response), JSON.stringify(fields)).toBe(key);
    }
  });

  it('validates an update the same way and leaves the content as it was', async () => {
    const id = await create();
    const before = await get(id);
    const response = await updateRaw(id, { description: 'x'.repeat(251), title: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('The description is too long!');
    expect(await get(id)).toEqual(before);
  });

  it('refuses an action date on the one the update sets (B§5), and keeps the content', async () => {
    const id = await create();
    const before = await get(id);
    const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().errors;
    // dateTo set before the stored dateFrom: "dateTo may only be set when it is after dateFrom".
    const earlyTo = await updateRaw(id, { dateTo: '2030-02-01', orderTo: '2030-02-01' });
    expect(earlyTo.statusCode).toBe(400);
    expect(keyOf(earlyTo)).toBe('contentDateToNotAfterFrom');
    expect(errorsOf(earlyTo)).toEqual({ dateTo: ['Date to must be after date from'] });
    // dateFrom set after the stored dateTo: "dateFrom may only be set when it is not after dateTo".
    const lateFrom = await updateRaw(id, { dateFrom: '2030-05-01', orderFrom: '2030-05-01' });
    expect(lateFrom.statusCode).toBe(400);
    expect(errorsOf(lateFrom)).toEqual({ dateFrom: ['Date from must not be after date to'] });
    // Both sent, as the editor sends them: the one that changed is refused.
    const bothSent = await updateRaw(id, { dateFrom: '2030-03-01', dateTo: '2030-01-15' });
    expect(errorsOf(bothSent)).toEqual({ dateTo: ['Date to must be after date from'] });
    expect(await get(id)).toEqual(before);
  });

  it('refuses a picture that is not an image and stores nothing', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'content', '1');
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder).length : 0);
    const before = { files: files(), rows: await contentCount() };
    const response = await createRaw({}, manager, {
      picFile1: png(),
      thumbFile1: fileBlob('<svg onload="alert(1)"/>', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(messages.fileNotPicture);
    expect({ files: files(), rows: await contentCount() }).toEqual(before);
  });

  it('refuses a file under another part name', async () => {
    const response = await t.postForm(
      contentApi.create,
      (() => {
        const form = articleForm(validFields);
        form.append('other', png(), 'x.png');
        return form;
      })(),
      manager,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('content: parents and sub-offers', () => {
  it('hangs a sub-offer under a top-level content of the company only', async () => {
    const parent = await create({ title: 'Батьківська акція' });
    const child = await create({ parentContentId: String(parent) });
    expect((await get(child)).parentContentId).toBe(parent);

    const steps: [Record<string, string>, number, TextKey][] = [
      [{ parentContentId: String(child) }, 400, 'contentParentIsSubOffer'],
      [{ parentContentId: String(await create({}, otherManager)) }, 404, 'contentParentNotFound'],
      [{ parentContentId: '999999' }, 404, 'contentParentNotFound'],
    ];
    for (const [fields, status, key] of steps) {
      const response = await createRaw(fields);
      expect(response.statusCode).toBe(status);
      expect(keyOf(response)).toBe(key);
    }
    const itself = await updateRaw(parent, { parentContentId: String(parent) });
    expect(itself.statusCode).toBe(400);
    expect(keyOf(itself)).toBe('contentParentIsItself');
    // A content holding sub-offers cannot become one.
    const other = await create();
    const holder = await updateRaw(parent, { parentContentId: String(other) });
    expect(holder.statusCode).toBe(400);
    expect(keyOf(holder)).toBe('contentHasSubOffers');
    expect((await get(parent)).parentContentId).toBe(0);
  });

  it('offers the top-level contents but itself as parents, none to a content holding sub-offers', async () => {
    const parent = await create({ title: 'Кандидат у батьки' });
    const child = await create({ title: 'Кандидат дитина', parentContentId: String(parent) });
    const lone = await create({ title: 'Кандидат самотній' });
    const choices = async (body: object) => {
      const response = await t.post(contentApi.parentChoices, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ contentId: number; title: string }[]>();
    };
    const found = await choices({ filter: 'кандидат', exceptId: lone });
    expect(found.map((row) => row.contentId)).toEqual([parent]);
    expect(await choices({ filter: String(lone) })).toEqual([
      { contentId: lone, title: 'Кандидат самотній' },
    ]);
    expect(await choices({ filter: 'кандидат', exceptId: parent })).toEqual([]);
    expect((await choices({ filter: 'кандидат' })).map((row) => row.contentId)).not.toContain(
      child,
    );
    const otherCompany = await t.post(
      contentApi.parentChoices,
      { filter: 'кандидат' },
      otherManager,
    );
    expect(otherCompany.json()).toEqual([]);
  });

  it('deletes a content: its sub-offers become top-level, its terms and pictures go', async () => {
    const parent = await create({ title: 'Видалити мене' }, manager, { slideFile1: png() });
    const subs = [
      await create({ parentContentId: String(parent) }),
      await create({ parentContentId: String(parent) }),
    ];
    const term = await t.post(contentApi.newTerm, { contentId: parent, area: 'COAST' }, manager);
    expect(term.statusCode, term.body).toBe(200);
    const termId = term.json<ContentTerm>().id;
    const slide = (await get(parent)).slideFile ?? '';

    expect((await t.post(contentApi.delete, parent, otherManager)).statusCode).toBe(404);
    const response = await t.post(contentApi.delete, String(parent), manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await t.post(contentApi.get, parent, manager)).statusCode).toBe(404);
    for (const sub of subs) expect((await get(sub)).parentContentId).toBe(0);
    const terms = await t.deps.db
      .select()
      .from(contentTerms)
      .where(eq(contentTerms.contentId, parent));
    expect(terms).toEqual([]);
    expect(fs.existsSync(storedFile(slide))).toBe(false);
    expect((await auditOf('content', parent)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await auditOf('contentTerm', termId)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
    expect((await auditOf('content', subs[0] ?? 0)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });
});
