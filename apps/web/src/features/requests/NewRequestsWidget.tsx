import { requestScreens, requestStatus } from '@bo/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { useRequestCounts } from './requests.api';

/** The request list filtered to status New, as its status filter writes it in the address. */
const newRequestsPath = `${requestScreens.list}?status=${requestStatus.new}`;

/** Home widget: how many of the company's requests wait at status New, and the way to them. */
export function NewRequestsWidget() {
  const { t } = useTranslation();
  const counts = useRequestCounts();
  const waiting = counts.data?.new;
  return (
    <Card variant="outlined" component="section" aria-labelledby="new-requests-widget-title">
      <CardContent>
        <Typography id="new-requests-widget-title" component="h2" variant="h6" gutterBottom>
          {t('newRequestsTitle')}
        </Typography>
        {counts.isError && (
          <ErrorAlert error={counts.error} onRetry={() => void counts.refetch()} />
        )}
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
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={newRequestsPath} variant="outlined">
          {t('showNewRequests')}
        </Button>
      </CardActions>
    </Card>
  );
}
