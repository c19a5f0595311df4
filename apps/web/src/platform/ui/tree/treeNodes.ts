/** A node of a `TreeView`: the screen's own type, with these fields. */
export interface TreeNode<Node> {
  /** Unique in the tree. */
  id: string;
  label: string;
  /** The children, when known: a tree loaded whole gives them all. */
  children?: readonly Node[];
  /** Children not loaded yet: `loadChildren` fetches them when the node opens. */
  hasChildren?: boolean;
  disabled?: boolean;
}

/** Where a node sits: its parent (null at the top), its siblings (itself included) and its depth (0 at the top). */
export interface NodePlace<Node> {
  node: Node;
  parent: Node | null;
  siblings: readonly Node[];
  depth: number;
}

/** Every node the tree knows (given or loaded), top down, with its place. */
export function nodePlaces<Node extends TreeNode<Node>>(
  nodes: readonly Node[],
  childrenOf: (node: Node) => readonly Node[] | undefined,
): Map<string, NodePlace<Node>> {
  const places = new Map<string, NodePlace<Node>>();
  const visit = (level: readonly Node[], parent: Node | null, depth: number) => {
    for (const node of level) {
      places.set(node.id, { node, parent, siblings: level, depth });
      const children = childrenOf(node);
      if (children) visit(children, node, depth + 1);
    }
  };
  visit(nodes, null, 0);
  return places;
}

/**
 * The parents a node may move under: the nodes of its parent's level other
 * than its parent (DESIGN §9, C§4.4). A top-level node has none.
 */
export function moveTargets<Node extends TreeNode<Node>>(
  places: ReadonlyMap<string, NodePlace<Node>>,
  id: string,
): Node[] {
  const place = places.get(id);
  if (!place?.parent) return [];
  const parentDepth = place.depth - 1;
  return [...places.values()]
    .filter((other) => other.depth === parentDepth && other.node.id !== place.parent?.id)
    .map((other) => other.node);
}
