import { giftEntryStatusTextKeys, type Article, type ResultsRow } from '@bo/contract';
import Chip from '@mui/material/Chip';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { pageLocally } from '../../../platform/ui/data-table/pageLocally';
import type { DataTableColumn, TableLoad } from '../../../platform/ui/data-table/types';
import { giftOrderKeys, resultsQuery } from './giftOrders.api';

/** The ordered quantities by status (DESIGN §5: the five columns of the results tab). */
const orderedColumns = [
  ['createdOrders', 1],
  ['processingOrders', 2],
  ['shippedOrders', 3],
  ['finishedOrders', 4],
  ['canceledOrders', 5],
] as const;

const sortableFields = [
  'itemNo',
  'description',
  'quantity',
  ...orderedColumns.map(([field]) => field),
  'balance',
] as const satisfies readonly (keyof ResultsRow)[];

/** A Results row with its place in the answer: an item number may repeat (B§5's duplicates). */
type ResultsLine = ResultsRow & { line: number };

const matches = (row: ResultsRow, filter: string) =>
  [row.itemNo, row.description].some((value) => value.toLowerCase().includes(filter));

/** B§3's Results row in its order; a negative balance (oversold after a status change) marked. */
function resultsColumns(t: TFunction): DataTableColumn<ResultsLine>[] {
  return [
    { field: 'itemNo', header: t('giftOrderColumnItemNo'), sortable: true },
    { field: 'description', header: t('description'), sortable: true, ellipsis: true, width: 260 },
    { field: 'quantity', header: t('giftOrderColumnQuantity'), sortable: true, align: 'right' },
    ...orderedColumns.map(([field, status]): DataTableColumn<ResultsLine> => ({
      field,
      header: t(giftEntryStatusTextKeys[status]),
      sortable: true,
      align: 'right',
    })),
    {
      field: 'balance',
      header: t('giftOrderScreenResultsBalance'),
      sortable: true,
      align: 'right',
      render: (row) =>
        row.balance < 0 ? (
          <Chip
            size="small"
            color="error"
            className="negative-balance"
            label={row.balance}
            title={t('giftOrderScreenResultsOversold')}
          />
        ) : (
          row.balance
        ),
    },
  ];
}

/**
 * The results tab (B§2 tab-5, B§3): per gift item, its stock, the ordered
 * quantities by status and the balance left; the browser sorts, searches and
 * pages the action's rows.
 */
export function ResultsTab({ article }: { article: Article }) {
  const { contentId } = article;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const columns = useMemo(() => resultsColumns(t), [t]);

  const load = useCallback<TableLoad<ResultsLine>>(
    async (page, query) => {
      const rows = await queryClient.query(resultsQuery(contentId));
      const filter = query.filter?.trim().toLowerCase() ?? '';
      const orderBy = sortableFields.find((field) => field === query.orderBy);
      return pageLocally(
        rows
          .map((row, line) => ({ ...row, line }))
          .filter((row) => filter === '' || matches(row, filter)),
        page,
        orderBy,
      );
    },
    [queryClient, contentId],
  );

  return (
    <DataTable
      title={t('contentTabResults')}
      titleComponent="h2"
      queryKey={[...giftOrderKeys.results(contentId), 'table']}
      load={load}
      columns={columns}
      rowId={(row) => row.line}
      stateInAddress={false}
    />
  );
}
