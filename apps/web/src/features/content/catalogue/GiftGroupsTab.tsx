import { contentGroupSchema, type Article, type ContentGroup } from '@bo/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLocally } from '../../../platform/ui/data-table/pageLocally';
import type { DataTableColumn, TableLoad } from '../../../platform/ui/data-table/types';
import { EditableTable } from '../../../platform/ui/editable-table/EditableTable';
import { rowActionsColumn } from '../../../platform/ui/editable-table/rowActions';
import { useConfirmDelete } from '../../../platform/ui/useConfirm';
import { useSavedNotice } from '../savedSnackbar';
import {
  giftItemKeys,
  loadContentGroups,
  useContentGroups,
  useDeleteGroup,
  useDeleteGroupPicture,
  useSaveGroup,
} from './giftItems.api';
import { GiftGroupDialog, type GiftGroupDialogOutput } from './GiftGroupDialog';
import { flattenGroups, type GroupRow } from './groupTree';
import { PictureThumb } from './PictureThumb';

/** B§4: a group can be deleted only without items and subgroups. */
const holdsElements = (group: ContentGroup) =>
  group.itemCount > 0 || group.subGroupCount > 0 || group.child.length > 0;

/** The group as the calls take it, without the table's depth. */
const groupOf = (row: GroupRow): ContentGroup => contentGroupSchema.parse(row);

/**
 * The item groups tab (tab-2): the content's group tree, each subgroup
 * indented beneath its parent, with add, edit and delete sent at once.
 */
export function GiftGroupsTab({ article }: { article: Article }) {
  const { t } = useTranslation();
  const { contentId } = article;
  const succeeded = useSavedNotice();
  const confirmDelete = useConfirmDelete();
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

  const handleSave = async (stored: ContentGroup | null, values: GiftGroupDialogOutput) => {
    await save.mutateAsync({ ...values, contentId, groupId: stored?.groupId ?? 0 });
    succeeded(stored ? 'giftScreenEditedSuccessfully' : 'giftScreenSavedSuccessfully');
  };

  const handleDelete = async (group: ContentGroup) => {
    const deleted = await confirmDelete({
      title: t('giftScreenDeleteGroup'),
      text: t('giftScreenDeleteGroupConfirm', { name: group.giftGroup }),
      onConfirm: () => remove.mutateAsync(group),
    });
    if (deleted) succeeded('filesDeleted');
  };

  const columns = (edit: (group: ContentGroup) => void): DataTableColumn<GroupRow>[] => [
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
    rowActionsColumn<GroupRow>('groupId', (group) => [
      {
        label: t('giftScreenEditGroupNamed', { name: group.giftGroup }),
        icon: <EditIcon fontSize="small" />,
        onClick: () => edit(groupOf(group)),
      },
      {
        label: t('giftScreenDeleteGroupNamed', { name: group.giftGroup }),
        icon: <DeleteIcon fontSize="small" />,
        onClick: () => void handleDelete(groupOf(group)),
        blockedReason: holdsElements(group) ? t('giftGroupDeleteBlocked') : undefined,
      },
    ]),
  ];

  return (
    <EditableTable<GroupRow, ContentGroup>
      title={t('contentTabItemGroups')}
      queryKey={giftItemKeys.groupTable(contentId)}
      load={load}
      columns={columns}
      rowId={(group) => group.groupId}
      searchable={false}
      addLabel={t('giftScreenAddGroup')}
      dialog={(editing) => (
        <GiftGroupDialog
          group={editing.record}
          tree={tree.data ?? []}
          onSave={async (values) => {
            await handleSave(editing.record, values);
            editing.close();
          }}
          onDeletePicture={async (group) => editing.edit(await deletePicture.mutateAsync(group))}
          onClose={editing.close}
        />
      )}
    />
  );
}
