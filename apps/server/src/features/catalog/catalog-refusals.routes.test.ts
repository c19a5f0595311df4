import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { englishT, messages, type ErrorAnswer } from '@bo/contract';
import { fileBlob, pngBytes } from '../../test/factories/uploads.js';
import {
  t,
  manager,
  otherManager,
  api,
  nodeForm,
  addNode,
  branch,
  nodeRow,
  nodeCount,
  update,
  messageOf,
  openCatalogApp,
} from '../../test/scenes/catalog.js';

openCatalogApp();

describe('refused nodes change nothing', () => {
  const refused = async (
    send: () => Promise<LightMyRequestResponse>,
    status: number,
    message?: string,
  ) => {
    const before = await nodeCount();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(messageOf(response)).toBe(message);
    expect(await nodeCount()).toBe(before);
    return response;
  };

  it('refuses a fourth level', async () => {
    const { third } = await branch('Fourth');
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'Too deep', parentId: String(third) }), manager),
      400,
      englishT('catalogFourthLevel'),
    );
  });

  it('refuses an empty title with "Enter Title", and titles over 200 characters', async () => {
    for (const title of ['', '   ']) {
      const response = await refused(
        () => t.postForm(api.add, nodeForm({ title }), manager),
        400,
        'Enter Title',
      );
      expect(response.json<ErrorAnswer>().errors).toEqual({ title: ['Enter Title'] });
    }
    await refused(() => t.postForm(api.add, nodeForm({}), manager), 400, 'Enter Title');
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'x'.repeat(500) }), manager),
      400,
      englishT('catalogTitleTooLong', { max: 200 }),
    );
  });

  it('refuses col 0 or 5 and a negative or broken sort', async () => {
    for (const col of ['0', '5', '1.5', 'two']) {
      await refused(
        () => t.postForm(api.add, nodeForm({ title: 'Col', col }), manager),
        400,
        englishT('catalogColInvalid'),
      );
    }
    for (const sort of ['-1', 'ten', '1000001']) {
      await refused(
        () => t.postForm(api.add, nodeForm({ title: 'Sort', sort }), manager),
        400,
        englishT('catalogSortInvalid'),
      );
    }
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'Active', active: 'maybe' }), manager),
      400,
      englishT('catalogActiveInvalid'),
    );
  });

  it('refuses an item group on levels 1 and 2, and a missing or unknown one on level 3', async () => {
    const { top, second } = await branch('Links');
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'L1', itemGroup: 'FILT' }), manager),
      400,
      englishT('catalogItemGroupLevel3Only'),
    );
    await refused(
      () =>
        t.postForm(
          api.add,
          nodeForm({ title: 'L2', parentId: String(top), itemSubGroup: 'OIL' }),
          manager,
        ),
      400,
      englishT('catalogItemGroupLevel3Only'),
    );
    const third = (fields: Record<string, string>) => () =>
      t.postForm(api.add, nodeForm({ title: 'L3', parentId: String(second), ...fields }), manager);
    await refused(third({}), 400, englishT('catalogItemGroupRequired'));
    await refused(
      third({ itemGroup: 'NOPE' }),
      400,
      englishT('catalogItemGroupUnknown', { code: 'NOPE' }),
    );
    // Another company's group is unknown here.
    await refused(
      third({ itemGroup: 'OTHER' }),
      400,
      englishT('catalogItemGroupUnknown', { code: 'OTHER' }),
    );
    await refused(
      third({ itemGroup: 'BRAKE', itemSubGroup: 'OIL' }),
      400,
      englishT('catalogItemSubGroupUnknown', { code: 'OIL', group: 'BRAKE' }),
    );
  });

  it('refuses a parent of another company with 404', async () => {
    const foreign = await branch('Foreign parent', otherManager);
    await refused(
      () =>
        t.postForm(api.add, nodeForm({ title: 'Hijack', parentId: String(foreign.top) }), manager),
      404,
      englishT('catalogParentNotFound'),
    );
  });

  it('refuses a picture that is not an image, storing nothing', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'catalog', '1');
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const before = files();
    await refused(
      () =>
        t.postForm(
          api.add,
          nodeForm({ title: 'Script' }, fileBlob('<svg onload="alert(1)"/>', 'image/png')),
          manager,
        ),
      400,
      messages.fileNotPicture,
    );
    const id = await addNode({ title: 'Keeps picture' });
    const response = await update(id, {}, manager, fileBlob('not a picture', 'image/png'));
    expect(response.statusCode).toBe(400);
    expect((await nodeRow(id))?.img).toBeNull();
    expect(files()).toEqual(before);
  });

  it('refuses a picture over the upload limit with 413', async () => {
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(3 * 1024 * 1024)]);
    await refused(
      () => t.postForm(api.add, nodeForm({ title: 'Huge' }, fileBlob(huge, 'image/png')), manager),
      413,
    );
  });

  it('refuses a JSON body for the multipart calls, and an update without an id', async () => {
    await refused(() => t.post(api.add, { title: 'JSON' }, manager), 415);
    const response = await t.postForm(api.update, nodeForm({ title: 'No id' }), manager);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(englishT('catalogIdInvalid'));
  });
});

describe('refused moves change nothing', () => {
  const refusedMove = async (id: number, parentId: number, status: number, message: string) => {
    const before = await nodeRow(id);
    const response = await update(id, { parentId: String(parentId), title: 'Moved?' });
    expect(response.statusCode, response.body).toBe(status);
    expect(messageOf(response)).toBe(message);
    expect(await nodeRow(id)).toEqual(before);
  };
  const sameLevel = 'Moving is only possible to the same level';

  it('refuses a parent of the wrong level with the spec’s message', async () => {
    const a = await branch('Wrong level A');
    const b = await branch('Wrong level B');
    // A level-3 node under a level-1 node, or under another level-3 node.
    await refusedMove(a.third, b.top, 400, sameLevel);
    await refusedMove(a.third, b.third, 400, sameLevel);
    // A level-2 node to the top, or under a level-2 node.
    await refusedMove(a.second, 0, 400, sameLevel);
    await refusedMove(a.second, b.second, 400, sameLevel);
    // A level-1 node under another level-1 node.
    await refusedMove(a.top, b.top, 400, sameLevel);
  });

  it('refuses a node under itself or its own child', async () => {
    const a = await branch('Itself');
    const itself = englishT('catalogMoveUnderItself');
    await refusedMove(a.second, a.second, 400, itself);
    await refusedMove(a.top, a.second, 400, itself);
    await refusedMove(a.top, a.third, 400, itself);
  });

  it('refuses a parent of another company, or one that does not exist, with 404', async () => {
    const a = await branch('Foreign move');
    const foreign = await branch('Foreign target', otherManager);
    await refusedMove(a.second, foreign.top, 404, englishT('catalogParentNotFound'));
    await refusedMove(a.second, 999_999, 404, englishT('catalogParentNotFound'));
  });
});
