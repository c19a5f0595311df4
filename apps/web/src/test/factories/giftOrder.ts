import type { GiftOrder } from '@bo/contract';

/** A gift order of company 1 (the component tests' order); `overrides` change it. */
export function makeGiftOrder(id: number, overrides: Partial<GiftOrder> = {}): GiftOrder {
  return {
    id,
    contentId: 7,
    parentContentId: 0,
    title: 'Spring gifts',
    comId: 1,
    custNo: `C${id}`,
    login: `user${id}`,
    custName: `Customer ${id}`,
    mainCode: `M${id}`,
    itemNo: 'GIFT-1',
    itemName: 'Thermos mug',
    quantity: 2,
    respCenter: 'KYIV',
    locationCode: 'MAIN',
    loyaltyCode: 'GOLD',
    salespersonCode: 'SP1',
    salespersonName: 'Olena Shevchenko',
    giftEntryStatus: 1,
    postingDate: '2026-03-15',
    contactPerson: 'Ivan Petrenko',
    contactPhone: '+380501234567',
    comment: '',
    points: 200,
    userPoints: 50,
    costName: 'балів',
    ...overrides,
  };
}

/** The Orders answer of `rows`, all on one page. */
export const ordersAnswer = (rows: GiftOrder[]) => ({
  rows,
  pageCount: 1,
  total: rows.length,
  capped: false,
});
