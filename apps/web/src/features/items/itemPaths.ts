import { itemScreens } from '@bo/contract';

export const itemPaths = {
  list: itemScreens.list,
  card: itemScreens.card,
  /** The card's route: its tabs (uk, ru, en, images, pdf, links) are the segment after it. */
  cardRoute: `${itemScreens.list}/itemcard/:itemNo/*`,
  /** A tab of the card: `/admin/analytics/itemcard/OC90/images`. */
  cardTab: (itemNo: string, tab: string) => `${itemScreens.card(itemNo)}/${tab}`,
  translate: itemScreens.translate,
  translateRoute: `${itemScreens.list}/translate/:itemNo`,
  /** The translate screen before an item is chosen: it opens with the item search. */
  translateStart: `${itemScreens.list}/translate`,
  view: itemScreens.view,
  viewRoute: '/item/:itemNo',
} as const;

/** The tabs of the item card, addressed by route (C§2.2). */
export const fileTabs = [
  { path: 'images', kind: 'image', labelKey: 'itemImages' },
  { path: 'pdf', kind: 'pdf', labelKey: 'itemPdfs' },
  { path: 'links', kind: 'link', labelKey: 'itemLinks' },
] as const;
