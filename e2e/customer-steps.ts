import { customerImportColumns, importCustomersPath, importFileField } from '@bo/contract';
import type { APIResponse, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The type of an .xlsx upload. */
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A line of the customer import, by the contract's field names. */
export type CustomerLine = Partial<Record<(typeof customerImportColumns)[number]['field'], string>>;

/** A customer import file: the header row, then one line per customer in the contract's column order. */
export async function customerFile(customers: CustomerLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(customerImportColumns.map(({ header }) => header));
  for (const customer of customers) {
    sheet.addRow(customerImportColumns.map(({ field }) => customer[field] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Imports `customers` through the API as the page's signed-in user; answers the response. */
export async function importCustomers(page: Page, customers: CustomerLine[]): Promise<APIResponse> {
  return page.request.post(importCustomersPath, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      [importFileField]: {
        name: 'customers.xlsx',
        mimeType: xlsxType,
        buffer: await customerFile(customers),
      },
    },
  });
}
