import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkColumn } from '../../../platform/ui/data-table/columnKinds';
import { loadLocally } from '../../../platform/ui/data-table/pageLocally';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { EditableTable } from '../../../platform/ui/editable-table/EditableTable';
import { rowActionsColumn } from '../../../platform/ui/editable-table/rowActions';
import type { EditDialog } from '../../../platform/ui/editable-table/useEditDialog';
import { useConfirmDelete } from '../../../platform/ui/useConfirm';
import type { TermFieldSpec, TermLike } from './termFields';

type TermRow = TermLike & { id: number };

/** What a term selects, e.g. 'Exclude: SP01', naming its row's buttons. */
function termSummary(term: TermRow, fields: readonly TermFieldSpec[], t: TFunction): string {
  const values = fields.flatMap(({ field }) => term[field] ?? []).join(', ');
  return term.exclude ? t('excludeValues', { values }) : values;
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
  /** The term's dialog, on a new term or a stored one. */
  dialog: (editing: EditDialog<Row>) => ReactNode;
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
  dialog,
  onDelete,
}: TermsTableProps<Row>) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const orderByKeys = useMemo(
    () => ['id', 'active', 'exclude', ...fields.map(({ field }) => field)],
    [fields],
  );
  const load = useMemo(() => loadLocally<Row>(loadTerms, orderByKeys), [loadTerms, orderByKeys]);

  const handleDelete = async (term: Row) => {
    const confirmed = await confirmDelete({
      title: t('deleteTerm'),
      text: t('deleteTermConfirm'),
    });
    if (confirmed) onDelete(term);
  };

  const columns = (edit: (term: Row) => void): DataTableColumn<Row>[] => [
    ...(withActive ? [checkColumn<Row>('active', t('active'), t('active'))] : []),
    checkColumn<Row>('exclude', t('exclude'), t('excluded')),
    ...fields.map(({ field, label }): DataTableColumn<Row> => ({
      field,
      header: t(label),
      sortable: true,
    })),
    rowActionsColumn<Row>('id', (term) => [
      {
        label: t('editTermNamed', { term: termSummary(term, fields, t) }),
        icon: <EditIcon fontSize="small" />,
        onClick: () => edit(term),
      },
      {
        label: t('deleteTermNamed', { term: termSummary(term, fields, t) }),
        icon: <DeleteIcon fontSize="small" />,
        onClick: () => void handleDelete(term),
      },
    ]),
  ];

  return (
    <EditableTable<Row, Row>
      title={t('terms')}
      queryKey={queryKey}
      load={load}
      columns={columns}
      rowId={(term) => term.id}
      defaultOrderBy="id"
      searchable={false}
      addLabel={t('addTerm')}
      addDisabled={addDisabled}
      dialog={dialog}
    />
  );
}
