import type { ContentGroup, ContentItem } from '@bo/contract';
import type { Storage } from '../../../platform/storage/storage.js';
import type { CountedGroupRow } from './gift-groups.repository.js';
import type { ListedItemRow } from './gift-items.repository.js';
import { storedValues } from './gift-items.values.js';

/** A group as the calls answer it (B§3): parent 0 for a root, the picture as a public URL. */
export function presentGroup(
  row: CountedGroupRow,
  storage: Storage,
  child: ContentGroup[] = [],
): ContentGroup {
  return {
    comId: row.comId,
    contentId: row.contentId,
    groupId: row.groupId,
    parentGroupId: row.parentGroupId ?? 0,
    giftGroup: row.giftGroup,
    sort: row.sort,
    maxOrderItems: row.maxOrderItems,
    picFile: row.picFile ? storage.publicUrl(row.picFile) : null,
    child,
    subGroupCount: row.subGroupCount,
    itemCount: row.itemCount,
  };
}

/**
 * The groups as a tree: the roots, each holding its subgroups, at every level
 * in the order of `rows` (by sort, then name).
 */
export function presentGroupTree(
  rows: readonly CountedGroupRow[],
  storage: Storage,
): ContentGroup[] {
  const children = new Map<number, CountedGroupRow[]>();
  for (const row of rows) {
    const parent = row.parentGroupId ?? 0;
    const siblings = children.get(parent);
    if (siblings) siblings.push(row);
    else children.set(parent, [row]);
  }
  // A parent is a group of the same content (its key says so), so every row is reached from a root.
  const build = (parent: number): ContentGroup[] =>
    (children.get(parent) ?? []).map((row) => presentGroup(row, storage, build(row.groupId)));
  return build(0);
}

/** An item as the calls answer it (B§3): group 0 for none, the picture as a public URL. */
export function presentItem(row: ListedItemRow, storage: Storage): ContentItem {
  return {
    comId: row.comId,
    contentId: row.contentId,
    id: row.id,
    itemType: row.itemType,
    ...storedValues(row),
    firstPic: row.firstPic ? storage.publicUrl(row.firstPic) : null,
    inOrders: row.inOrders,
  };
}
