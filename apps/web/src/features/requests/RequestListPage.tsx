import {
  requestStatusName,
  requestTypeName,
  type CodeChoice,
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

/** Filter choices named by their codes in the user's language, not by the server's English names. */
const namedChoices = (
  choices: readonly CodeChoice[] | undefined,
  nameOf: (code: number) => string,
) => (choices ?? []).map(({ value }) => ({ value, name: nameOf(value) }));

/** /admin/requests (A§2): the requests of the company, filtered by type and status. */
export function RequestListPage() {
  const { t } = useTranslation();
  const [filter, changeFilter] = useCodeFilters(requestFilterKeys);
  const filterValues = useRequestFilters().data;
  const typeName = (code: number) => requestTypeName(code, t);
  const statusName = (code: number) => requestStatusName(code, t);
  const [editing, setEditing] = useState<RegistrationRequest | null>(null);

  return (
    <>
      <DataTable
        title={t('requests')}
        queryKey={requestKeys.list(filter.type, filter.status)}
        load={loadRequestsPage(filter)}
        columns={requestColumns(setEditing, t)}
        rowId={(request) => request.id}
        defaultOrderBy="id"
        defaultDesc
        toolbar={
          <>
            <CodeFilterSelect
              label={t('requestType')}
              choices={namedChoices(filterValues?.types, typeName)}
              value={filter.type}
              nameOf={typeName}
              onChange={(code) => changeFilter('type', code)}
            />
            <CodeFilterSelect
              label={t('status')}
              choices={namedChoices(filterValues?.statuses, statusName)}
              value={filter.status}
              nameOf={statusName}
              onChange={(code) => changeFilter('status', code)}
            />
          </>
        }
      />
      {editing && <RequestEditDialog request={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
