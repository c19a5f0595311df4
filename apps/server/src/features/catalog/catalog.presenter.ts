import {
  catalogRootId,
  catalogRootParentId,
  catalogRootTitle,
  type CatalogNode,
} from '@bo/contract';
import type { GroupLink } from '../items/index.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { CatalogNodeRow } from './catalog.repository.js';
import { linkKey, pictureName } from './catalog.service.js';

type LinksByKey = ReadonlyMap<string, GroupLink>;

export const linksByKey = (links: readonly GroupLink[]): LinksByKey =>
  new Map(links.map((link) => [linkKey(link), link]));

/** One node without its children (C§3 Catalogue node, with its level and level-3 link). */
export function presentNode(row: CatalogNodeRow, links: LinksByKey, storage: Storage): CatalogNode {
  const link =
    row.itemGroup === null
      ? undefined
      : links.get(linkKey({ groupCode: row.itemGroup, subGroupCode: row.itemSubGroup ?? '' }));
  return {
    id: row.id,
    parentId: row.parentId ?? catalogRootId,
    title: row.title,
    img: row.img ? pictureName(row.img) : null,
    imgUrl: row.img ? storage.publicUrl(row.img) : null,
    sort: row.sort,
    col: row.col,
    active: row.active,
    comId: row.comId,
    level: row.level,
    itemGroup: row.itemGroup,
    itemSubGroup: row.itemSubGroup,
    itemGroupName: link?.groupName ?? null,
    itemSubGroupName: row.itemSubGroup === null ? null : (link?.subGroupName ?? null),
    itemCount: row.itemGroup === null ? null : (link?.itemCount ?? 0),
    childElements: [],
  };
}

/**
 * The virtual root (C§3: id 0, parentId -1, titled Catalog) over the rows,
 * which come ordered by parent, sort and id. As a tree, each node holds its
 * children in that order, and a node whose parent is not among the rows (an
 * inactive parent, when only active nodes are asked for) is left out with its
 * subtree. Flat (`tree: false`), the root holds every shown node, by level.
 */
export function presentTree(
  comId: number,
  rows: readonly CatalogNodeRow[],
  links: LinksByKey,
  storage: Storage,
  asTree: boolean,
): CatalogNode {
  const root: CatalogNode = {
    id: catalogRootId,
    parentId: catalogRootParentId,
    title: catalogRootTitle,
    img: null,
    imgUrl: null,
    sort: 0,
    col: 1,
    active: true,
    comId,
    level: 0,
    itemGroup: null,
    itemSubGroup: null,
    itemGroupName: null,
    itemSubGroupName: null,
    itemCount: null,
    childElements: [],
  };
  const nodes = new Map<number, CatalogNode>([[catalogRootId, root]]);
  const shown: CatalogNode[] = [];
  // Levels in turn: every parent is placed before its children are looked at.
  for (let level = 1; level <= 3; level++) {
    for (const row of rows) {
      if (row.level !== level) continue;
      const parent = nodes.get(row.parentId ?? catalogRootId);
      if (!parent) continue;
      const node = presentNode(row, links, storage);
      nodes.set(node.id, node);
      parent.childElements.push(node);
      shown.push(node);
    }
  }
  if (!asTree) {
    for (const node of shown) node.childElements = [];
    root.childElements = shown;
  }
  return root;
}
