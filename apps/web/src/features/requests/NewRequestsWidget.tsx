import { requestScreens, requestStatus } from '@bo/contract';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WidgetCard } from '../../platform/ui/WidgetCard';
import { useRequestCounts } from './requests.api';

/** The request list filtered to status New, as its status filter writes it in the address. */
const newRequestsPath = `${requestScreens.list}?status=${requestStatus.new}`;

/** Home widget: how many of the company's requests wait at status New, and the way to them. */
export function NewRequestsWidget() {
  const { t } = useTranslation();
  const counts = useRequestCounts();
  const waiting = counts.data?.new;
  return (
    <WidgetCard
      title={t('newRequestsTitle')}
      query={counts}
      actions={
        <Button component={RouterLink} to={newRequestsPath} variant="outlined">
          {t('showNewRequests')}
        </Button>
      }
    >
      {counts.isPending && <LinearProgress />}
      {waiting !== undefined && (
        <Typography
          component="p"
          variant={waiting > 0 ? 'h6' : 'body1'}
          color={waiting > 0 ? 'text.primary' : 'text.secondary'}
        >
          {t('newRequestsWaiting', { count: waiting })}
        </Typography>
      )}
    </WidgetCard>
  );
}
