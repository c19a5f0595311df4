import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../platform/ui/data-table/FilterSelect';
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
        <FilterSelect
          label={t('giftOrderScreenContentFilter')}
          value={String(contentId)}
          onChange={(chosen) => setContentId(Number(chosen))}
          minWidth={240}
          none={{ code: '0', name: t('giftOrderScreenContentAll') }}
          choices={shown.map((choice) => ({
            code: String(choice.contentId),
            name: choice.title ? choiceName(choice) : String(choice.contentId),
          }))}
        />
      }
    />
  );
}
