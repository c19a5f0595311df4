import { giftOrderLimits, hasAnyRole, screenRoles } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../platform/auth/auth.api';
import { PortalFrame } from '../../platform/shell/PortalFrame';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import type { BasketLine, GiftContact } from './GiftBasket';
import { GiftActionList } from './GiftActionList';
import { GiftCatalogueView } from './GiftCatalogueView';
import { canOrderGifts, useGiftActions } from './gifts.api';
import { MyGiftOrders } from './MyGiftOrders';

/** The address key of the chosen action, so a reload or a shared link opens it again. */
const actionParam = 'action';
const noLines: readonly BasketLine[] = [];

/** The page for a customer's user: the actions, the chosen one's gifts and basket, and their orders. */
function GiftOrdering() {
  const { t } = useTranslation();
  const me = useMe();
  const actions = useGiftActions();
  const [searchParams, setSearchParams] = useSearchParams();
  // A basket per action: choosing another action and coming back keeps what was put in.
  const [baskets, setBaskets] = useState<ReadonlyMap<number, BasketLine[]>>(() => new Map());
  const [contact, setContact] = useState<GiftContact>(() => ({
    person: me.fullName.slice(0, giftOrderLimits.contactPersonMax),
    phone: '',
  }));

  const open = actions.data ?? [];
  const asked = Number(searchParams.get(actionParam));
  // The one action open is chosen at once; an action no longer open is not.
  const selectedId = open.some((action) => action.contentId === asked)
    ? asked
    : open.length === 1
      ? (open[0]?.contentId ?? null)
      : null;

  const select = (contentId: number) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(actionParam, String(contentId));
        return next;
      },
      { replace: true },
    );
  const setLines = useCallback(
    (contentId: number, lines: BasketLine[]) =>
      setBaskets((previous) => new Map(previous).set(contentId, lines)),
    [],
  );

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="gift-actions-title">
        <Typography id="gift-actions-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('giftPortalActions')}
        </Typography>
        {actions.isPending && <LinearProgress />}
        {actions.isError && (
          <ErrorAlert error={actions.error} onRetry={() => void actions.refetch()} />
        )}
        {actions.data?.length === 0 && <Alert severity="info">{t('giftPortalNoActions')}</Alert>}
        <GiftActionList actions={open} selectedId={selectedId} onSelect={select} />
        {open.length > 1 && selectedId === null && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('giftPortalChooseAction')}
          </Typography>
        )}
      </Box>
      {selectedId !== null && (
        <GiftCatalogueView
          contentId={selectedId}
          lines={baskets.get(selectedId) ?? noLines}
          onLinesChange={(lines) => setLines(selectedId, lines)}
          contact={contact}
          onContactChange={setContact}
        />
      )}
      <MyGiftOrders />
    </Stack>
  );
}

/**
 * /gifts (issue 16): a customer's user orders gifts for points, outside the
 * admin shell. Other users are told the page is not theirs; the server
 * refuses their calls anyway.
 */
export function GiftsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const isCustomerUser = hasAnyRole(me.roles, screenRoles.giftPortal);
  return (
    <PortalFrame maxWidth="lg">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('giftsPortal')}
      </Typography>
      {!isCustomerUser ? (
        <Alert severity="warning">{t('giftPortalNotCustomer')}</Alert>
      ) : canOrderGifts(me) ? (
        <GiftOrdering />
      ) : (
        // The server would refuse every call of an account without a customer (403).
        <Alert severity="warning">{t('giftPortalNoCustomer')}</Alert>
      )}
    </PortalFrame>
  );
}
