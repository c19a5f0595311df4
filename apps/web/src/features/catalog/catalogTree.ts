import { catalogLimits, catalogRootId, type CatalogNode } from '@bo/contract';
import type { TreeNode } from '../../platform/ui/tree/TreeView';

/** A catalogue node as the shared TreeView shows it. */
export interface CatalogTreeNode extends TreeNode<CatalogTreeNode> {
  node: CatalogNode;
  children: CatalogTreeNode[];
}

export const treeId = (node: Pick<CatalogNode, 'id'>): string => String(node.id);
export const rootTreeId = String(catalogRootId);

/** The tree under one visible root node, named `rootLabel` (the screen's language for 'Catalog'). */
export function toTreeNodes(root: CatalogNode, rootLabel: string): CatalogTreeNode[] {
  const convert = (node: CatalogNode): CatalogTreeNode => ({
    id: treeId(node),
    label: node.id === catalogRootId ? rootLabel : node.title,
    node,
    children: node.childElements.map(convert),
  });
  return [convert(root)];
}

/** The node with this id and the nodes above it, the root first; undefined when not in the tree. */
export function pathTo(root: CatalogNode, id: number): CatalogNode[] | undefined {
  if (root.id === id) return [root];
  for (const child of root.childElements) {
    const below = pathTo(child, id);
    if (below) return [root, ...below];
  }
  return undefined;
}

export const findNode = (root: CatalogNode, id: number): CatalogNode | undefined =>
  pathTo(root, id)?.at(-1);

/** C§2.4: Create adds a child, so it is off on a level-3 leaf. */
export const canHaveChildren = (node: CatalogNode): boolean => node.level < catalogLimits.maxLevel;
