import { type Journal } from '@bo/contract';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { journalPaths } from './journalPaths';
import { journalKeys, loadJournalsPage } from './journals.api';

const journalColumns = (t: TFunction): DataTableColumn<Journal>[] => [
  { field: 'id', header: t('id'), sortable: true, width: 90 },
  linkColumn('name', t('name'), (journal) => journalPaths.edit(journal.id), {
    sortable: true,
    width: 640,
    ellipsis: true,
  }),
  // The journal month as YYYY-MM (A§9).
  { field: 'date', header: t('date'), sortable: true, width: 120 },
];

/** /admin/cms/journals (A§2). */
export function JournalListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => journalColumns(t), [t]);
  return (
    <DataTable
      title={t('journals')}
      queryKey={journalKeys.list}
      load={loadJournalsPage}
      columns={columns}
      rowId={(journal) => journal.id}
      defaultOrderBy="date"
      defaultDesc
      toolbar={
        <>
          <Button component={RouterLink} to={journalPaths.library} startIcon={<MenuBookIcon />}>
            {t('readJournals')}
          </Button>
          <NewRecordLink to={journalPaths.edit(0)}>{t('addJournal')}</NewRecordLink>
        </>
      }
    />
  );
}
