import { actionType, itemTypes, type Article } from '@bo/contract';

/** A stored gift action of company 1 (the component tests' article); `overrides` change it. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    comId: 1,
    contentId: 7,
    contentType: actionType,
    parentContentId: 0,
    title: 'Spring gifts',
    alias: 'spring-gifts',
    description: 'Points for filters',
    text: '<p>Buy filters</p>',
    active: true,
    isGift: true,
    incomeStop: false,
    isFinished: false,
    add14Days: false,
    autoShipment: false,
    showRating: false,
    hideGifts: false,
    hideOrderButton: false,
    allowOrder: true,
    maxOrderItems: 0,
    costName: 'балів',
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
    orderFrom: '2026-03-01',
    orderTo: '2026-03-31',
    picFile: null,
    thumbFile: null,
    slideFile: null,
    itemType: itemTypes.gift,
    ...overrides,
  };
}
