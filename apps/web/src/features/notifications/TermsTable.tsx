import { maxTerms, pageSizes, type NotificationTerm } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { pageLocally } from '../../platform/ui/data-table/pageLocally';
import type { DataTableColumn, TableLoad } from '../../platform/ui/data-table/types';
import { useConfirm } from '../../platform/ui/useConfirm';
import { notificationKeys } from './notifications.api';
import { editableTermFields } from './termFields';

/** What a term selects, e.g. 'Exclude: SP01', naming its row's buttons. */
function termSummary(term: NotificationTerm, t: TFunction): string {
  const values = editableTermFields.flatMap(({ field }) => term[field] ?? []).join(', ');
  return term.exclude ? t('excludeValues', { values }) : values;
}

const termOrderBy = ['id', 'exclude', ...editableTermFields.map(({ field }) => field)] as const;

/** The terms live only on this screen, so the table pages them in the browser. */
function loadTerms(terms: readonly NotificationTerm[]): TableLoad<NotificationTerm> {
  return (page, query) => {
    const orderBy = termOrderBy.find((key) => key === query.orderBy);
    return Promise.resolve(pageLocally(terms, page, orderBy));
  };
}

interface TermsTableProps {
  terms: readonly NotificationTerm[];
  onAdd: () => void;
  onEdit: (term: NotificationTerm) => void;
  onDelete: (term: NotificationTerm) => void;
}

/** The terms of the new notifications (A§2): Exclude, the four fields, edit and delete. */
export function TermsTable({ terms, onAdd, onEdit, onDelete }: TermsTableProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const load = useMemo(() => loadTerms(terms), [terms]);

  const handleDelete = async (term: NotificationTerm) => {
    const confirmed = await confirm({
      title: t('deleteTerm'),
      text: t('deleteTermConfirm'),
      confirmLabel: t('delete'),
    });
    if (confirmed) onDelete(term);
  };

  const columns: DataTableColumn<NotificationTerm>[] = [
    {
      field: 'exclude',
      header: t('exclude'),
      sortable: true,
      width: 100,
      align: 'center',
      render: (term) =>
        term.exclude ? <CheckIcon fontSize="small" titleAccess={t('excluded')} /> : null,
    },
    ...editableTermFields.map(({ field, label }): DataTableColumn<NotificationTerm> => ({
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
      render: (term) => (
        <>
          <IconButton
            aria-label={t('editTermNamed', { term: termSummary(term, t) })}
            onClick={() => onEdit(term)}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('deleteTermNamed', { term: termSummary(term, t) })}
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
      queryKey={notificationKeys.terms(terms)}
      load={load}
      columns={columns}
      rowId={(term) => term.id}
      pageSizes={pageSizes.standard}
      defaultOrderBy="id"
      searchable={false}
      stateInAddress={false}
      toolbar={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={terms.length >= maxTerms}
        >
          {t('addTerm')}
        </Button>
      }
    />
  );
}
