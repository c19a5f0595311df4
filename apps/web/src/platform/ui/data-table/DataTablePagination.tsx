import TablePagination from '@mui/material/TablePagination';
import type { PagedAnswer } from '@bo/contract';
import type { TableParams } from './useTableParams';
import { useTranslation } from 'react-i18next';

/** MUI's rows-per-page value for All; the table's own is 0. */
const muiAll = -1;

interface DataTablePaginationProps<Row> {
  answer: PagedAnswer<Row>;
  page: number;
  size: number;
  /** Rows-per-page choices; 0 is All. */
  pageSizes: readonly number[];
  onChange: (changes: Partial<TableParams>) => void;
}

/** The paging footer: page, rows per page (All among them) and the rows shown. */
export function DataTablePagination<Row>({
  answer,
  page,
  size,
  pageSizes,
  onChange,
}: DataTablePaginationProps<Row>) {
  const { t } = useTranslation();
  const isAll = size === 0;
  const shown = answer.rows.length;
  return (
    <TablePagination
      component="div"
      count={answer.total}
      page={isAll ? 0 : Math.min(page, Math.max(0, answer.pageCount - 1))}
      rowsPerPage={isAll ? muiAll : size}
      rowsPerPageOptions={pageSizes.map((choice) =>
        choice === 0 ? { label: t('all'), value: muiAll } : choice,
      )}
      onPageChange={(_event, nextPage) => onChange({ page: nextPage })}
      onRowsPerPageChange={(event) => {
        const chosen = Number(event.target.value);
        onChange({ size: chosen === muiAll ? 0 : chosen, page: 0 });
      }}
      labelDisplayedRows={({ from, to, count }) =>
        t('displayedRows', { from: shown === 0 ? 0 : from, to: isAll ? shown : to, count })
      }
    />
  );
}
