import {
  contentItemSchema,
  duplicateItemIds,
  itemTypes,
  type Article,
  type ContentItem,
} from '@bo/contract';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLocally } from '../../../platform/ui/data-table/pageLocally';
import type { RowId, TableLoad } from '../../../platform/ui/data-table/types';
import { EditableTable } from '../../../platform/ui/editable-table/EditableTable';
import { useConfirmDelete } from '../../../platform/ui/useConfirm';
import { useSavedNotice } from '../savedSnackbar';
import {
  giftItemKeys,
  loadContentItems,
  useContentGroups,
  useCopyItem,
  useDeleteItem,
  useDeleteItems,
  useSaveItem,
} from './giftItems.api';
import { groupNames } from './groupTree';
import { GiftItemDialog } from './GiftItemDialog';
import type { ItemOutput } from './giftItemForm';
import { giftItemColumns, type ItemRow } from './giftItemColumns';

const sortableFields = [
  'sort',
  'itemNo',
  'navItemNo',
  'description',
  'active',
  'quantity',
  'costPoints',
  'maxOrderItems',
  'dateFrom',
  'dateTo',
  'inOrders',
] as const satisfies readonly (keyof ItemRow)[];

/** Whether an item matches the search text: its numbers or description hold it. */
const matches = (item: ContentItem, filter: string) =>
  [item.itemNo, item.navItemNo, item.description].some((value) =>
    value.toLowerCase().includes(filter),
  );

/**
 * The items of the item type, under the content's key (every change reloads
 * them): the table pages them, the selection looks its items up in them.
 */
const itemsQuery = (contentId: number, itemType: number) =>
  queryOptions({
    queryKey: [...giftItemKeys.all(contentId), 'items', itemType],
    queryFn: ({ signal }) => loadContentItems(contentId, itemType, signal),
  });

/** The item as the calls take it, without the table's own fields. */
const itemOf = (row: ItemRow): ContentItem => contentItemSchema.parse(row);

/**
 * The items tab (tab-3): the items of the article's item type (B§4), the
 * duplicates of an item number highlighted (B§5); add, edit, copy, delete
 * and the delete of several sent at once. Items in orders cannot be deleted
 * nor selected.
 */
export function GiftItemsTab({ article }: { article: Article }) {
  const { t } = useTranslation();
  if (article.itemType === itemTypes.none)
    return <Alert severity="info">{t('giftScreenNoItems')}</Alert>;
  return <ItemsTable contentId={article.contentId} itemType={article.itemType} />;
}

function ItemsTable({ contentId, itemType }: { contentId: number; itemType: number }) {
  const { t } = useTranslation();
  const succeeded = useSavedNotice();
  const confirmDelete = useConfirmDelete();
  const [selectedIds, setSelectedIds] = useState<readonly RowId[]>([]);
  const queryClient = useQueryClient();
  const loaded = useQuery(itemsQuery(contentId, itemType));
  const groups = useContentGroups(contentId);
  const names = useMemo(() => groupNames(groups.data ?? []), [groups.data]);
  const save = useSaveItem(contentId);
  const copy = useCopyItem(contentId);
  const remove = useDeleteItem(contentId);
  const removeMany = useDeleteItems(contentId);

  const load = useCallback<TableLoad<ItemRow>>(
    async (page, query) => {
      const items = await queryClient.query(itemsQuery(contentId, itemType));
      const duplicates = duplicateItemIds(items);
      const filter = query.filter?.trim().toLowerCase() ?? '';
      const rows = items
        .filter((item) => filter === '' || matches(item, filter))
        .map((item) => ({
          ...item,
          duplicate: duplicates.has(item.id),
          deletable: item.inOrders === 0,
        }));
      const orderBy = sortableFields.find((field) => field === query.orderBy);
      return pageLocally(rows, page, orderBy);
    },
    [queryClient, contentId, itemType],
  );

  const unselect = (id: RowId) =>
    setSelectedIds((previous) => previous.filter((selected) => selected !== id));

  const handleSave = async (previous: ContentItem | null, values: ItemOutput) => {
    const saved = await save.mutateAsync({ ...values, contentId, previous });
    // An item whose key changed leaves the selection: it is no longer the item that was chosen.
    if (previous && (saved.itemNo !== previous.itemNo || saved.sort !== previous.sort)) {
      unselect(previous.id);
    }
    succeeded(previous ? 'giftScreenEditedSuccessfully' : 'giftScreenSavedSuccessfully');
  };

  const handleDelete = async (row: ItemRow) => {
    const item = itemOf(row);
    const deleted = await confirmDelete({
      title: t('giftScreenDeleteItem'),
      text: t('giftScreenDeleteItemConfirm', { itemNo: item.itemNo }),
      onConfirm: () => remove.mutateAsync(item),
    });
    if (!deleted) return;
    unselect(item.id);
    succeeded('filesDeleted');
  };

  // The selected items as last loaded (their keys current), those in orders left out.
  const chosen = useMemo(() => {
    const byId = new Map<RowId, ContentItem>((loaded.data ?? []).map((item) => [item.id, item]));
    return selectedIds.flatMap((id) => {
      const item = byId.get(id);
      return item && item.inOrders === 0 ? [item] : [];
    });
  }, [loaded.data, selectedIds]);
  // B§5: the delete of several is for more than one deletable item.
  const canDeleteChosen = chosen.length > 1;
  const handleDeleteChosen = async () => {
    const deleted = await confirmDelete({
      title: t('giftScreenDeleteItems'),
      text: t('giftScreenDeleteItemsConfirm', { number: chosen.length }),
      onConfirm: () => removeMany.mutateAsync(chosen),
    });
    if (!deleted) return;
    setSelectedIds([]);
    succeeded('filesDeleted');
  };

  const columns = (edit: (item: ContentItem) => void) =>
    giftItemColumns({
      t,
      groupName: (groupId) => names.get(groupId) ?? '',
      onEdit: (row) => edit(itemOf(row)),
      onCopy: (row) =>
        copy.mutate(itemOf(row), { onSuccess: () => succeeded('giftScreenCopiedSuccessfully') }),
      onDelete: (row) => void handleDelete(row),
    });

  const deleteChosen = (
    <Button
      color="error"
      startIcon={<DeleteSweepIcon />}
      onClick={() => void handleDeleteChosen()}
      disabled={!canDeleteChosen}
    >
      {t('giftScreenDeleteSelected')}
    </Button>
  );

  return (
    <EditableTable<ItemRow, ContentItem>
      title={t('contentTabItems')}
      queryKey={giftItemKeys.itemTable(contentId, itemType)}
      load={load}
      columns={columns}
      rowId={(row) => row.id}
      highlightRow={(row) => row.duplicate}
      selection={{
        selectedIds,
        onSelectionChange: setSelectedIds,
        rowSelectable: (row) => row.deletable,
        bulkActions: canDeleteChosen ? (
          deleteChosen
        ) : (
          <Tooltip title={t('giftScreenDeleteSelectedHint')}>
            <span>{deleteChosen}</span>
          </Tooltip>
        ),
      }}
      addLabel={t('giftScreenAddItem')}
      dialog={(editing) => (
        <GiftItemDialog
          item={editing.record}
          itemType={itemType}
          tree={groups.data ?? []}
          onSave={async (values) => {
            await handleSave(editing.record, values);
            editing.close();
          }}
          onClose={editing.close}
        />
      )}
    />
  );
}
