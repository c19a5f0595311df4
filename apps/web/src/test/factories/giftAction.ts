import type { GiftAction, GiftCatalogue } from '@bo/contract';

/** A gift action open for orders, as the portal lists it; `values` change it. */
export function makeGiftAction(contentId: number, values: Partial<GiftAction> = {}): GiftAction {
  return {
    contentId,
    title: `Action ${contentId}`,
    description: '',
    thumbFile: '',
    orderFrom: '2026-03-01',
    orderTo: '2026-05-31',
    maxOrderItems: 0,
    costName: 'pts',
    userPoints: 0,
    ...values,
  };
}

/** The catalogue of `action`: three groups (one a subgroup) and three gifts, one out of stock. */
export function makeGiftCatalogue(action: GiftAction): GiftCatalogue {
  return {
    action,
    groups: [
      { groupId: 1, parentGroupId: 0, giftGroup: 'Tools', picFile: '', sort: 1, maxOrderItems: 0 },
      { groupId: 2, parentGroupId: 1, giftGroup: 'Drills', picFile: '', sort: 1, maxOrderItems: 0 },
      { groupId: 3, parentGroupId: 0, giftGroup: 'Mugs', picFile: '', sort: 2, maxOrderItems: 0 },
    ],
    items: [
      {
        itemNo: 'A100',
        sort: 1,
        groupId: 1,
        description: 'Torch',
        costPoints: 300,
        stock: 5,
        maxOrderItems: 0,
        ordered: 0,
        firstPic: '/uploads/content/1/items/torch.png',
      },
      {
        itemNo: 'B200',
        sort: 2,
        groupId: 2,
        description: 'Drill',
        costPoints: 450.25,
        stock: 4,
        maxOrderItems: 3,
        ordered: 1,
        firstPic: '',
      },
      {
        itemNo: 'C300',
        sort: 1,
        groupId: 3,
        description: 'Mug',
        costPoints: 50,
        stock: 0,
        maxOrderItems: 0,
        ordered: 0,
        firstPic: '',
      },
    ],
    ordered: 1,
  };
}
