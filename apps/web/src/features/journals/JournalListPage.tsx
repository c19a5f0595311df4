import { pageSizes, type Journal } from '@bo/contract';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { journalPaths } from './journalPaths';
import { journalKeys, loadJournalsPage } from './journals.api';

const columns: DataTableColumn<Journal>[] = [
  { field: 'id', header: 'Id', sortable: true, width: 90 },
  {
    field: 'name',
    header: 'Name',
    sortable: true,
    width: 640,
    ellipsis: true,
    render: (journal) => (
      <Link component={RouterLink} to={journalPaths.edit(journal.id)}>
        {journal.name}
      </Link>
    ),
  },
  // The journal month as YYYY-MM (A§9).
  { field: 'date', header: 'Date', sortable: true, width: 120 },
];

/** /admin/cms/journals (A§2). */
export function JournalListPage() {
  return (
    <DataTable
      title="Journals"
      queryKey={journalKeys.list}
      load={loadJournalsPage}
      columns={columns}
      rowId={(journal) => journal.id}
      pageSizes={pageSizes.standard}
      defaultOrderBy="date"
      defaultDesc
      toolbar={
        <>
          <Button component={RouterLink} to={journalPaths.library} startIcon={<MenuBookIcon />}>
            Read journals
          </Button>
          <NewRecordLink to={journalPaths.edit(0)}>Add Journal</NewRecordLink>
        </>
      }
    />
  );
}
