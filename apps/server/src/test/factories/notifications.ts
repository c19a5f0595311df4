import type { NotificationTerm } from '@bo/contract';
import { makeCustomer } from './customers.js';
import type { TestApp } from '../test-app.js';

/**
 * Customers with rule values no demo customer has (RC-*, SP-*), so tests can
 * tell exactly which ones a term selects. M005 has no balance date.
 */
export async function insertTermCustomers(t: TestApp): Promise<void> {
  const base = { eMail: '', phone: '' };
  const rows = [
    {
      ...base,
      comId: 1,
      custNo: 'M001',
      name: 'Alpha Motors',
      respCenter: 'RC-KYIV',
      salespersonCode: 'SP-1',
      legalEntity: 'LE-LLC',
      balance: '1234.50',
      balanceDate: '2026-10-31',
    },
    {
      ...base,
      comId: 1,
      custNo: 'M002',
      name: 'Beta Parts',
      respCenter: 'RC-KYIV',
      salespersonCode: 'SP-2',
      legalEntity: 'LE-PE',
      balance: '100',
      balanceDate: '2026-10-31',
    },
    {
      ...base,
      comId: 1,
      custNo: 'M003',
      name: 'Gamma Garage',
      respCenter: 'RC-LVIV',
      salespersonCode: 'SP-1',
      legalEntity: 'LE-LLC',
      balance: '-45.5',
      balanceDate: '2026-09-30',
    },
    {
      ...base,
      comId: 1,
      custNo: 'M004',
      name: 'Delta Trade',
      respCenter: 'RC-LVIV',
      salespersonCode: 'SP-2',
      legalEntity: 'LE-PE',
      balance: '0',
      balanceDate: '2026-10-31',
    },
    {
      ...base,
      comId: 1,
      custNo: 'M005',
      name: 'Epsilon No Date',
      respCenter: 'RC-KYIV',
      salespersonCode: 'SP-1',
      legalEntity: 'LE-LLC',
      balance: '10',
      balanceDate: null,
    },
    {
      ...base,
      comId: 1,
      custNo: 'M006',
      name: 'Zeta Service',
      respCenter: 'RC-ODESA',
      salespersonCode: 'SP-3',
      legalEntity: 'LE-LLC',
      area: 'AR-SOUTH',
      segment: 'SG-SHOP',
      balance: '99.99',
      balanceDate: '2026-10-31',
    },
    {
      ...base,
      comId: 2,
      custNo: 'M001',
      name: 'Company 2 Alpha',
      respCenter: 'RC-KYIV',
      salespersonCode: 'SP-1',
      legalEntity: 'LE-LLC',
      balance: '1',
      balanceDate: '2026-10-31',
    },
    {
      ...base,
      comId: 2,
      custNo: 'Z001',
      name: 'Company 2 Zulu',
      respCenter: 'RC-KYIV',
      salespersonCode: 'SP-2',
      legalEntity: 'LE-PE',
      balance: '2',
      balanceDate: '2026-10-31',
    },
  ];
  for (const row of rows) await makeCustomer(t.deps.db, row);
}

let nextId = 0;
/** A term as the screen sends it; only the fields given are set. */
export function term(fields: Partial<Omit<NotificationTerm, 'id'>>): NotificationTerm {
  return { id: nextId++, exclude: false, ...fields };
}

export const firstPage = { size: 25, page: 0, desc: false };
export const allRows = { size: 0, page: 0, desc: false };
