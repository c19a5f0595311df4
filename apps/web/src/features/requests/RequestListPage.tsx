import {
  pageSizes,
  requestStatusName,
  requestTypeName,
  type RegistrationRequest,
} from '@bo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeFilterSelect } from '../../platform/ui/data-table/CodeFilterSelect';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { useCodeFilters } from '../../platform/ui/data-table/useCodeFilters';
import { requestColumns } from './requestColumns';
import { RequestEditDialog } from './RequestEditDialog';
import {
  loadRequestsPage,
  requestFilterKeys,
  requestKeys,
  useRequestFilters,
} from './requests.api';

/** /admin/requests (A§2): the requests of the company, filtered by type and status. */
export function RequestListPage() {
  const { t } = useTranslation();
  const [filter, changeFilter] = useCodeFilters(requestFilterKeys);
  const filterValues = useRequestFilters().data;
  const [editing, setEditing] = useState<RegistrationRequest | null>(null);

  return (
    <>
      <DataTable
        title={t('requests')}
        queryKey={requestKeys.list(filter.type, filter.status)}
        load={loadRequestsPage(filter)}
        columns={requestColumns(setEditing, t)}
        rowId={(request) => request.id}
        pageSizes={pageSizes.standard}
        defaultOrderBy="id"
        defaultDesc
        toolbar={
          <>
            <CodeFilterSelect
              label={t('requestType')}
              choices={filterValues?.types ?? []}
              value={filter.type}
              nameOf={requestTypeName}
              onChange={(code) => changeFilter('type', code)}
            />
            <CodeFilterSelect
              label={t('status')}
              choices={filterValues?.statuses ?? []}
              value={filter.status}
              nameOf={requestStatusName}
              onChange={(code) => changeFilter('status', code)}
            />
          </>
        }
      />
      {editing && <RequestEditDialog request={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
