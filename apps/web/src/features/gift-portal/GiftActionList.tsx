import type { GiftAction } from '@bo/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../platform/format';
import { TileGrid } from '../../platform/ui/TileGrid';
import { formatPoints } from '../content';

interface GiftActionListProps {
  actions: readonly GiftAction[];
  /** The chosen action's content id, or null. */
  selectedId: number | null;
  onSelect: (contentId: number) => void;
}

/** The gift actions open to the customer, each with the customer's points in it; one is chosen to order from. */
export function GiftActionList({ actions, selectedId, onSelect }: GiftActionListProps) {
  const { t } = useTranslation();
  return (
    <TileGrid minTileWidth={260} gap={2}>
      {actions.map((action) => {
        const selected = action.contentId === selectedId;
        return (
          <li key={action.contentId}>
            <Card
              variant="outlined"
              sx={{ height: '100%', borderColor: selected ? 'primary.main' : undefined }}
            >
              <CardActionArea
                aria-pressed={selected}
                onClick={() => onSelect(action.contentId)}
                sx={{ height: '100%', display: 'flex', alignItems: 'stretch' }}
              >
                {action.thumbFile && (
                  <Box
                    component="img"
                    src={action.thumbFile}
                    alt=""
                    loading="lazy"
                    sx={{ width: 96, objectFit: 'cover', flexShrink: 0 }}
                  />
                )}
                <Box sx={{ p: 1.5, flexGrow: 1 }}>
                  <Typography component="h3" variant="subtitle1">
                    {action.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('giftPortalOrderWindow', {
                      from: formatDate(action.orderFrom),
                      to: formatDate(action.orderTo),
                    })}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('giftPortalYourPoints')}:{' '}
                    <Box component="strong" data-testid={`gift-action-points-${action.contentId}`}>
                      {formatPoints(action.userPoints)}
                    </Box>{' '}
                    {action.costName}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </TileGrid>
  );
}
