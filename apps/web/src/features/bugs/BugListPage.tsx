import { hasAnyRole, screenRoles } from '@bo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../platform/auth/auth.api';
import { CodeFilterSelect } from '../../platform/ui/data-table/CodeFilterSelect';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { useCodeFilters } from '../../platform/ui/data-table/useCodeFilters';
import { BugDialog } from './BugDialog';
import { bugColumns } from './bugColumns';
import { bugStatusChoices, bugStatusText } from './bugTexts';
import { bugKeys, loadBugsPage } from './bugs.api';

const filterKeys = ['status'] as const;

/** /admin/bugs (A§2, DESIGN §9 Bugs): the company's reports for Tester and Admin. */
export function BugListPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [filter, changeFilter] = useCodeFilters(filterKeys);
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMemo(() => bugColumns(setOpenId, t), [t]);

  return (
    <>
      <DataTable
        title={t('bugs')}
        queryKey={bugKeys.list(filter.status)}
        load={loadBugsPage(filter.status)}
        columns={columns}
        rowId={(row) => row.id}
        defaultOrderBy="id"
        defaultDesc
        toolbar={
          <CodeFilterSelect
            label={t('status')}
            choices={bugStatusChoices(t)}
            value={filter.status}
            nameOf={(code) => bugStatusText(code, t)}
            onChange={(code) => changeFilter('status', code)}
          />
        }
      />
      {openId !== null && (
        <BugDialog
          id={openId}
          canTriage={hasAnyRole(me.roles, screenRoles.bugs)}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}
