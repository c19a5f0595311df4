import { giftPortalPath } from '@bo/contract';
import RedeemIcon from '@mui/icons-material/Redeem';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMe } from '../../platform/auth/auth.api';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { formatPoints } from '../content';
import { canOrderGifts, useGiftActions } from './gifts.api';

/**
 * The admin home's card for a customer's user: their points in each open gift
 * action, and the way to /gifts. A user who cannot order (no customer) has no card.
 */
export function GiftsHomeWidget() {
  const me = useMe();
  return canOrderGifts(me) ? <GiftsCard /> : null;
}

function GiftsCard() {
  const { t } = useTranslation();
  const actions = useGiftActions();
  return (
    <Card variant="outlined" component="section" aria-labelledby="gifts-widget-title">
      <CardContent>
        <Typography id="gifts-widget-title" component="h2" variant="h6" gutterBottom>
          {t('giftsPortal')}
        </Typography>
        {actions.isError && (
          <ErrorAlert error={actions.error} onRetry={() => void actions.refetch()} />
        )}
        {actions.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('giftPortalNoActions')}
          </Typography>
        )}
        {actions.data?.map((action) => (
          <Typography key={action.contentId} variant="body2">
            {action.title}: <strong>{formatPoints(action.userPoints)}</strong> {action.costName}
          </Typography>
        ))}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={giftPortalPath} startIcon={<RedeemIcon />}>
          {t('giftPortalWidgetOpen')}
        </Button>
      </CardActions>
    </Card>
  );
}
