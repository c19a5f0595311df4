import { notificationScreens, notificationStatuses, pageSizes } from '@bo/contract';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { FilterSelect, type FilterChoice } from './FilterSelect';
import { notificationColumns } from './notificationColumns';
import {
  loadNotificationsPage,
  notificationKeys,
  useNotificationTypes,
  type NotificationFilters,
} from './notifications.api';

const statusChoices: FilterChoice[] = Object.entries(notificationStatuses).map(
  ([value, label]) => ({ value: Number(value), label }),
);

/** The filters' keys in the address, beside the table's own page, size, q, sort and desc. */
type FilterKey = keyof NotificationFilters;

function readFilter(text: string | null): number | undefined {
  return text !== null && /^\d{1,3}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** /admin/notifications (A§2): filters by type and status, search, paging, New notification. */
export function NotificationListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: NotificationFilters = {
    type: readFilter(searchParams.get('type')),
    status: readFilter(searchParams.get('status')),
  };
  const typeChoices = (useNotificationTypes().data ?? []).map(({ type, name }) => ({
    value: type,
    label: name,
  }));

  const setFilter = (key: FilterKey, value: number | undefined) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
      // Another filter starts at the first page.
      next.delete('page');
      return next;
    });

  return (
    <DataTable
      title="Notifications"
      queryKey={notificationKeys.list(filters)}
      load={loadNotificationsPage(filters)}
      columns={notificationColumns}
      rowId={(row) => row.id}
      pageSizes={pageSizes.standard}
      defaultOrderBy="created"
      defaultDesc
      toolbar={
        <>
          <FilterSelect
            label="Type"
            choices={typeChoices}
            value={filters.type}
            onChange={(value) => setFilter('type', value)}
          />
          <FilterSelect
            label="Status"
            choices={statusChoices}
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
          />
          <NewRecordLink to={notificationScreens.add}>New notification</NewRecordLink>
        </>
      }
    />
  );
}
