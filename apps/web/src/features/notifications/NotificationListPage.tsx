import {
  notificationScreens,
  notificationStatuses,
  notificationStatusName,
  notificationTypeName,
} from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeFilterSelect } from '../../platform/ui/data-table/CodeFilterSelect';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { useCodeFilters } from '../../platform/ui/data-table/useCodeFilters';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { notificationColumns } from './notificationColumns';
import {
  loadNotificationsPage,
  notificationFilterKeys,
  notificationKeys,
  useNotificationTypes,
} from './notifications.api';

/** /admin/notifications (A§2): filters by type and status, search, paging, New notification. */
export function NotificationListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => notificationColumns(t), [t]);
  const [filters, setFilter] = useCodeFilters(notificationFilterKeys);
  const typeChoices = (useNotificationTypes().data ?? []).map(({ type, name }) => ({
    value: type,
    name: notificationTypeName(type, t, name),
  }));
  const statusName = (status: number) => notificationStatusName(status, t);
  const statusChoices = Object.keys(notificationStatuses).map((status) => ({
    value: Number(status),
    name: statusName(Number(status)),
  }));

  return (
    <DataTable
      title={t('notifications')}
      queryKey={notificationKeys.list(filters)}
      load={loadNotificationsPage(filters)}
      columns={columns}
      rowId={(row) => row.id}
      defaultOrderBy="created"
      defaultDesc
      toolbar={
        <>
          <CodeFilterSelect
            label={t('type')}
            choices={typeChoices}
            value={filters.type}
            onChange={(value) => setFilter('type', value)}
          />
          <CodeFilterSelect
            label={t('status')}
            choices={statusChoices}
            nameOf={statusName}
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
          />
          <NewRecordLink to={notificationScreens.add}>{t('newNotification')}</NewRecordLink>
        </>
      }
    />
  );
}
