import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotifier } from '../useNotify';
import { moveTargets, type NodePlace, type TreeNode } from './treeNodes';

/** The moves a screen offers in its tree; each saves and answers when done. */
export interface TreeMoves<Node> {
  /** Moves the node one place up (-1) or down (+1) among `siblings` (in their order). */
  onMoveBy?: (node: Node, by: -1 | 1, siblings: readonly Node[]) => unknown;
  /** Moves the node under `parent`, a node of its current parent's level. */
  onMoveTo?: (node: Node, parent: Node) => unknown;
  /** Which nodes may move at all; every node by default. */
  canMove?: (node: Node) => boolean;
}

interface TreeMoveBarProps<Node extends TreeNode<Node>> {
  places: ReadonlyMap<string, NodePlace<Node>>;
  selectedId: string | null;
  moves: TreeMoves<Node> | undefined;
  disabled: boolean;
  toolbar: ReactNode;
}

/** The buttons above a tree: the screen's own, then Move up, Move down and Move to. */
export function TreeMoveBar<Node extends TreeNode<Node>>({
  places,
  selectedId,
  moves,
  disabled,
  toolbar,
}: TreeMoveBarProps<Node>) {
  const { t } = useTranslation();
  const notifyError = useErrorNotifier();
  const titleId = useId();
  const [moving, setMoving] = useState(false);
  const [choosing, setChoosing] = useState(false);
  // Set at click time: a second click lands before the disabled state shows.
  const running = useRef(false);

  const place = selectedId === null ? undefined : places.get(selectedId);
  const movable = place && (moves?.canMove?.(place.node) ?? true) && !disabled && !moving;
  const index = place ? place.siblings.indexOf(place.node) : -1;
  const targets = place && moves?.onMoveTo ? moveTargets(places, place.node.id) : [];

  const run = async (move: () => unknown) => {
    if (running.current) return;
    running.current = true;
    setMoving(true);
    try {
      await move();
    } catch (error) {
      notifyError(error);
    } finally {
      running.current = false;
      setMoving(false);
    }
  };

  const moveBy = (by: -1 | 1) => {
    if (place) void run(() => moves?.onMoveBy?.(place.node, by, place.siblings));
  };
  const moveTo = (parent: Node) => {
    setChoosing(false);
    if (place) void run(() => moves?.onMoveTo?.(place.node, parent));
  };

  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
      {toolbar}
      {moves?.onMoveBy && (
        <>
          <Button
            startIcon={<ArrowUpwardIcon />}
            onClick={() => moveBy(-1)}
            disabled={!movable || index <= 0}
          >
            {t('moveUp')}
          </Button>
          <Button
            startIcon={<ArrowDownwardIcon />}
            onClick={() => moveBy(1)}
            disabled={!movable || index < 0 || index >= place.siblings.length - 1}
          >
            {t('moveDown')}
          </Button>
        </>
      )}
      {moves?.onMoveTo && (
        <Button
          startIcon={<DriveFileMoveIcon />}
          onClick={() => setChoosing(true)}
          disabled={!movable || targets.length === 0}
        >
          {t('moveToEllipsis')}
        </Button>
      )}
      <Dialog
        open={choosing && place !== undefined}
        onClose={() => setChoosing(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('moveNodeTo', { name: place?.node.label ?? '' })}</DialogTitle>
        <DialogContent>
          <List aria-label={t('newParent')}>
            {targets.map((target) => (
              <ListItemButton key={target.id} onClick={() => moveTo(target)}>
                <ListItemText primary={target.label} />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoosing(false)}>{t('cancel')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
