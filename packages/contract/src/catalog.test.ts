import { describe, expect, it } from 'vitest';
import {
  canMoveUnder,
  catalogNodeFormSchema,
  catalogNodeSchema,
  catalogTreeRequestSchema,
  childLevel,
  parseCatalogSort,
  type CatalogNode,
} from './catalog.js';
import { parseItemFileSort } from './index.js';
import { englishT } from './text/catalogue.js';

const firstMessage = (fields: Record<string, string>) =>
  catalogNodeFormSchema.safeParse(fields).error?.issues[0]?.message;

describe('the catalogue node form (C§5, C§9)', () => {
  it('fills the spec’s defaults: parent 0, sort 10, col 1, active', () => {
    expect(catalogNodeFormSchema.parse({ title: '  Filters  ' })).toEqual({
      parentId: 0,
      title: 'Filters',
      sort: 10,
      col: 1,
      active: true,
      itemGroup: '',
      itemSubGroup: '',
    });
    // An empty field takes the default too, as a form sends it.
    expect(
      catalogNodeFormSchema.parse({ title: 'T', sort: '', col: ' ', active: '', parentId: '' }),
    ).toMatchObject({ sort: 10, col: 1, active: true, parentId: 0 });
    expect(
      catalogNodeFormSchema.parse({ title: 'T', sort: '0', col: '4', active: 'false', id: '7' }),
    ).toMatchObject({ sort: 0, col: 4, active: false, id: 7 });
  });

  it('words each refusal with its catalogue text', () => {
    expect(firstMessage({ title: '' })).toBe('Enter Title');
    expect(firstMessage({ title: '   ' })).toBe('Enter Title');
    expect(firstMessage({})).toBe('Enter Title');
    expect(firstMessage({ title: 'x'.repeat(201) })).toBe(
      englishT('catalogTitleTooLong', { max: 200 }),
    );
    for (const col of ['0', '5', '2.5', 'x']) {
      expect(firstMessage({ title: 'T', col })).toBe(englishT('catalogColInvalid'));
    }
    for (const sort of ['-1', '1000001', 'ten']) {
      expect(firstMessage({ title: 'T', sort })).toBe(englishT('catalogSortInvalid'));
    }
    expect(firstMessage({ title: 'T', parentId: '-1' })).toBe(englishT('catalogParentInvalid'));
    expect(firstMessage({ title: 'T', active: 'yes' })).toBe(englishT('catalogActiveInvalid'));
  });
});

describe('the sort as typed (C§9): one rule for the node form and item files', () => {
  it.each(['0', '10', ' 7 ', '1000000'])('takes %j', (sort) => {
    expect(parseCatalogSort(sort)).toBe(Number(sort));
  });

  it.each(['-5', '99999999', '1000001', '2.5', '1e3', 'x', '', '+5', '0x10'])(
    'refuses %j, never cutting it to a bound',
    (sort) => {
      expect(parseCatalogSort(sort)).toBeUndefined();
    },
  );

  it('is the rule item files use', () => {
    expect(parseItemFileSort).toBe(parseCatalogSort);
  });
});

describe('levels and moves (C§4.4, C§9)', () => {
  it('allows three levels below the root', () => {
    expect([0, 1, 2, 3].map(childLevel)).toEqual([1, 2, 3, undefined]);
  });

  it('moves a node only under a node one level above its own', () => {
    expect(canMoveUnder(1, 0)).toBe(true);
    expect(canMoveUnder(2, 1)).toBe(true);
    expect(canMoveUnder(3, 2)).toBe(true);
    expect(canMoveUnder(2, 0)).toBe(false);
    expect(canMoveUnder(3, 1)).toBe(false);
    expect(canMoveUnder(2, 2)).toBe(false);
  });
});

describe('the tree’s answer', () => {
  const node = (level: number, childElements: CatalogNode[] = []): CatalogNode => ({
    id: level,
    parentId: level - 1,
    title: `Level ${level}`,
    img: null,
    imgUrl: null,
    sort: 10,
    col: 1,
    active: true,
    comId: 1,
    level,
    itemGroup: null,
    itemSubGroup: null,
    itemGroupName: null,
    itemSubGroupName: null,
    itemCount: null,
    childElements,
  });

  it('holds the root and three levels, and no fourth', () => {
    const tree = node(0, [node(1, [node(2, [node(3)])])]);
    expect(catalogNodeSchema.parse(tree)).toEqual(tree);
    const tooDeep = node(0, [node(1, [node(2, [node(3, [node(4)])])])]);
    expect(catalogNodeSchema.safeParse(tooDeep).success).toBe(false);
  });

  it('reads the tree request with its defaults', () => {
    expect(catalogTreeRequestSchema.parse({})).toEqual({ tree: true, active: false });
    expect(catalogTreeRequestSchema.safeParse({ tree: 'yes' }).success).toBe(false);
  });
});
