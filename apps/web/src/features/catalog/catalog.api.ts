import {
  catalogApi,
  catalogIdAnswerSchema,
  catalogNodeSchema,
  catalogPictureField,
  type CatalogNode,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import { useApiMutation } from '../../platform/useApiMutation';

const catalogKeys = {
  tree: ['catalog', 'tree'] as const,
};

/** The whole tree, inactive nodes included: the editor shows every node (C§7: `active: false`). */
export function useCatalogTree() {
  const body = { tree: true, active: false };
  return useQuery(postQuery(catalogKeys.tree, catalogApi.tree, body, catalogNodeSchema));
}

/** What the node form saves: `id` 0 adds a node under `parentId`. */
export interface CatalogNodeSave {
  id: number;
  parentId: number;
  title: string;
  sort: number;
  col: number;
  active: boolean;
  itemGroup: string;
  itemSubGroup: string;
  /** The stored picture's name, sent back on update (C§7). */
  img: string | null;
  /** A new picture, replacing the stored one. */
  picture: File | null;
  /** The stored picture was deleted in the form: it goes once the node is saved. */
  deletePicture: boolean;
}

function nodeFormData(node: CatalogNodeSave): FormData {
  const data = new FormData();
  if (node.id > 0) {
    data.set('id', String(node.id));
    data.set('img', node.img ?? '');
  }
  data.set('parentId', String(node.parentId));
  data.set('title', node.title);
  data.set('sort', String(node.sort));
  data.set('col', String(node.col));
  data.set('active', node.active ? 'true' : 'false');
  data.set('itemGroup', node.itemGroup);
  data.set('itemSubGroup', node.itemSubGroup);
  if (node.picture) data.set(catalogPictureField, node.picture, node.picture.name);
  return data;
}

/** `items/DeleteFile?picName=` (C§7): the node's stored picture goes. */
const deletePicture = (id: number, img: string) =>
  apiPost(catalogApi.deletePicture, id, { query: { picName: img } });

/**
 * Adds or updates a node; answers its id once the tree is loaded again. A picture
 * deleted in the form goes after the node is saved, so a refused save keeps it.
 */
export function useSaveCatalogNode() {
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: async (node: CatalogNodeSave): Promise<number> => {
      if (node.id > 0) {
        const saved = await apiPost(catalogApi.updateNode, nodeFormData(node), {
          schema: catalogNodeSchema,
        });
        // A new picture has replaced the stored one already.
        if (node.deletePicture && !node.picture && node.img) await deletePicture(node.id, node.img);
        return saved.id;
      }
      const { id } = await apiPost(catalogApi.addNode, nodeFormData(node), {
        schema: catalogIdAnswerSchema,
      });
      return id;
    },
    stale: { queryKey: catalogKeys.tree },
  });
}

export function useDeleteCatalogNode() {
  return useApiMutation({
    mutationFn: (node: CatalogNode) => apiPost(catalogApi.deleteNode, node.id),
    stale: { queryKey: catalogKeys.tree },
  });
}

/** One place up (-1) or down (1) among the siblings (beyond the spec). */
export function useMoveCatalogNode() {
  return useApiMutation({
    mutationFn: ({ node, by }: { node: CatalogNode; by: -1 | 1 }) =>
      apiPost(catalogApi.moveNode, { id: node.id, by }),
    stale: { queryKey: catalogKeys.tree },
  });
}
