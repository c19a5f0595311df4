import { actionType, bonusProgrammeType, type Article, type TextKey } from '@bo/contract';
import { lazy, type ComponentType } from 'react';

/**
 * A tab of the article editor (B§2: tab-1 … tab-6 and the settings tab),
 * contributed by a feature; the editor's frame knows none of them by name.
 * Each renders inside the editor's `FormProvider<ArticleFormValues>`, so a
 * tab that edits article fields (tab-1, Article settings) shares the one
 * form that Save action and Accept Changes send.
 */
export interface ArticleTab {
  /** Its segment of the address: `tab-1` in `/admin/cms/7/tab-1`. */
  path: string;
  labelKey: TextKey;
  /** Whether the tab shows for this article (tab-6: content type 3 only); always without it. */
  shows?: (article: Article) => boolean;
  /** Lazily loaded; given the stored article. Without it, the tab only holds `children`. */
  Component?: ComponentType<{ article: Article }>;
  /** Sub-tabs, one segment further: `/admin/cms/7/settings/tab-1`. */
  children?: readonly ArticleTab[];
}

/** A tab whose code loads when it is first opened. */
function lazyTab<Props extends { article: Article }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The settings tab's sub-tabs (B§2): Terms (tab-1), Article settings (tab-2,
 * content type 3 only), Points income / Items included (tab-3, types 3 and 6).
 */
const settingsSubTabs: readonly ArticleTab[] = [
  {
    path: 'tab-1',
    labelKey: 'contentTabTerms',
    Component: lazyTab(async () => (await import('./settings/TermsTab')).TermsTab),
  },
  {
    path: 'tab-2',
    labelKey: 'contentTabArticleSettings',
    shows: (article) => article.contentType === actionType,
    Component: lazyTab(
      async () => (await import('./settings/ArticleSettingsTab')).ArticleSettingsTab,
    ),
  },
  {
    path: 'tab-3',
    labelKey: 'contentTabPointsIncome',
    shows: (article) =>
      article.contentType === actionType || article.contentType === bonusProgrammeType,
    Component: lazyTab(
      async () => (await import('../points/PointsIncomeRulesTab')).PointsIncomeRulesTab,
    ),
  },
];

/**
 * The editor's tabs in their order (B§2): tab-1 article, tab-2 item groups,
 * tab-3 items, tab-4 points, tab-5 results, tab-6 orders (content type 3
 * only), the settings tab.
 */
export const articleTabs: readonly ArticleTab[] = [
  {
    path: 'tab-1',
    labelKey: 'contentTabArticle',
    Component: lazyTab(async () => (await import('./editor/ArticleEditTab')).ArticleEditTab),
  },
  {
    path: 'tab-2',
    labelKey: 'contentTabItemGroups',
    Component: lazyTab(async () => (await import('../catalogue/GiftGroupsTab')).GiftGroupsTab),
  },
  {
    path: 'tab-3',
    labelKey: 'contentTabItems',
    Component: lazyTab(async () => (await import('../catalogue/GiftItemsTab')).GiftItemsTab),
  },
  {
    path: 'tab-4',
    labelKey: 'contentTabPoints',
    Component: lazyTab(async () => (await import('../points/PointsTab')).PointsTab),
  },
  {
    path: 'tab-5',
    labelKey: 'contentTabResults',
    Component: lazyTab(async () => (await import('../orders/ResultsTab')).ResultsTab),
  },
  {
    path: 'tab-6',
    labelKey: 'contentTabOrders',
    shows: (article) => article.contentType === actionType,
    Component: lazyTab(async () => (await import('../orders/OrdersTab')).OrdersTab),
  },
  { path: 'settings', labelKey: 'contentTabSettings', children: settingsSubTabs },
];
