import { auditChanges, auditValueText, type AuditRow } from '@bo/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/format';
import { TableDialog } from '../../platform/ui/data-table/TableDialog';
import { actionName, entityName, fieldName } from './auditNames';

const valueSx = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'monospace',
  verticalAlign: 'top',
} as const;

/**
 * One audit row's before and after, field by field: only the fields that
 * changed; a creation shows every field of the new record, a deletion every
 * field of the removed one.
 */
export function AuditChangesDialog({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const changes = auditChanges(row.action, row.before, row.after);
  return (
    <TableDialog
      title={t('auditShowChanges', { entity: entityName(row.entity, t), id: row.entityId })}
      titleId={titleId}
      onClose={onClose}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[actionName(row.action, t), row.login, formatDateTime(row.at)].join(' · ')}
      </Typography>
      {changes.length === 0 ? (
        <Typography>{t('auditNoChanges')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '20%' }}>{t('auditField')}</TableCell>
              <TableCell sx={{ width: '40%' }}>{t('auditBefore')}</TableCell>
              <TableCell sx={{ width: '40%' }}>{t('auditAfter')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  {fieldName(change.field, t)}
                </TableCell>
                <TableCell sx={valueSx}>{auditValueText(change.before)}</TableCell>
                <TableCell sx={valueSx}>{auditValueText(change.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableDialog>
  );
}
