import type { UserImportAnswer } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../platform/fieldErrorText';

/** A titled table of result rows; `rowKey` names each row. */
function ResultTable<Row>({
  title,
  headers,
  rows,
  cells,
  rowKey,
}: {
  title: string;
  headers: readonly string[];
  rows: readonly Row[];
  cells: (row: Row) => readonly (string | number)[];
  rowKey: (row: Row) => string | number;
}) {
  const titleId = useId();
  return (
    <>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {`${title} (${rows.length})`}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {cells(row).map((cell, index) => (
                <TableCell key={headers[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The users an import created, with their passwords shown this once, and the lines it refused (C§2.9). */
export function UserImportResultsDialog({
  results,
  onClose,
}: {
  results: UserImportAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { successList, failedList } = results;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('userImportResultsTitle')}</DialogTitle>
      <DialogContent dividers>
        {successList.length > 0 && (
          <>
            <Alert severity="info">{t('userImportPasswordsOnce')}</Alert>
            <ResultTable
              title={t('userImportSucceeded')}
              headers={[t('login'), t('name'), t('password')]}
              rows={successList}
              cells={(row) => [row.login, row.name, row.password]}
              rowKey={(row) => row.login}
            />
          </>
        )}
        {failedList.length > 0 && (
          <ResultTable
            title={t('userImportFailed')}
            headers={[t('line'), t('login'), t('name'), t('error')]}
            rows={failedList}
            cells={(row) => [row.line, row.login, row.name, fieldErrorText(row.error, t)]}
            rowKey={(row) => row.line}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
