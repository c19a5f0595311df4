import {
  defaultCostName,
  noContentType,
  type Article,
  type ArticleFields,
  type ContentPictureField,
  type ContentType,
} from '@bo/contract';

/**
 * The article editor's form (B§3): every field the editor sends, shared by
 * tab-1 and the Article settings sub-tab through one react-hook-form
 * `FormProvider`. Dates are `YYYY-MM-DD` ('' while empty); a picture is the
 * File chosen to replace it (the stored URL stays in the article).
 */
export interface ArticleFormValues extends Omit<ArticleFields, 'contentType' | 'maxOrderItems'> {
  /** `noContentType` until a type is chosen. */
  contentType: ContentType | typeof noContentType;
  /** '' or up to 4 digits (B§5 "the orders limit accepts 4 digits"). */
  maxOrderItems: string;
  pictures: Partial<Record<ContentPictureField, File>>;
}

/** A new content's values; `contentType` none until chosen, the gift flag from the route (5). */
export function newArticleValues(
  contentType: ContentType | typeof noContentType = noContentType,
  isGift = false,
): ArticleFormValues {
  return {
    contentType,
    parentContentId: 0,
    title: '',
    alias: '',
    description: '',
    text: '',
    active: true,
    isGift,
    incomeStop: false,
    isFinished: false,
    add14Days: false,
    autoShipment: false,
    showRating: false,
    hideGifts: false,
    hideOrderButton: false,
    allowOrder: false,
    maxOrderItems: '',
    costName: defaultCostName,
    dateFrom: '',
    dateTo: '',
    orderFrom: '',
    orderTo: '',
    pictures: {},
  };
}

/** The stored article as form values. */
export function articleValues(article: Article): ArticleFormValues {
  return {
    ...newArticleValues(),
    ...article,
    contentType: article.contentType as ContentType,
    maxOrderItems: article.maxOrderItems ? String(article.maxOrderItems) : '',
    pictures: {},
  };
}
