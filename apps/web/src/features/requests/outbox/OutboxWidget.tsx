import { mailStatuses, messages } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { OutboxDialog } from './OutboxDialog';
import { useOutboxSummary } from './outbox.api';

const statusLabels = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Logged',
} as const;

/**
 * Home widget: how many e-mails wait, went, failed or were only logged, and
 * the outbox list; failed e-mails are work waiting, so they are said first.
 */
export function OutboxWidget() {
  const summary = useOutboxSummary();
  const [open, setOpen] = useState(false);
  const counts = summary.data;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {messages.outboxTitle}
        </Typography>
        {summary.isError && (
          <ErrorAlert error={summary.error} onRetry={() => void summary.refetch()} />
        )}
        {summary.isPending && <LinearProgress />}
        {counts && (
          <Stack spacing={1.5}>
            {counts.failed > 0 && (
              <Alert severity="warning">{messages.outboxFailed(counts.failed)}</Alert>
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
                    {statusLabels[status]}
                  </Typography>
                  <dd>{counts[status]}</dd>
                </div>
              ))}
            </Stack>
            {!counts.smtp && <Alert severity="info">{messages.outboxWithoutSmtp}</Alert>}
          </Stack>
        )}
      </CardContent>
      <CardActions>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Show e-mails
        </Button>
      </CardActions>
      {open && <OutboxDialog onClose={() => setOpen(false)} />}
    </Card>
  );
}
