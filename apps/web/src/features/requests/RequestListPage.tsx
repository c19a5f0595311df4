import {
  pageSizes,
  requestStatusName,
  requestTypeName,
  type RegistrationRequest,
} from '@bo/contract';
import { useState } from 'react';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { requestColumns } from './requestColumns';
import { RequestEditDialog } from './RequestEditDialog';
import { RequestFilterSelect } from './RequestFilterSelect';
import { loadRequestsPage, requestKeys, useRequestFilters } from './requests.api';
import { useRequestListFilter } from './useRequestListFilter';

/** /admin/requests (A§2): the requests of the company, filtered by type and status. */
export function RequestListPage() {
  const [filter, changeFilter] = useRequestListFilter();
  const filterValues = useRequestFilters().data;
  const [editing, setEditing] = useState<RegistrationRequest | null>(null);

  return (
    <>
      <DataTable
        title="Requests"
        queryKey={requestKeys.list(filter.type, filter.status)}
        load={loadRequestsPage(filter)}
        columns={requestColumns(setEditing)}
        rowId={(request) => request.id}
        pageSizes={pageSizes.standard}
        defaultOrderBy="id"
        defaultDesc
        toolbar={
          <>
            <RequestFilterSelect
              label="Request type"
              choices={filterValues?.types ?? []}
              value={filter.type}
              nameOf={requestTypeName}
              onChange={(code) => changeFilter('type', code)}
            />
            <RequestFilterSelect
              label="Status"
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
