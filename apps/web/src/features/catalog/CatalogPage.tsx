import { catalogRootId, catalogScreens, type CatalogNode } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { TreeView, type TreeMoves } from '../../platform/ui/tree/TreeView';
import { useConfirmDelete } from '../../platform/ui/useConfirm';
import { useNotify } from '../../platform/ui/useNotify';
import {
  useCatalogTree,
  useDeleteCatalogNode,
  useMoveCatalogNode,
  useSaveCatalogNode,
  type CatalogNodeSave,
} from './catalog.api';
import { CatalogNodeDetail } from './CatalogNodeDetail';
import { CatalogNodeForm, type CatalogFormTarget } from './CatalogNodeForm';
import {
  canHaveChildren,
  findNode,
  pathTo,
  rootTreeId,
  toTreeNodes,
  treeId,
  type CatalogTreeNode,
} from './catalogTree';

/** /admin/catalog: the catalogue tree editor (C§2.4, C§4.4). */
export function CatalogPage() {
  const { t } = useTranslation();
  const tree = useCatalogTree();
  if (tree.isPending) return <LinearProgress />;
  if (tree.isError) return <ErrorAlert error={tree.error} onRetry={() => void tree.refetch()} />;
  return <CatalogEditor root={tree.data} title={t('catalogRoot')} />;
}

/**
 * Idle, then create or edit, then idle again on Save or Cancel (C§4.4). While
 * a node is created or edited the tree is disabled and so are Create, Edit
 * and Delete; idle, the selected node shows read-only.
 */
function CatalogEditor({ root, title }: { root: CatalogNode; title: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const formId = useId();
  const save = useSaveCatalogNode();
  const remove = useDeleteCatalogNode();
  const move = useMoveCatalogNode();

  const [selectedId, setSelectedId] = useState(catalogRootId);
  const [target, setTarget] = useState<CatalogFormTarget | null>(null);
  // After a save the tree is drawn again, open down to the saved node's parent, so the
  // node shows where it now is; otherwise the user's own opening and closing stays.
  const [treeVersion, setTreeVersion] = useState(0);
  const [openIds, setOpenIds] = useState<readonly string[]>([rootTreeId]);

  const selected = findNode(root, selectedId) ?? root;
  const nodes = useMemo(() => toTreeNodes(root, t('catalogRoot')), [root, t]);

  const editing = target !== null;
  const busy = save.isPending || remove.isPending;

  const handleSave = async (node: CatalogNodeSave) => {
    let id: number;
    try {
      id = await save.mutateAsync(node);
    } catch {
      // Refused (its message shows, see useSaveCatalogNode): the form stays open with what
      // was entered (and the picture it still has).
      return;
    }
    notify(t(node.id > 0 ? 'catalogNodeEdited' : 'catalogNodeAdded'), { severity: 'success' });
    setTarget(null);
    setSelectedId(id);
    setOpenIds((pathTo(root, node.parentId) ?? [root]).map(treeId));
    setTreeVersion((version) => version + 1);
  };

  const handleDelete = async () => {
    const deleted = await confirmDelete({
      title: t('catalogDeleteNode'),
      text: t('catalogNodeDeleteConfirm', { title: selected.title }),
      onConfirm: () => remove.mutateAsync(selected),
    });
    if (!deleted) return;
    notify(t('catalogNodeDeleted'), { severity: 'success' });
    setSelectedId(selected.parentId);
  };

  const moves: TreeMoves<CatalogTreeNode> = {
    canMove: (treeNode) => treeNode.node.id !== catalogRootId,
    onMoveBy: (treeNode, by) => move.mutateAsync({ node: treeNode.node, by }),
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        role="toolbar"
        aria-label={title}
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={editing || busy || !canHaveChildren(selected)}
          onClick={() => setTarget({ kind: 'create', parent: selected })}
        >
          {t('create')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          disabled={editing || busy || selected.id === catalogRootId}
          onClick={() => setTarget({ kind: 'edit', node: selected })}
        >
          {t('edit')}
        </Button>
        <Button disabled={!editing || busy} onClick={() => setTarget(null)}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!editing || busy}
        >
          {t('save')}
        </Button>
        {/* Beyond the spec: a node without children can go, after a confirmation. */}
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          disabled={
            editing || busy || selected.id === catalogRootId || selected.childElements.length > 0
          }
          onClick={() => void handleDelete()}
        >
          {t('delete')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={catalogScreens.products} startIcon={<ListAltIcon />}>
          {t('products')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <TreeView
            key={treeVersion}
            label={t('catalogTree')}
            nodes={nodes}
            selectedId={treeId(selected)}
            onSelect={(node) => setSelectedId(node ? node.node.id : catalogRootId)}
            defaultExpandedIds={openIds}
            disabled={editing || busy}
            moves={moves}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {target ? (
            <CatalogNodeForm
              key={target.kind === 'edit' ? `edit-${String(target.node.id)}` : 'create'}
              id={formId}
              root={root}
              target={target}
              disabled={busy}
              onSubmit={handleSave}
            />
          ) : (
            <CatalogNodeDetail node={selected} />
          )}
        </Box>
      </Box>
    </Paper>
  );
}
