import { giftPortalPath } from '@bo/contract';
import RedeemIcon from '@mui/icons-material/Redeem';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMe } from '../../platform/auth/auth.api';
import { WidgetCard } from '../../platform/ui/WidgetCard';
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
    <WidgetCard
      title={t('giftsPortal')}
      query={actions}
      actions={
        <Button component={RouterLink} to={giftPortalPath} startIcon={<RedeemIcon />}>
          {t('giftPortalWidgetOpen')}
        </Button>
      }
    >
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
    </WidgetCard>
  );
}
