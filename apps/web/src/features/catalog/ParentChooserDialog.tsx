import { canMoveUnder, type CatalogNode } from '@bo/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../platform/ui/FormDialog';
import { TreeView } from '../../platform/ui/tree/TreeView';
import { findNode, pathTo, toTreeNodes, treeId } from './catalogTree';

/** The chosen parent; the rule of C§4.4 reports on the whole form, above the buttons. */
const chooserSchema = (t: TFunction, root: CatalogNode, node: CatalogNode) =>
  z.object({ parentId: z.string() }).superRefine(({ parentId }, context) => {
    const parent = findNode(root, Number(parentId));
    if (!parent || !canMoveUnder(node.level, parent.level) || parent.id === node.id) {
      context.addIssue({ code: 'custom', path: ['root'], message: t('catalogMoveSameLevel') });
    }
  });

interface ParentChooserDialogProps {
  root: CatalogNode;
  /** The node being edited. */
  node: CatalogNode;
  /** Its parent as the form holds it now. */
  parentId: number;
  onChoose: (parent: CatalogNode) => void;
  onClose: () => void;
}

/**
 * Edit's parent-group chooser (C§2.4): the whole tree, and a node moves only
 * under a node one level above its own (C§4.4, 'Moving is only possible to
 * the same level'). The server applies the same rule on Save.
 */
export function ParentChooserDialog({
  root,
  node,
  parentId,
  onChoose,
  onClose,
}: ParentChooserDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => chooserSchema(t, root, node), [t, root, node]);
  const nodes = useMemo(() => toTreeNodes(root, t('catalogRoot')), [root, t]);
  // The current parent shows, and everything above it.
  const expanded = (pathTo(root, parentId) ?? [root]).map(treeId);

  return (
    <FormDialog
      title={t('catalogChooseParent', { title: node.title })}
      schema={schema}
      defaultValues={{ parentId: String(parentId) }}
      submitLabel={t('choose')}
      onSubmit={({ parentId: chosen }) => {
        const parent = findNode(root, Number(chosen));
        if (parent) onChoose(parent);
      }}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('catalogChooseParentHint')}
          </Typography>
          <Controller
            control={control}
            name="parentId"
            render={({ field: { value, onChange } }) => (
              <TreeView
                label={t('catalogParentGroup')}
                nodes={nodes}
                selectedId={value}
                onSelect={(chosen) => {
                  if (chosen) onChange(chosen.id);
                }}
                defaultExpandedIds={expanded}
                // Choosing (rightly or wrongly) never folds the tree the user opened.
                expandOnClick={false}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
