import { mailStatuses } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { OutboxDialog } from './OutboxDialog';
import { useOutboxSummary } from './outbox.api';

/** The catalogue key naming each status. */
const statusLabels = {
  queued: 'queued',
  sent: 'sent',
  failed: 'failed',
  logged: 'logged',
} as const;

/**
 * Home widget: how many e-mails wait, went, failed or were only logged, and
 * the outbox list; failed e-mails are work waiting, so they are said first.
 */
export function OutboxWidget() {
  const { t } = useTranslation();
  const summary = useOutboxSummary();
  const [open, setOpen] = useState(false);
  const counts = summary.data;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('outboxTitle')}
        </Typography>
        {summary.isError && (
          <ErrorAlert error={summary.error} onRetry={() => void summary.refetch()} />
        )}
        {summary.isPending && <LinearProgress />}
        {counts && (
          <Stack spacing={1.5}>
            {counts.failed > 0 && (
              <Alert severity="warning">{t('outboxFailed', { count: counts.failed })}</Alert>
            )}
            <Stack
              component="dl"
              direction="row"
              spacing={3}
              sx={{ m: 0, '& dd': { m: 0, typography: 'h6' } }}
            >
              {mailStatuses.map((status) => (
                <div key={status}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(statusLabels[status])}
                  </Typography>
                  <dd>{counts[status]}</dd>
                </div>
              ))}
            </Stack>
            {!counts.smtp && <Alert severity="info">{t('outboxWithoutSmtp')}</Alert>}
          </Stack>
        )}
      </CardContent>
      <CardActions>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('showEMails')}
        </Button>
      </CardActions>
      {open && <OutboxDialog onClose={() => setOpen(false)} />}
    </Card>
  );
}
