import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { usePointsSummary } from './points.api';
import { pointColumns } from './pointsColumns';
import { formatPoints } from './pointsFormat';

/**
 * The sums row of the points tab (B§3): the four point columns summed over
 * the rows the search selects, every page of them (SummaryPoints), as the
 * export's last row sums the same search (issue 31). The row is named
 * 'Total', so a screen reader and a browser test find it.
 */
export function PointsTotals({ contentId, search }: { contentId: number; search: string }) {
  const { t } = useTranslation();
  const summary = usePointsSummary(contentId, search);
  const totalLabel = t('pointsColumnTotal');

  if (summary.isError)
    return <ErrorAlert error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('pointsTotals')}>
        <TableHead>
          <TableRow>
            <TableCell />
            {pointColumns.map(({ field, header }) => (
              <TableCell key={field} align="right" sx={{ fontWeight: 600 }}>
                {t(header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow aria-label={totalLabel}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {totalLabel}
            </TableCell>
            {pointColumns.map(({ field }) => (
              <TableCell key={field} align="right" sx={{ fontWeight: 600 }}>
                {summary.data ? formatPoints(summary.data[field]) : <Skeleton />}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
