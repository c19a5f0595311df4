import {
  giftOrderLimits,
  type GiftCatalogue,
  type GiftCatalogueItem,
  type PlaceGiftOrderRequest,
  type TextKey,
} from '@bo/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../platform/ui/useNotify';
import { formatPoints } from '../content';
import { usePlaceGiftOrder } from './gifts.api';

/** A basket line: the item (itemNo and sort name it) and the quantity as typed. */
export interface BasketLine {
  itemNo: string;
  sort: number;
  quantity: string;
}

/** Who receives the gifts: kept across actions and orders. */
export interface GiftContact {
  person: string;
  phone: string;
}

type ItemKey = Pick<GiftCatalogueItem, 'itemNo' | 'sort'>;

export const sameItem = (a: ItemKey, b: ItemKey) => a.itemNo === b.itemNo && a.sort === b.sort;

/** How an item is named on the page and in the labels of its controls. */
export const itemLabel = (item: GiftCatalogueItem) =>
  item.description ? `${item.itemNo} ${item.description}` : item.itemNo;

/** What the customer may still order of the item: its stock, its own limit less what they ordered, one line's limit. */
export function itemQuantityMax(item: GiftCatalogueItem): number {
  const limitLeft =
    item.maxOrderItems > 0 ? item.maxOrderItems - item.ordered : giftOrderLimits.quantityMax;
  return Math.max(0, Math.min(item.stock, limitLeft, giftOrderLimits.quantityMax));
}

/** The basket with one more of `item` (a new line of 1), never beyond what may be ordered of it. */
export function addToBasket(lines: readonly BasketLine[], item: GiftCatalogueItem): BasketLine[] {
  const line = lines.find((candidate) => sameItem(candidate, item));
  if (!line) return [...lines, { itemNo: item.itemNo, sort: item.sort, quantity: '1' }];
  const next = Math.min(parseQuantity(line.quantity) + 1, itemQuantityMax(item));
  return lines.map((candidate) =>
    candidate === line ? { ...line, quantity: String(Math.max(next, 1)) } : candidate,
  );
}

/** A typed quantity as a whole number; 0 for anything else. */
function parseQuantity(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0;
}

interface Problem {
  key: TextKey;
  params?: Record<string, string | number>;
}

/** Why a line cannot be ordered as it is, or null: what the server would refuse too. */
function lineProblem(line: BasketLine, item: GiftCatalogueItem | undefined): Problem | null {
  if (!item) return { key: 'giftPortalNotOffered' };
  const quantity = parseQuantity(line.quantity);
  if (quantity < 1 || quantity > giftOrderLimits.quantityMax) {
    return {
      key: 'giftPortalQuantityInvalid',
      params: { max: Math.max(1, itemQuantityMax(item)) },
    };
  }
  if (quantity > item.stock) return { key: 'giftPortalOverStock', params: { stock: item.stock } };
  if (item.maxOrderItems > 0 && quantity > item.maxOrderItems - item.ordered) {
    return {
      key: 'giftPortalOverItemLimit',
      params: { max: Math.max(0, item.maxOrderItems - item.ordered) },
    };
  }
  return null;
}

/**
 * The basket's columns in its 420 px card (issue 32): fixed widths but the gift's,
 * which takes the rest; a long name is cut to two lines, whole on hover.
 */
const columnWidths = { cost: 64, quantity: 84, sum: 72, remove: 44 } as const;
const cellSx = { px: 0.5, '&:first-of-type': { pl: 0 }, '&:last-of-type': { pr: 0 } } as const;
const nameSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-word',
} as const;

const lineAboveProblemSx = { '& > .MuiTableCell-root': { borderBottom: 0 } } as const;

// Points have 2 decimals: compared in hundredths, so 0.1 + 0.2 is no more than 0.3.
const hundredths = (points: number) => Math.round(points * 100);

interface GiftBasketProps {
  catalogue: GiftCatalogue;
  lines: readonly BasketLine[];
  onLinesChange: (lines: BasketLine[]) => void;
  contact: GiftContact;
  onContactChange: (contact: GiftContact) => void;
}

/**
 * The basket of one gift action: quantities, the total cost and the points
 * left after it, the contact person and phone, and Place order. What the
 * server would refuse (more than the points, the stock or a limit) is refused
 * here first; the server still decides, and a refusal keeps the basket.
 */
