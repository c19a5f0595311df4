import { auditActionKeys, auditActions, type AuditRow } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../platform/ui/data-table/columnKinds';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { DataTableSearch } from '../../platform/ui/data-table/DataTableSearch';
import { FilterSelect } from '../../platform/ui/data-table/FilterSelect';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { auditKeys, loadAuditPage, useAuditEntities, useCappedTotal } from './audit.api';
import { AuditChangesDialog } from './AuditChangesDialog';
import { actionName, entityName } from './auditNames';
import { useAuditFilters } from './useAuditFilters';

const auditColumns = (
  t: TFunction,
  showChanges: (row: AuditRow) => void,
): DataTableColumn<AuditRow>[] => [
  { field: 'login', header: t('user'), width: 160, ellipsis: true },
  { field: 'comId', header: t('company'), width: 100 },
  {
    field: 'entity',
    header: t('auditEntity'),
    width: 180,
    render: (row) => entityName(row.entity, t),
  },
  { field: 'entityId', header: t('id'), width: 160, ellipsis: true },
  {
    field: 'action',
    header: t('auditAction'),
    width: 110,
    render: (row) => actionName(row.action, t),
  },
  dateColumn('at', t('auditWhen'), { width: 170, withTime: true }),
  {
    field: 'id',
    header: t('auditChanges'),
    width: 120,
    sticky: true,
    render: (row) => (
      <Button
        size="small"
        onClick={() => showChanges(row)}
        aria-label={t('auditShowChanges', { entity: entityName(row.entity, t), id: row.entityId })}
      >
        {t('auditChanges')}
      </Button>
    ),
  },
];

/** The From and To dates: each picker keeps to the other end's date. */
function DateRangeFilter({
  filters,
  setFilter,
}: {
  filters: { from: string; to: string };
  setFilter: (end: 'from' | 'to', value: string) => void;
}) {
  const { t } = useTranslation();
  const ends = [
    { end: 'from', label: t('auditFrom'), bound: filters.to ? { max: filters.to } : {} },
    { end: 'to', label: t('auditTo'), bound: filters.from ? { min: filters.from } : {} },
  ] as const;
  return ends.map(({ end, label, bound }) => (
    <TextField
      key={end}
      type="date"
      size="small"
      label={label}
      value={filters[end]}
      onChange={(event) => setFilter(end, event.target.value)}
      fullWidth={false}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
    />
  ));
}

/** /admin/audit (issue 11): every change of the company's records, newest first. */
export function AuditListPage() {
  const { t } = useTranslation();
  const [filters, setFilter] = useAuditFilters();
  const [shown, setShown] = useState<AuditRow | null>(null);
  const columns = useMemo(() => auditColumns(t, setShown), [t]);
  const entities = useAuditEntities().data ?? [];
  // A code the address names that the company's rows do not hold stays a choice.
  const entityChoices =
    filters.entity && !entities.includes(filters.entity) ? [...entities, filters.entity] : entities;
  const sortedEntities = entityChoices
    .map((code) => ({ code, name: entityName(code, t) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const load = useMemo(() => loadAuditPage(filters), [filters]);
  const cappedTotal = useCappedTotal(filters);

  return (
    <>
      {cappedTotal !== undefined && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('auditTotalCapped', { total: cappedTotal })}
        </Alert>
      )}
      <DataTable
        title={t('drawerAudit')}
        queryKey={auditKeys.list(filters)}
        load={load}
        columns={columns}
        rowId={(row) => row.id}
        defaultOrderBy="at"
        defaultDesc
        searchable={false}
        toolbar={
          <>
            <FilterSelect
              label={t('auditEntity')}
              value={filters.entity}
              onChange={(value) => setFilter('entity', value)}
              minWidth={180}
              choices={sortedEntities}
            />
            <DataTableSearch
              label={t('auditLoginFilter')}
              applied={filters.login}
              onApply={(text) => setFilter('login', text)}
            />
            <FilterSelect
              label={t('auditAction')}
              value={filters.action}
              onChange={(value) => setFilter('action', value)}
              minWidth={140}
              choices={auditActions.map((code) => ({ code, name: t(auditActionKeys[code]) }))}
            />
            <DateRangeFilter filters={filters} setFilter={setFilter} />
          </>
        }
      />
      {shown && <AuditChangesDialog row={shown} onClose={() => setShown(null)} />}
    </>
  );
}
