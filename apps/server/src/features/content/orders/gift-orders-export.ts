import {
  giftEntryStatusTextKeys,
  giftEntryStatuses,
  isGiftEntryStatus,
  renderText,
  type Language,
  type TextKey,
} from '@bo/contract';
import type { SpreadsheetDownload } from '../../../platform/excel/spreadsheet-download.js';
import type { ExportValue, SpreadsheetColumn } from '../../../platform/excel/spreadsheet-export.js';
import type { OrderRowData } from './gift-orders.repository.js';

/** Order Posting Date as the list shows it (en-GB), in UTC. */
const dateTimeFormat = 'dd/mm/yyyy hh:mm';

/** The prizes list's columns in B§2's order, with the catalogue's headers. */
const columnSpecs: readonly {
  header: TextKey;
  value: (row: OrderRowData, statusName: (status: number) => string) => ExportValue;
  width?: number;
  numFmt?: string;
}[] = [
  { header: 'giftOrderColumnContentId', value: (row) => row.content_id, width: 10 },
  { header: 'giftOrderColumnParentId', value: (row) => row.parent_content_id, width: 10 },
  { header: 'giftOrderColumnTitle', value: (row) => row.title, width: 40 },
  { header: 'giftOrderColumnOrderId', value: (row) => row.id, width: 10 },
  { header: 'giftOrderColumnCustNo', value: (row) => row.cust_no },
  { header: 'giftOrderColumnLogin', value: (row) => row.login },
  { header: 'giftOrderColumnCustName', value: (row) => row.cust_name, width: 40 },
  { header: 'giftOrderColumnMainCode', value: (row) => row.main_code },
  { header: 'giftOrderColumnItemNo', value: (row) => row.item_no },
  { header: 'giftOrderColumnItemName', value: (row) => row.item_name, width: 40 },
  { header: 'giftOrderColumnQuantity', value: (row) => row.quantity, width: 10 },
  { header: 'giftOrderColumnRespCenter', value: (row) => row.resp_center },
  { header: 'giftOrderColumnLocationCode', value: (row) => row.location_code },
  { header: 'giftOrderColumnLoyaltyCode', value: (row) => row.loyalty_code },
  { header: 'giftOrderColumnSalespersonName', value: (row) => row.salesperson_name, width: 30 },
  {
    header: 'giftOrderColumnStatus',
    value: (row, statusName) => statusName(row.gift_entry_status),
  },
  {
    header: 'giftOrderColumnPostingDate',
    value: (row) => row.posting_date,
    width: 18,
    numFmt: dateTimeFormat,
  },
  { header: 'giftOrderColumnContactPerson', value: (row) => row.contact_person, width: 30 },
  { header: 'giftOrderColumnContactPhone', value: (row) => row.contact_phone },
];

function exportColumns(language: Language): SpreadsheetColumn<OrderRowData>[] {
  const names = new Map(
    giftEntryStatuses.map((status) => [
      status,
      renderText(language, { key: giftEntryStatusTextKeys[status] }),
    ]),
  );
  const statusName = (status: number) =>
    (isGiftEntryStatus(status) ? names.get(status) : undefined) ?? String(status);
  return columnSpecs.map((spec) => ({
    header: renderText(language, { key: spec.header }),
    value: (row) => spec.value(row, statusName),
    ...(spec.width ? { width: spec.width } : {}),
    ...(spec.numFmt ? { numFmt: spec.numFmt } : {}),
  }));
}

/**
 * OrdersExportToExcel (B§2 tab-6 and the prizes list, B§7): the orders with
 * the prizes list's columns, newest first; the status by its name and the
 * headers in the caller's language. `Orders-{contentId}`, or `Orders` for
 * every action.
 */
export function ordersDownload(
  contentId: number,
  batches: AsyncIterable<OrderRowData[]>,
  language: Language,
): SpreadsheetDownload<OrderRowData> {
  return {
    fileName: contentId ? `Orders-${contentId}` : 'Orders',
    kind: 'xlsx',
    sheetName: renderText(language, { key: 'contentTabOrders' }),
    columns: exportColumns(language),
    batches,
  };
}
