import type { Article, TextKey } from '@bo/contract';
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
export function lazyTab<Props extends { article: Article }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The settings tab's sub-tabs (B§2): Terms (tab-1), Article settings (tab-2,
 * content type 3 only); Points income / Items included (tab-3) comes with the
 * points issue and is appended here.
 */
export const settingsSubTabs: readonly ArticleTab[] = [
  {
    path: 'tab-1',
    labelKey: 'contentTabTerms',
    Component: lazyTab(async () => (await import('./settings/TermsTab')).TermsTab),
  },
  {
    path: 'tab-2',
    labelKey: 'contentTabArticleSettings',
    shows: (article) => article.contentType === 3,
    Component: lazyTab(
      async () => (await import('./settings/ArticleSettingsTab')).ArticleSettingsTab,
    ),
  },
];

/**
 * The editor's tabs in their order (B§2). This issue builds tab-1 and the
 * settings tab; tab-2 … tab-6 are appended by the item-group, item, points,
 * results and orders issues.
 */
export const articleTabs: readonly ArticleTab[] = [
  {
    path: 'tab-1',
    labelKey: 'contentTabArticle',
    Component: lazyTab(async () => (await import('./editor/ArticleEditTab')).ArticleEditTab),
  },
  { path: 'settings', labelKey: 'contentTabSettings', children: settingsSubTabs },
];
