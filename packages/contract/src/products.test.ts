import { describe, expect, it } from 'vitest';
import {
  analystListBodySchema,
  cleanBrands,
  codeNameLabel,
  groupListBodySchema,
  productBrandLimit,
  productFilterSchema,
  productPageRequestSchema,
} from './products.js';
import { englishT } from './text/catalogue.js';

describe('the product list filters (C§2.7)', () => {
  it('default to no filter and trim what they are given', () => {
    expect(productFilterSchema.parse({})).toEqual({
      brand: [],
      groupCode: '',
      subGroupCode: '',
      analyst: '',
    });
    expect(
      productPageRequestSchema.parse({
        size: 20,
        page: 1,
        brand: [' MAHLE '],
        groupCode: ' FLT ',
        subGroupCode: 'OIL ',
        analyst: ' Anna',
      }),
    ).toEqual({
      size: 20,
      page: 1,
      desc: false,
      brand: ['MAHLE'],
      groupCode: 'FLT',
      subGroupCode: 'OIL',
      analyst: 'Anna',
    });
  });

  it(`take at most ${productBrandLimit} brands, each as long as an item's brand`, () => {
    const brands = (count: number) => Array.from({ length: count }, (_, index) => `B${index}`);
    expect(groupListBodySchema.safeParse({ brand: brands(productBrandLimit) }).success).toBe(true);
    const tooMany = groupListBodySchema.safeParse({ brand: brands(productBrandLimit + 1) });
    expect(tooMany.error?.issues[0]?.message).toBe(
      englishT('productBrandsTooMany', { max: productBrandLimit }),
    );
    expect(productFilterSchema.safeParse({ brand: ['B'.repeat(50)] }).success).toBe(true);
    expect(productFilterSchema.safeParse({ brand: ['B'.repeat(51)] }).success).toBe(false);
    expect(productFilterSchema.safeParse({ groupCode: 'G'.repeat(21) }).success).toBe(false);
    expect(productFilterSchema.safeParse({ analyst: 'A'.repeat(51) }).success).toBe(false);
  });

  it('take a subgroup only with its group', () => {
    for (const schema of [productFilterSchema, analystListBodySchema]) {
      const orphan = schema.safeParse({ subGroupCode: 'OIL' });
      expect(orphan.error?.issues[0]).toMatchObject({
        path: ['subGroupCode'],
        message: englishT('productSubGroupNeedsGroup'),
      });
      expect(schema.safeParse({ groupCode: 'FLT', subGroupCode: 'OIL' }).success).toBe(true);
    }
    expect(
      productPageRequestSchema.safeParse({ size: 0, page: 0, subGroupCode: ' ', groupCode: '' })
        .success,
    ).toBe(true);
  });

  it('clean the chosen brands: trimmed, no empty ones, no repeats, in the order given', () => {
    expect(cleanBrands([' TRW', 'MAHLE', '', 'TRW ', '  '])).toEqual(['TRW', 'MAHLE']);
  });

  it('name a group by its code and name, or its code alone', () => {
    expect(codeNameLabel({ code: 'FLT', name: 'Filters' })).toBe('FLT · Filters');
    expect(codeNameLabel({ code: 'ELE', name: '' })).toBe('ELE');
  });
});
