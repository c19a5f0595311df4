import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

interface EmptyTableBodyProps {
  columnCount: number;
  /** The search applied: its no-results message and a button clearing it; none: no rows. */
  search: string;
  onResetSearch: () => void;
}

/** The body of a table with no rows: no rows at all, or none for the search. */
export function EmptyTableBody({ columnCount, search, onResetSearch }: EmptyTableBodyProps) {
  const { t } = useTranslation();
  return (
    <TableBody>
      <TableRow>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 3 }}>
          {search ? (
            <Stack
              direction="row"
              spacing={2}
              sx={{ justifyContent: 'center', alignItems: 'center' }}
            >
              <span>{t('searchNoResults', { text: search })}</span>
              <Button variant="outlined" onClick={onResetSearch}>
                {t('reset')}
              </Button>
            </Stack>
          ) : (
            t('noRows')
          )}
        </TableCell>
      </TableRow>
    </TableBody>
  );
}
