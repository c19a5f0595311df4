import { bugLimits, bugUpdateSchema, type BugDetail } from '@bo/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../platform/format';
import { DetailList } from '../../platform/ui/DetailList';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { FormSelect } from '../../platform/ui/form/FormSelect';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useSchemaForm } from '../../platform/ui/form/useSchemaForm';
import { useNotify } from '../../platform/ui/useNotify';
import { BugDialogForm } from './BugDialogForm';
import { bugStatusChoices, bugStatusText } from './bugTexts';
import { useBug, useUpdateBug } from './bugs.api';

/** What a tester changes: the contract's `UpdateBug` without the id. */
const triageSchema = bugUpdateSchema.pick({ status: true, comment: true });
type TriageInput = z.input<typeof triageSchema>;
type TriageOutput = z.output<typeof triageSchema>;

interface BugDialogProps {
  id: number;
  /** Tester and Admin comment and change the status; the reporter only reads. */
  canTriage: boolean;
  onClose: () => void;
}

/** One report: what was sent, its screenshot and its comment thread (DESIGN §9 Bugs). */
export function BugDialog({ id, canTriage, onClose }: BugDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bug = useBug(id);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('bugNumbered', { id })}</DialogTitle>
      {bug.data ? (
        <BugDialogBody bug={bug.data} canTriage={canTriage} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {bug.isError ? (
              <ErrorAlert error={bug.error} onRetry={() => void bug.refetch()} />
            ) : (
              <LinearProgress aria-label={t('loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function BugDialogBody({
  bug,
  canTriage,
  onClose,
}: {
  bug: BugDetail;
  canTriage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateBug();
  const { control, handleSubmit } = useSchemaForm<TriageInput, TriageOutput>(triageSchema, {
    status: bug.status,
    comment: '',
  });
  const [status, comment = ''] = useWatch({ control, name: ['status', 'comment'] });
  const changed = status !== bug.status || comment.trim() !== '';

  const onSubmit = handleSubmit((change) => {
    if (!changed) return;
    update.mutate(
      { id: bug.id, ...change },
      {
        onSuccess: () => {
          notify(t('bugSaved'), { severity: 'success' });
          onClose();
        },
      },
    );
  });

  const details: [label: string, value: string][] = [
    [t('created'), formatDateTime(bug.created)],
    [t('bugReporter'), bug.reporterLogin],
    [t('status'), bugStatusText(bug.status, t)],
    [t('bugPage'), bug.page],
    [t('bugBrowser'), bug.userAgent],
  ];

  return (
    <BugDialogForm onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <DetailList
            rows={details}
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, m: 0 }}
            labelSx={{ pr: 2 }}
          />
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('description')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {bug.description}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('bugScreenshot')}
            </Typography>
            {bug.screenshot ? (
              <Link href={bug.screenshot} target="_blank" rel="noopener">
                <Box
                  component="img"
                  src={bug.screenshot}
                  alt={t('bugScreenshotOf', { id: bug.id })}
                  sx={{ maxWidth: '100%', maxHeight: 360, border: 1, borderColor: 'divider' }}
                />
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('bugNoScreenshot')}
              </Typography>
            )}
          </Box>
          <BugThread bug={bug} />
          {canTriage && (
            <Stack spacing={2}>
              <FormSelect
                control={control}
                name="status"
                label={t('status')}
                choices={bugStatusChoices(t).map(({ value, name }) => ({ value, label: name }))}
                disabled={update.isPending}
              />
              <FormTextField
                control={control}
                name="comment"
                label={t('bugComment')}
                multiline
                minRows={2}
                disabled={update.isPending}
                slotProps={{ htmlInput: { maxLength: bugLimits.comment } }}
              />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('close')}
        </Button>
        {canTriage && (
          <Button type="submit" variant="contained" disabled={!changed || update.isPending}>
            {t('save')}
          </Button>
        )}
      </DialogActions>
    </BugDialogForm>
  );
}

/** The comments, oldest first; a status change names the status it set. */
function BugThread({ bug }: { bug: BugDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {t('bugComments')}
      </Typography>
      {bug.comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('bugNoComments')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {bug.comments.map((comment) => (
            <ListItem
              key={comment.id}
              disableGutters
              sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="caption" color="text.secondary">
                {comment.authorLogin}, {formatDateTime(comment.created)}
              </Typography>
              {comment.status !== null && (
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t('bugStatusChangedTo', { status: bugStatusText(comment.status, t) })}
                </Typography>
              )}
              {comment.body && (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {comment.body}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
