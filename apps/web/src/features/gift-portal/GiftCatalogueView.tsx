import type { GiftCatalogue, GiftCatalogueItem } from '@bo/contract';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { TileGrid } from '../../platform/ui/TileGrid';
import { formatPoints } from '../content';
import {
  addToBasket,
  GiftBasket,
  itemLabel,
  itemQuantityMax,
  sameItem,
  type BasketLine,
  type GiftContact,
} from './GiftBasket';
import { useGiftCatalogue } from './gifts.api';

type Group = GiftCatalogue['groups'][number];

/** The groups in tree order (a parent before its subgroups, each level by sort then name), with their depth. */
function groupsInTreeOrder(groups: readonly Group[]): { group: Group; depth: number }[] {
  const ids = new Set(groups.map((group) => group.groupId));
  const bySortThenName = (a: Group, b: Group) =>
    a.sort - b.sort || a.giftGroup.localeCompare(b.giftGroup);
  const childrenOf = (parentId: number | null) =>
    groups
      .filter((group) =>
        parentId === null ? !ids.has(group.parentGroupId) : group.parentGroupId === parentId,
      )
      .sort(bySortThenName);
  const ordered: { group: Group; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const group of childrenOf(parentId)) {
      // A group met twice (a cycle in the data) is shown once.
      if (ordered.some((shown) => shown.group.groupId === group.groupId)) continue;
      ordered.push({ group, depth });
      visit(group.groupId, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The group and every group beneath it. */
function groupWithSubgroups(groups: readonly Group[], groupId: number): Set<number> {
  const found = new Set([groupId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of groups) {
      if (found.has(group.parentGroupId) && !found.has(group.groupId)) {
        found.add(group.groupId);
        grew = true;
      }
    }
  }
  return found;
}

const allGroups = 'all';

interface GiftCatalogueViewProps {
  contentId: number;
  lines: readonly BasketLine[];
  onLinesChange: (lines: BasketLine[]) => void;
  contact: GiftContact;
  onContactChange: (contact: GiftContact) => void;
}

/** One gift action's gifts, filtered by group, each with its cost and stock, beside the basket. */
export function GiftCatalogueView({ contentId, lines, ...basket }: GiftCatalogueViewProps) {
  const { t } = useTranslation();
  const catalogue = useGiftCatalogue(contentId);
  const [groupChoice, setGroupChoice] = useState(allGroups);

  if (catalogue.isPending) return <LinearProgress />;
  if (catalogue.isError) {
    return <ErrorAlert error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  }
  const { action, groups, items } = catalogue.data;
  const treeGroups = groupsInTreeOrder(groups);
  const chosenGroup = treeGroups.some(({ group }) => String(group.groupId) === groupChoice)
    ? Number(groupChoice)
    : null;
  const shownGroups = chosenGroup === null ? null : groupWithSubgroups(groups, chosenGroup);
  const shownItems = shownGroups ? items.filter((item) => shownGroups.has(item.groupId)) : items;

  const inBasket = (item: GiftCatalogueItem) => {
    const line = lines.find((candidate) => sameItem(candidate, item));
    return line ? Number(line.quantity) || 0 : 0;
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 420px' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-labelledby="gift-catalogue-title">
        <Typography id="gift-catalogue-title" component="h2" variant="h6">
          {action.title}
        </Typography>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {t('giftPortalYourPoints')}:{' '}
          <strong data-testid="gift-user-points">{formatPoints(action.userPoints)}</strong>{' '}
          {action.costName}
        </Typography>
        {action.maxOrderItems > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('giftPortalActionLimit', {
              max: action.maxOrderItems,
              ordered: catalogue.data.ordered,
            })}
          </Typography>
        )}
        {treeGroups.length > 0 && (
          <TextField
            select
            size="small"
            label={t('giftScreenGroup')}
            value={chosenGroup === null ? allGroups : String(chosenGroup)}
            onChange={(event) => setGroupChoice(event.target.value)}
            sx={{ minWidth: 240, mb: 2 }}
          >
            <MenuItem value={allGroups}>{t('giftPortalAllGroups')}</MenuItem>
            {treeGroups.map(({ group, depth }) => (
              <MenuItem
                key={group.groupId}
                value={String(group.groupId)}
                sx={{ pl: 2 + depth * 2 }}
              >
                {group.giftGroup}
              </MenuItem>
            ))}
          </TextField>
        )}
        {shownItems.length === 0 && <Alert severity="info">{t('giftPortalNoItems')}</Alert>}
        <TileGrid minTileWidth={220} gap={2}>
          {shownItems.map((item) => {
            const label = itemLabel(item);
            return (
              <li key={`${item.itemNo}\u0000${item.sort}`} aria-label={label}>
                <Card
                  variant="outlined"
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                >
                  {item.firstPic && (
                    <Box
                      component="img"
                      src={item.firstPic}
                      alt={label}
                      loading="lazy"
                      sx={{ display: 'block', width: '100%', height: 140, objectFit: 'contain' }}
                    />
                  )}
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Typography component="h3" variant="subtitle1">
                      {item.description || item.itemNo}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {item.itemNo}
                    </Typography>
                    <Stack spacing={0.25} sx={{ mt: 1 }}>
                      <Typography variant="body2">
                        {t('giftPortalCost', {
                          points: formatPoints(item.costPoints),
                          costName: action.costName,
                        })}
                      </Typography>
                      <Typography variant="body2" color={item.stock > 0 ? 'text.primary' : 'error'}>
                        {item.stock > 0
                          ? t('giftPortalStock', { stock: item.stock })
                          : t('giftPortalOutOfStock')}
                      </Typography>
                      {item.maxOrderItems > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {t('giftPortalItemLimit', {
                            max: item.maxOrderItems,
                            ordered: item.ordered,
                          })}
                        </Typography>
                      )}
                    </Stack>
                  </CardContent>
                  <CardActions>
                    <Button
                      startIcon={<AddShoppingCartIcon />}
                      aria-label={t('giftPortalAddNamed', { item: label })}
                      disabled={inBasket(item) >= itemQuantityMax(item)}
                      onClick={() => basket.onLinesChange(addToBasket(lines, item))}
                    >
                      {t('giftPortalAdd')}
                    </Button>
                  </CardActions>
                </Card>
              </li>
            );
          })}
        </TileGrid>
      </Box>
      <GiftBasket catalogue={catalogue.data} lines={lines} {...basket} />
    </Box>
  );
}
