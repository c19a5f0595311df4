import { describe, expect, it } from 'vitest';
import {
  cleanVehicleItemNo,
  cleanVehicleItemSearch,
  parseVehicleRange,
  vehicleAddItemsRequestSchema,
  vehicleMarkFormSchema,
  vehicleTypeFormSchema,
} from './index.js';

describe('vehicle contract', () => {
  it('reads ranges mm.yyyy - mm.yyyy, the end optional', () => {
    expect(parseVehicleRange('08.1997 - 06.2003')).toEqual({
      from: { month: 8, year: 1997 },
      to: { month: 6, year: 2003 },
    });
    expect(parseVehicleRange('8.1997-')).toEqual({ from: { month: 8, year: 1997 }, to: null });
    expect(parseVehicleRange('13.1997 - 06.2003')).toBeUndefined();
    expect(parseVehicleRange('1997')).toBeUndefined();
  });

  it('cleans item numbers as C§5 says, without the wildcard for stored numbers', () => {
    expect(cleanVehicleItemSearch(' oc-90*')).toBe('OC90%');
    expect(cleanVehicleItemNo(' oc-90*')).toBe('OC90');
    const parsed = vehicleAddItemsRequestSchema.parse({
      typeId: 1,
      items: [{ itemNo: 'w 712/75' }],
    });
    expect(parsed.items).toEqual([{ itemNo: 'W71275' }]);
    expect(
      vehicleAddItemsRequestSchema.safeParse({ typeId: 1, items: [{ itemNo: '--' }] }).success,
    ).toBe(false);
  });

  it('words the required fields with the spec’s texts', () => {
    const mark = vehicleMarkFormSchema.safeParse({ mark: ' ' });
    expect(mark.error?.issues[0]?.message).toBe('The Mark field is required.');
    const type = vehicleTypeFormSchema.safeParse({});
    expect(type.error?.issues.map((issue) => issue.message)).toContain(
      'The TypeName field is required.',
    );
  });

  it('takes empty numbers as unknown and refuses words', () => {
    const parsed = vehicleTypeFormSchema.parse({ typeName: 'X', capacity: '1,6', hp: '' });
    expect(parsed).toMatchObject({ capacity: 1.6, hp: null, typeRange: '' });
    expect(vehicleTypeFormSchema.safeParse({ typeName: 'X', hp: 'many' }).success).toBe(false);
  });
});
