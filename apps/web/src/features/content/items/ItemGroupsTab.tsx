import { contentGroupSchema, pageSizes, type Article, type ContentGroup } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { pageLocally } from '../../../platform/ui/data-table/pageLocally';
import type { DataTableColumn, TableLoad } from '../../../platform/ui/data-table/types';
import { useConfirm } from '../../../platform/ui/useConfirm';
import { useNotify } from '../../../platform/ui/useNotify';
import { savedSnackbarMs } from '../editor/savedSnackbar';
import {
  giftItemKeys,
  loadContentGroups,
  useContentGroups,
  useDeleteGroup,
  useDeleteGroupPicture,
  useSaveGroup,
} from './giftItems.api';
import { GroupDialog, type GroupDialogOutput } from './GroupDialog';
import { flattenGroups, type GroupRow } from './groupTree';
import { PictureThumb } from './PictureThumb';

/** B§4: a group can be deleted only without items and subgroups. */
const holdsElements = (group: ContentGroup) =>
  group.itemCount > 0 || group.subGroupCount > 0 || group.child.length > 0;

/** The group as the calls take it, without the table's depth. */
const groupOf = (row: GroupRow): ContentGroup => contentGroupSchema.parse(row);

/** The group dialog: closed, adding a new group, or editing one. */
type GroupEditing = { group: ContentGroup | null } | null;

/**
 * The item groups tab (tab-2): the content's group tree, each subgroup
 * indented beneath its parent, with add, edit and delete sent at once.
 */
export function ItemGroupsTab({ article }: { article: Article }) {
  const { t } = useTranslation();
  const { contentId } = article;
  const notify = useNotify();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<GroupEditing>(null);
  const tree = useContentGroups(contentId);
  const save = useSaveGroup(contentId);
  const remove = useDeleteGroup(contentId);
  const deletePicture = useDeleteGroupPicture(contentId);

  // The tree keeps its order: no column sorts it.
  const load = useCallback<TableLoad<GroupRow>>(
    async (page, _query, signal) =>
      pageLocally(flattenGroups(await loadContentGroups(contentId, signal)), page, undefined),
    [contentId],
  );

  const succeeded = (
    key: 'giftScreenSavedSuccessfully' | 'giftScreenEditedSuccessfully' | 'filesDeleted',
  ) => notify(t(key), { severity: 'success', timeoutMs: savedSnackbarMs });

  const handleSave = async (values: GroupDialogOutput) => {
    const stored = editing?.group;
    await save.mutateAsync({ ...values, contentId, groupId: stored?.groupId ?? 0 });
    succeeded(stored ? 'giftScreenEditedSuccessfully' : 'giftScreenSavedSuccessfully');
    setEditing(null);
  };

  const handleDeletePicture = async (group: ContentGroup) => {
    const stored = await deletePicture.mutateAsync(group);
    setEditing({ group: stored });
  };

  const handleDelete = async (group: ContentGroup) => {
    const deleted = await confirm({
      title: t('giftScreenDeleteGroup'),
      text: t('giftScreenDeleteGroupConfirm', { name: group.giftGroup }),
      confirmLabel: t('delete'),
      onConfirm: () => remove.mutateAsync(group),
    });
    if (deleted) succeeded('filesDeleted');
  };

  const deleteButton = (group: GroupRow) => {
    const blocked = holdsElements(group);
    const button = (
      <IconButton
        aria-label={t('giftScreenDeleteGroupNamed', { name: group.giftGroup })}
        onClick={() => void handleDelete(groupOf(group))}
        disabled={blocked}
        size="small"
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    );
    if (!blocked) return button;
    return (
      <Tooltip title={t('giftGroupDeleteBlocked')}>
        <span>{button}</span>
      </Tooltip>
    );
  };

  const columns: DataTableColumn<GroupRow>[] = [
    {
      field: 'giftGroup',
      header: t('giftScreenGroup'),
      render: (group) => <Box sx={{ pl: group.depth * 3 }}>{group.giftGroup}</Box>,
    },
    { field: 'sort', header: t('sort'), width: 80, align: 'right' },
    {
      field: 'maxOrderItems',
      header: t('contentSettingsMaxOrderItems'),
      width: 110,
      align: 'right',
    },
    { field: 'subGroupCount', header: t('giftScreenSubgroups'), width: 110, align: 'right' },
    { field: 'itemCount', header: t('giftScreenItems'), width: 90, align: 'right' },
    {
      field: 'picFile',
      header: t('giftScreenPicture'),
      width: 90,
      render: (group) => (
        <PictureThumb
          url={group.picFile}
          alt={t('giftScreenPictureOf', { name: group.giftGroup })}
        />
      ),
    },
    {
      // The id is not shown: the column holds the row's buttons.
      field: 'groupId',
      header: '',
      width: 100,
      align: 'right',
      sticky: true,
      render: (group) => (
        <>
          <IconButton
            aria-label={t('giftScreenEditGroupNamed', { name: group.giftGroup })}
            onClick={() => setEditing({ group: groupOf(group) })}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
          {deleteButton(group)}
        </>
      ),
    },
  ];

  return (
    <>
      <DataTable
        title={t('contentTabItemGroups')}
        titleComponent="h2"
        queryKey={giftItemKeys.groupTable(contentId)}
        load={load}
        columns={columns}
        rowId={(group) => group.groupId}
        pageSizes={pageSizes.standard}
        searchable={false}
        stateInAddress={false}
        toolbar={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ group: null })}
          >
            {t('giftScreenAddGroup')}
          </Button>
        }
      />
      {editing && (
        <GroupDialog
          group={editing.group}
          tree={tree.data ?? []}
          onSave={handleSave}
          onDeletePicture={handleDeletePicture}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
