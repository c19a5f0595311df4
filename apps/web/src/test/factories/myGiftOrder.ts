import type { MyGiftOrder } from '@bo/contract';

/** A gift order of the signed-in customer, as My orders lists it; `values` change it. */
export function makeMyGiftOrder(id: number, values: Partial<MyGiftOrder> = {}): MyGiftOrder {
  return {
    id,
    contentId: 7,
    title: 'Spring gifts',
    itemNo: 'A100',
    itemName: 'Torch',
    quantity: 1,
    points: 300,
    giftEntryStatus: 1,
    postingDate: '2026-03-10T09:30:00Z',
    contactPerson: 'Olena Koval',
    contactPhone: '+380 44 000 00 00',
    ...values,
  };
}
