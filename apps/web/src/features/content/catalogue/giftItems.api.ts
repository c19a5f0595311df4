import {
  contentGroupSchema,
  contentItemSchema,
  deleteContentItemsAnswerSchema,
  giftItemsApi,
  giftPicturePart,
  itemApi,
  okAnswerSchema,
  searchItemsAnswerSchema,
  type ContentGroup,
  type ContentItem,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postQuery } from '../../../platform/apiQuery';
import { notifyFailure, type CallMeta } from '../../../platform/callFailures';
import { apiPost } from '../../../platform/http';
import { useListChange } from '../../../platform/ui/editable-table/useListChange';

export const giftItemKeys = {
  /** Everything of one content's groups and items: a change reloads it all (counts, names). */
  all: (contentId: number) => ['content', 'giftItems', contentId] as const,
  groups: (contentId: number) => ['content', 'giftItems', contentId, 'groups'] as const,
  groupTable: (contentId: number) => ['content', 'giftItems', contentId, 'groupTable'] as const,
  itemTable: (contentId: number, itemType: number) =>
    ['content', 'giftItems', contentId, 'itemTable', itemType] as const,
  itemSearch: (pattern: string) => ['content', 'giftItemSearch', pattern] as const,
};

const groupTreeSchema = z.array(contentGroupSchema);

/** ContentGroups: the content's groups as a tree, roots first, by sort then name. */
export function loadContentGroups(contentId: number, signal?: AbortSignal) {
  return apiPost(
    giftItemsApi.groups,
    { id: contentId, tree: true },
    { schema: groupTreeSchema, signal },
  );
}

export function useContentGroups(contentId: number) {
  return useQuery({
    queryKey: giftItemKeys.groups(contentId),
    queryFn: ({ signal }) => loadContentGroups(contentId, signal),
  });
}

/** ContentItems: the content's items of the item type, by sort then itemNo. */
export function loadContentItems(contentId: number, itemType: number, signal?: AbortSignal) {
  return apiPost(
    giftItemsApi.items,
    { id: contentId, itemType },
    { schema: z.array(contentItemSchema), signal },
  );
}

/** The item master search (A§5): `pattern` is already cleaned; an empty one searches nothing. */
export function useGiftItemSearch(pattern: string) {
  const key = giftItemKeys.itemSearch(pattern);
  const query = postQuery(key, itemApi.searchItems, pattern, searchItemsAnswerSchema);
  return useQuery({ ...query, enabled: pattern !== '' });
}

/** Each change is sent at once; afterwards the content's groups and items load again. */
const useGiftItemsChange = <TVariables, TData>(
  contentId: number,
  send: (variables: TVariables) => Promise<TData>,
  meta?: CallMeta,
) => useListChange([giftItemKeys.all(contentId)], send, meta);

/**
 * Every field as multipart text: numbers as digits, flags as true/false, no
 * date as ''. An update keeps the fields it is not sent, so an emptied
 * description or date must be sent empty.
 */
function setFields(data: FormData, fields: Record<string, string | number | boolean | null>) {
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value ?? ''));
}

/** A group as the dialog saves it: `groupId` 0 creates one. */
interface GroupSave {
  contentId: number;
  groupId: number;
  giftGroup: string;
  sort: number;
  parentGroupId: number;
  maxOrderItems: number;
  /** A newly chosen picture, replacing the stored one. */
  picture: File | null;
}

function groupFormData({ picture, groupId, ...fields }: GroupSave): FormData {
  const data = new FormData();
  setFields(data, groupId > 0 ? { ...fields, groupId } : fields);
  if (picture) data.set(giftPicturePart, picture, picture.name);
  return data;
}

/** CreateContentGroup, or UpdateContentGroup for a stored group: the group. */
export function useSaveGroup(contentId: number) {
  return useGiftItemsChange(contentId, (group: GroupSave) =>
    apiPost(
      group.groupId > 0 ? giftItemsApi.updateGroup : giftItemsApi.createGroup,
      groupFormData(group),
      { schema: contentGroupSchema },
    ),
  );
}

/** DeleteContentGroup: 409 while it holds items or subgroups. */
export function useDeleteGroup(contentId: number) {
  return useGiftItemsChange(contentId, (group: ContentGroup) =>
    apiPost(giftItemsApi.deleteGroup, group, { schema: okAnswerSchema }),
  );
}

/** DeleteContentGroupPic: the stored picture goes at once; answers the group without it. */
export function useDeleteGroupPicture(contentId: number) {
  return useGiftItemsChange(contentId, (group: ContentGroup) =>
    apiPost(giftItemsApi.deleteGroupPic, group, {
      query: { picFileType: 'picFile' },
      schema: contentGroupSchema,
    }),
  );
}

/** An item as the dialog saves it; `previous` is the stored row an edit changes. */
interface ItemSave {
  contentId: number;
  itemNo: string;
  navItemNo: string;
  groupId: number;
  active: boolean;
  quantity: number;
  description: string;
  costPoints: number;
  maxOrderItems: number;
  sort: number;
  dateFrom: string | null;
  dateTo: string | null;
  picture: File | null;
  previous: ContentItem | null;
}

function itemFormData({ picture, previous, ...fields }: ItemSave): FormData {
  const data = new FormData();
  setFields(data, fields);
  if (previous) setFields(data, { prevItemNo: previous.itemNo, prevSort: previous.sort });
  if (picture) data.set(giftPicturePart, picture, picture.name);
  return data;
}

/** CreateContentItem, or UpdateContentItem with the row's key before the edit: the item. */
export function useSaveItem(contentId: number) {
  return useGiftItemsChange(contentId, (item: ItemSave) =>
    apiPost(item.previous ? giftItemsApi.updateItem : giftItemsApi.createItem, itemFormData(item), {
      schema: contentItemSchema,
    }),
  );
}

/** CopyContentItem (B§7): the item with its sort raised by 1; the new item. */
export function useCopyItem(contentId: number) {
  const send = (item: ContentItem) =>
    apiPost(giftItemsApi.copyItem, { ...item, sort: item.sort + 1 }, { schema: contentItemSchema });
  return useGiftItemsChange(contentId, send, notifyFailure());
}

/** DeleteContentItem: 409 while it is in orders. */
export function useDeleteItem(contentId: number) {
  return useGiftItemsChange(contentId, (item: ContentItem) =>
    apiPost(giftItemsApi.deleteItem, item, { schema: okAnswerSchema }),
  );
}

/** DeleteContentItems: nothing is deleted when one of them is in orders (409). */
export function useDeleteItems(contentId: number) {
  return useGiftItemsChange(contentId, (items: readonly ContentItem[]) =>
    apiPost(giftItemsApi.deleteItems, items, { schema: deleteContentItemsAnswerSchema }),
  );
}
