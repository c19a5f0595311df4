import {
  actionType,
  articleSchema,
  contentApi,
  contentPictureFields,
  contentPictureParts,
  itemTypeOf,
  itemTypes,
  parentChoiceSchema,
  type Article,
  type ContentPictureField,
} from '@bo/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery } from '../../../../platform/apiQuery';
import { notifyFailure } from '../../../../platform/callFailures';
import { apiPost } from '../../../../platform/http';
import { useApiMutation } from '../../../../platform/useApiMutation';
import type { ArticleFormValues } from '../articleForm';

const contentKeys = {
  all: ['content'] as const,
  detail: (contentId: number) => ['content', 'detail', contentId] as const,
  parents: (filter: string, exceptId: number) => ['content', 'parents', filter, exceptId] as const,
};

/** After a change: every content query but the articles themselves (the lists, the parent choices). */
const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: contentKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });

export function useArticle(contentId: number) {
  const key = contentKeys.detail(contentId);
  // The id travels as a JSON string, e.g. "7" (B§7).
  const query = postQuery(key, contentApi.get, String(contentId), articleSchema);
  return useQuery({ ...query, enabled: contentId > 0 });
}

/**
 * The multipart body of CreateContent and UpdateContent: every article field,
 * and each newly chosen picture as its file part. Flags that do not apply to
 * the type (is gift off an action, income stop and is finished off gift
 * items, B§4) go as false, as their fields are not shown.
 */
function articleFormData(values: ArticleFormValues, contentId = 0): FormData {
  const data = new FormData();
  const isGift = values.contentType === actionType && values.isGift;
  const giftItems = itemTypeOf(values.contentType, isGift) === itemTypes.gift;
  const fields: Record<string, string | number | boolean> = {
    contentType: values.contentType,
    parentContentId: values.parentContentId,
    title: values.title,
    alias: values.alias,
    description: values.description,
    text: values.text,
    active: values.active,
    isGift,
    incomeStop: giftItems && values.incomeStop,
    isFinished: giftItems && values.isFinished,
    add14Days: values.add14Days,
    autoShipment: values.autoShipment,
    showRating: values.showRating,
    hideGifts: values.hideGifts,
    hideOrderButton: values.hideOrderButton,
    allowOrder: values.allowOrder,
    maxOrderItems: values.maxOrderItems === '' ? 0 : Number(values.maxOrderItems),
    costName: values.costName,
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    orderFrom: values.orderFrom,
    orderTo: values.orderTo,
  };
  if (contentId > 0) data.set('contentId', String(contentId));
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  for (const field of contentPictureFields) {
    const file = values.pictures[field];
    if (file) data.set(contentPictureParts[field], file, file.name);
  }
  return data;
}

/** Creates a content; answers its new id. */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (values: ArticleFormValues) =>
      apiPost(contentApi.create, articleFormData(values), { schema: z.number().int() }),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** Updates a content; answers the stored article. */
export function useUpdateArticle(contentId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (values: ArticleFormValues) =>
      apiPost(contentApi.update, articleFormData(values, contentId), { schema: articleSchema }),
    onSuccess: (article: Article) => {
      queryClient.setQueryData(contentKeys.detail(article.contentId), article);
      return refreshLists(queryClient);
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (contentId: number) => apiPost(contentApi.delete, String(contentId)),
    onSuccess: (_answer, contentId) => {
      queryClient.removeQueries({ queryKey: contentKeys.detail(contentId) });
      return refreshLists(queryClient);
    },
  });
}

/** Deletes one stored picture at once (B§7 DeletePic); answers the article without it. */
export function useDeleteArticlePicture() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ article, field }: { article: Article; field: ContentPictureField }) =>
      apiPost(contentApi.deletePic, article, {
        query: { picFileType: field },
        schema: articleSchema,
      }),
    onSuccess: (article: Article) => {
      queryClient.setQueryData(contentKeys.detail(article.contentId), article);
    },
  });
}

/** The top-level contents whose title or id matches `filter`, for the parent field; never `exceptId` itself. */
export function useParentChoices(filter: string, exceptId: number) {
  const key = contentKeys.parents(filter, exceptId);
  const choices = z.array(parentChoiceSchema);
  return useQuery({
    ...postQuery(key, contentApi.parentChoices, { filter, exceptId }, choices),
    placeholderData: (previous) => previous,
  });
}
