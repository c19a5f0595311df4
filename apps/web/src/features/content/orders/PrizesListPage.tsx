import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useGiftActionChoices, type GiftActionChoice } from './giftOrders.api';
import { cutTitle } from './orderColumns';
import { OrdersTable } from './OrdersTable';
import { useOrderFilter } from './useOrderFilter';

const anyContent = () => true;

/** B§2: 'contentId - the title's first 23 characters'. */
const choiceName = ({ contentId, title }: GiftActionChoice) => `${contentId} - ${cutTitle(title)}`;

/**
 * The Ordered prizes list (B§2) at /admin/cms/prizes: the gift orders of every
 * action, or of the one the content filter names ('Offer': every action).
 */
export function PrizesListPage() {
  const { t } = useTranslation();
  const [contentId, setContentId] = useOrderFilter('content', anyContent);
  const actions = useGiftActionChoices();
  const choices = actions.data ?? [];
  // A content the choices do not hold (an address kept from elsewhere) stays shown.
  const shown =
    contentId === 0 || choices.some((choice) => choice.contentId === contentId)
      ? choices
      : [...choices, { contentId, title: '' }];

  return (
    <OrdersTable
      title={t('drawerPrizes')}
      contentId={contentId}
      withContent
      filters={
        <TextField
          select
          size="small"
          label={t('giftOrderScreenContentFilter')}
          value={String(contentId)}
          onChange={(event) => setContentId(Number(event.target.value))}
          fullWidth={false}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="0">{t('giftOrderScreenContentAll')}</MenuItem>
          {shown.map((choice) => (
            <MenuItem key={choice.contentId} value={String(choice.contentId)}>
              {choice.title ? choiceName(choice) : String(choice.contentId)}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}