export function GiftBasket({
  catalogue,
  lines,
  onLinesChange,
  contact,
  onContactChange,
}: GiftBasketProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const place = usePlaceGiftOrder();
  const problemIdPrefix = useId();
  // Blank contacts are marked only once the customer tried to send.
  const [tried, setTried] = useState(false);
  const { action } = catalogue;

  const shown = lines.map((line) => {
    const item = catalogue.items.find((candidate) => sameItem(candidate, line));
    const quantity = parseQuantity(line.quantity);
    return { line, item, quantity, problem: lineProblem(line, item) };
  });
  const total = shown.reduce(
    (sum, { item, quantity }) => sum + (item?.costPoints ?? 0) * quantity,
    0,
  );
  const pointsLeft = action.userPoints - total;
  const overPoints = hundredths(total) > hundredths(action.userPoints);
  const count = shown.reduce((sum, { quantity }) => sum + quantity, 0);
  const actionLeft =
    action.maxOrderItems > 0 ? Math.max(0, action.maxOrderItems - catalogue.ordered) : null;
  const overActionLimit = actionLeft !== null && count > actionLeft;
  const tooManyLines = lines.length > giftOrderLimits.linesMax;
  const canPlace =
    lines.length > 0 &&
    shown.every(({ problem }) => problem === null) &&
    !overPoints &&
    !overActionLimit &&
    !tooManyLines;

  const person = contact.person.trim();
  const phone = contact.phone.trim();
  const personMissing = tried && person === '';
  const phoneMissing = tried && phone === '';

  const setQuantity = (target: BasketLine, quantity: string) =>
    onLinesChange(lines.map((line) => (line === target ? { ...line, quantity } : line)));
  const remove = (target: BasketLine) => onLinesChange(lines.filter((line) => line !== target));

  const handlePlace = () => {
    setTried(true);
    if (!canPlace || person === '' || phone === '') return;
    const order: PlaceGiftOrderRequest = {
      contentId: action.contentId,
      items: shown.map(({ line, quantity }) => ({
        itemNo: line.itemNo,
        sort: line.sort,
        quantity,
      })),
      contactPerson: person,
      contactPhone: phone,
    };
    place.mutate(order, {
      onSuccess: () => {
        onLinesChange([]);
        setTried(false);
        notify(t('giftPortalOrderPlaced'), { severity: 'success' });
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="gift-basket-title" sx={{ p: 2 }}>
      <Typography id="gift-basket-title" component="h2" variant="h6" gutterBottom>
        {t('giftPortalBasket')}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('giftPortalBasketEmpty')}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-labelledby="gift-basket-title"
          sx={{ tableLayout: 'fixed', width: '100%', '& .MuiTableCell-root': cellSx }}
        >
          <colgroup>
            <col />
            <col style={{ width: columnWidths.cost }} />
            <col style={{ width: columnWidths.quantity }} />
            <col style={{ width: columnWidths.sum }} />
            <col style={{ width: columnWidths.remove }} />
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell>{t('giftPortalColGift')}</TableCell>
              <TableCell align="right">{t('giftPortalColCost')}</TableCell>
              <TableCell>{t('pointsLedgerColQuantity')}</TableCell>
              <TableCell align="right">{t('giftPortalColSum')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ line, item, quantity, problem }, index) => {
              const label = item ? itemLabel(item) : line.itemNo;
              const problemId = `${problemIdPrefix}-${index}`;
              // A refusal is told on a row of its own beneath the line, the table's width.
              const beneath = problem ? lineAboveProblemSx : undefined;
              return (
                <Fragment key={`${line.itemNo}\u0000${line.sort}`}>
                  <TableRow sx={beneath}>
                    <TableCell>
                      <Box component="span" title={label} sx={nameSx}>
                        {label}
                      </Box>
                    </TableCell>
                    <TableCell align="right">{item ? formatPoints(item.costPoints) : ''}</TableCell>
                    <TableCell>
                      <TextField
                        type="number"
                        size="small"
                        value={line.quantity}
                        onChange={(event) => setQuantity(line, event.target.value)}
                        error={problem !== null}
                        fullWidth
                        slotProps={{
                          htmlInput: {
                            'aria-label': t('giftPortalQuantityOf', { item: label }),
                            'aria-describedby': problem ? problemId : undefined,
                            'aria-invalid': problem !== null,
                            min: 1,
                            max: item ? Math.max(1, itemQuantityMax(item)) : undefined,
                            step: 1,
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {formatPoints((item?.costPoints ?? 0) * quantity)}
                    </TableCell>
                    <TableCell align="right">
                      <IconButton
                        size="small"
                        aria-label={t('giftPortalRemoveNamed', { item: label })}
                        onClick={() => remove(line)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                  {problem && (
                    <TableRow>
                      <TableCell colSpan={5} sx={{ pt: 0 }}>
                        <FormHelperText id={problemId} error sx={{ m: 0 }}>
                          {t(problem.key, problem.params ?? {})}
                        </FormHelperText>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          gap: 0.5,
          my: 2,
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('giftPortalTotal')}</dt>
        <dd>
          <strong data-testid="gift-basket-total">{formatPoints(total)}</strong> {action.costName}
        </dd>
        <dt>{t('giftPortalPointsLeft')}</dt>
        <dd>
          <strong data-testid="gift-points-left">{formatPoints(pointsLeft)}</strong>{' '}
          {action.costName}
        </dd>
      </Box>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {overPoints && (
          <Alert severity="error">
            {t('giftPortalOverPoints', {
              total: formatPoints(total),
              points: formatPoints(action.userPoints),
            })}
          </Alert>
        )}
        {overActionLimit && (
          <Alert severity="error">{t('giftPortalOverActionLimit', { max: actionLeft })}</Alert>
        )}
        {tooManyLines && (
          <Alert severity="error">
            {t('giftPortalTooManyLines', { max: giftOrderLimits.linesMax })}
          </Alert>
        )}
      </Stack>
      <Stack spacing={2}>
        <TextField
          label={t('giftPortalContactPerson')}
          required
          value={contact.person}
          onChange={(event) => onContactChange({ ...contact, person: event.target.value })}
          error={personMissing}
          helperText={personMissing ? t('requiredField') : undefined}
          slotProps={{ htmlInput: { maxLength: giftOrderLimits.contactPersonMax } }}
        />
        <TextField
          label={t('giftPortalContactPhone')}
          required
          type="tel"
          value={contact.phone}
          onChange={(event) => onContactChange({ ...contact, phone: event.target.value })}
          error={phoneMissing}
          helperText={phoneMissing ? t('requiredField') : undefined}
          slotProps={{ htmlInput: { maxLength: giftOrderLimits.contactPhoneMax } }}
        />
        <Box>
          <Button variant="contained" disabled={!canPlace || place.isPending} onClick={handlePlace}>
            {t('giftPortalPlaceOrder')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
