import type { Article } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { OrdersTable } from './OrdersTable';

/**
 * The orders tab (B§2 tab-6, content type 3 only): the action's gift orders,
 * with the status filter, the bulk status change, the Excel export and the
 * status dialog of the prizes list's table.
 */
export function OrdersTab({ article }: { article: Article }) {
  const { t } = useTranslation();
  return (
    <OrdersTable
      title={t('contentTabOrders')}
      titleComponent="h2"
      contentId={article.contentId}
      withContent={false}
    />
  );
}
