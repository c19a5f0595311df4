import { pageSizes } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { pageLocally } from '../../../platform/ui/data-table/pageLocally';
import type { DataTableColumn, TableLoad } from '../../../platform/ui/data-table/types';
import { useConfirm } from '../../../platform/ui/useConfirm';
import type { TermFieldSpec, TermLike } from './termFields';

type TermRow = TermLike & { id: number };

/** What a term selects, e.g. 'Exclude: SP01', naming its row's buttons. */
function termSummary(term: TermRow, fields: readonly TermFieldSpec[], t: TFunction): string {
  const values = fields.flatMap(({ field }) => term[field] ?? []).join(', ');
  return term.exclude ? t('excludeValues', { values }) : values;
}

/** A list of a few dozen terms at most: the table sorts and pages them in the browser. */
function loadLocally<Row extends TermRow>(
  loadTerms: (signal?: AbortSignal) => Promise<readonly Row[]>,
  orderByKeys: readonly string[],
): TableLoad<Row> {
  return async (page, query, signal) => {
    const orderBy = orderByKeys.find((key) => key === query.orderBy) as
      (keyof Row & string) | undefined;
    return pageLocally(await loadTerms(signal), page, orderBy);
  };
}

interface TermsTableProps<Row extends TermRow> {
  /** The customer fields the terms select on, one column each. */
  fields: readonly TermFieldSpec[];
  /** Shows the Active column (content terms have the flag, notification terms do not). */
  withActive?: boolean;
  /** The table's query key: invalidating it loads the terms again. */
  queryKey: readonly unknown[];
  /** Every term, from the screen's memory or the server. */
  loadTerms: (signal?: AbortSignal) => Promise<readonly Row[]>;
  /** Disables 'Add term' (a screen's limit reached). */
  addDisabled?: boolean;
  onAdd: () => void;
  onEdit: (term: Row) => void;
  /** Called once the user has confirmed the delete. */
  onDelete: (term: Row) => void;
}

/**
 * The terms of a screen (A§2 notifications, B§2 content): Active where the
 * terms have it, Exclude, a column per customer field, edit and delete (after
 * a confirmation).
 */
export function TermsTable<Row extends TermRow>({
  fields,
  withActive = false,
  queryKey,
  loadTerms,
  addDisabled = false,
  onAdd,
  onEdit,
  onDelete,
}: TermsTableProps<Row>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const orderByKeys = useMemo(
    () => ['id', 'active', 'exclude', ...fields.map(({ field }) => field)],
    [fields],
  );
  const load = useMemo(() => loadLocally(loadTerms, orderByKeys), [loadTerms, orderByKeys]);

  const handleDelete = async (term: Row) => {
    const confirmed = await confirm({
      title: t('deleteTerm'),
      text: t('deleteTermConfirm'),
      confirmLabel: t('delete'),
    });
    if (confirmed) onDelete(term);
  };

  const flagColumn = (field: 'active' | 'exclude', header: string, title: string) =>
    ({
      field,
      header,
      sortable: true,
      width: 100,
      align: 'center',
      render: (term) => (term[field] ? <CheckIcon fontSize="small" titleAccess={title} /> : null),
    }) satisfies DataTableColumn<Row>;

  const columns: DataTableColumn<Row>[] = [
    ...(withActive ? [flagColumn('active', t('active'), t('active'))] : []),
    flagColumn('exclude', t('exclude'), t('excluded')),
    ...fields.map(({ field, label }): DataTableColumn<Row> => ({
      field,
      header: t(label),
      sortable: true,
    })),
    {
      // The id is not shown: the column holds the row's buttons.
      field: 'id',
      header: '',
      width: 100,
      align: 'right',
      sticky: true,
      render: (term) => (
        <>
          <IconButton
            aria-label={t('editTermNamed', { term: termSummary(term, fields, t) })}
            onClick={() => onEdit(term)}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('deleteTermNamed', { term: termSummary(term, fields, t) })}
            onClick={() => void handleDelete(term)}
            size="small"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <DataTable
      title={t('terms')}
      titleComponent="h2"
      queryKey={queryKey}
      load={load}
      columns={columns}
      rowId={(term) => term.id}
      pageSizes={pageSizes.standard}
      defaultOrderBy="id"
      searchable={false}
      stateInAddress={false}
      toolbar={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd} disabled={addDisabled}>
          {t('addTerm')}
        </Button>
      }
    />
  );
}
