import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotifier } from '../useNotify';
import { TreeMoveBar, type TreeMoves } from './TreeMoveBar';
import { nodePlaces, type TreeNode } from './treeNodes';

export type { TreeMoves } from './TreeMoveBar';
export type { TreeNode } from './treeNodes';

/** The item RichTreeView renders: a node, or the row shown while a node's children load. */
interface TreeItem {
  id: string;
  label: string;
  children?: TreeItem[];
  loadingRow?: true;
  disabled?: boolean;
}

const loadingRowId = (parentId: string) => `${parentId}\u0000loading`;

interface TreeViewProps<Node extends TreeNode<Node>> {
  /** Names the tree, e.g. 'Catalogue'. */
  label: string;
  /** The top-level nodes; a tree loaded whole gives every node's children. */
  nodes: readonly Node[];
  /** Lazy children: called once when a node with `hasChildren` and no `children` opens. */
  loadChildren?: (node: Node) => Promise<readonly Node[]>;
  /** The selected node's id (controlled). */
  selectedId: string | null;
  onSelect: (node: Node | null) => void;
  /** Nodes open at first. */
  defaultExpandedIds?: readonly string[];
  /** The whole tree disabled, e.g. while a node is created or edited (C§2.4). */
  disabled?: boolean;
  /** Move up / down / to another parent, acting on the selected node; without it, no move bar. */
  moves?: TreeMoves<Node>;
  /** More buttons in the bar above the tree (Create, Edit, ...). */
  toolbar?: ReactNode;
  /**
   * A click on a node's name opens or closes it too (true, the default); false: only its
   * arrow (or the keyboard) does, so choosing a node never folds what is under it (a chooser).
   */
  expandOnClick?: boolean;
}

/**
 * A tree over MUI's free RichTreeView: the catalogue tree (C§2.4) and the
 * content groups. It loads whole (every node with its children) or lazily
 * (`hasChildren` and `loadChildren`). The free edition has no reordering:
 * moves are the screen's own actions (`moves`), called with the node and
 * where it goes; the screen saves and hands the tree its new `nodes`.
 */
export function TreeView<Node extends TreeNode<Node>>({
  label,
  nodes,
  loadChildren,
  selectedId,
  onSelect,
  defaultExpandedIds = [],
  disabled = false,
  moves,
  toolbar,
  expandOnClick = true,
}: TreeViewProps<Node>) {
  const { t } = useTranslation();
  const notifyError = useErrorNotifier();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly Node[]>>(new Map());
  const [expanded, setExpanded] = useState<readonly string[]>(defaultExpandedIds);

  const childrenOf = useCallback((node: Node) => node.children ?? loaded.get(node.id), [loaded]);
  const places = useMemo(() => nodePlaces(nodes, childrenOf), [nodes, childrenOf]);

  const items = useMemo(() => {
    const toItem = (node: Node): TreeItem => {
      const children = childrenOf(node);
      return {
        id: node.id,
        label: node.label,
        disabled: node.disabled,
        children: children
          ? children.map(toItem)
          : node.hasChildren
            ? [{ id: loadingRowId(node.id), label: t('loading'), loadingRow: true }]
            : undefined,
      };
    };
    return nodes.map(toItem);
  }, [nodes, childrenOf, t]);

  const load = async (node: Node) => {
    if (!loadChildren) return;
    try {
      const children = await loadChildren(node);
      setLoaded((current) => new Map(current).set(node.id, children));
    } catch (error) {
      notifyError(error);
      // Closed again: opening it once more tries again.
      setExpanded((current) => current.filter((id) => id !== node.id));
    }
  };

  const handleExpansion = (_event: unknown, itemId: string, isExpanded: boolean) => {
    const node = places.get(itemId)?.node;
    if (isExpanded && node && !childrenOf(node) && node.hasChildren) void load(node);
  };

  const selected = selectedId !== null && places.has(selectedId) ? selectedId : null;
  return (
    <Box>
      {(moves || toolbar) && (
        <TreeMoveBar
          places={places}
          selectedId={selected}
          moves={moves}
          disabled={disabled}
          toolbar={toolbar}
        />
      )}
      <RichTreeView<TreeItem, false>
        aria-label={label}
        items={items}
        isItemDisabled={(item) => disabled || item.loadingRow === true || item.disabled === true}
        expandedItems={expanded}
        expansionTrigger={expandOnClick ? 'content' : 'iconContainer'}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        onItemExpansionToggle={handleExpansion}
        selectedItems={selected}
        onSelectedItemsChange={(_event, id) => onSelect(id ? (places.get(id)?.node ?? null) : null)}
      />
    </Box>
  );
}
