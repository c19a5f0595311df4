import type { Executor } from '../../platform/db/database.js';
import { insertCustomersIfMissing, type NewCustomerRow } from './customers.repository.js';

const firstWords = [
  'Auto',
  'Moto',
  'Drive',
  'Road',
  'Parts',
  'Motor',
  'Wheel',
  'Speed',
  'Torque',
  'Piston',
];
const secondWords = ['Service', 'Trade', 'Garage', 'Centre', 'Market', 'Expert', 'Group', 'Line'];
const respCenters = ['KYIV', 'LVIV', 'ODESA', 'DNIPRO'];
const salespeople = [
  ['SP01', 'Olena Kovalenko'],
  ['SP02', 'Taras Shevchuk'],
  ['SP03', 'Iryna Bondar'],
] as const;
// The rule fields of notification terms and content rules; lengths differ so that combinations vary.
const locationCodes = ['MAIN', 'WEST', 'SOUTH', 'EAST', 'NORTH'];
const discGroups = ['RETAIL', 'WHOLESALE', 'VIP', 'DEALER', 'FLEET', 'PARTNER'];
const loyaltyCodes = ['BRONZE', 'SILVER', 'GOLD', 'PLATINUM'];
const areas = ['CENTRAL', 'WESTERN', 'SOUTHERN', 'EASTERN', 'NORTHERN', 'CAPITAL', 'COAST'];
const segments = ['GARAGE', 'SHOP', 'FLEET', 'DEALER', 'ONLINE'];
const paymentMethods = ['TRANSFER', 'CARD', 'CASH', 'DEFERRED'];
const legalEntities = ['LLC', 'PE', 'JSC'];

/** Customers per company; the first 40 keep the values demo users and browser tests rely on. */
const customersPerCompany = 300;
const keptCustomers = 40;

/** The item at `index`, counting round the (short, non-empty) list. */
function pick<T>(list: readonly T[], index: number): T {
  const position = index % list.length;
  for (const [at, item] of list.entries()) if (at === position) return item;
  throw new Error('pick from an empty list');
}
const custNoOf = (comId: number, i: number) => `C${comId}${String(i).padStart(5, '0')}`;

/** Balances beyond the first 40: debts, a few credits, zeros and whole numbers among them. */
function balanceOf(i: number): string {
  if (i % 37 === 0) return '0.00';
  if (i % 23 === 0) return (-((i * 97.3) % 5000)).toFixed(2);
  if (i % 11 === 0) return String((i * 100) % 40000) + '.00';
  return ((i * 1234.56 + i * i * 0.37) % 60000).toFixed(2);
}

function customer(comId: number, i: number): NewCustomerRow {
  const custNo = custNoOf(comId, i);
  const [salespersonCode, salespersonName] = pick(salespeople, i);
  const kept = i <= keptCustomers;
  // Every seventh customer beyond the first 40 belongs to a main customer (a branch of it).
  const mainCode = !kept && i % 7 === 0 ? custNoOf(comId, 41 + (i % 13)) : custNo;
  return {
    comId,
    custNo,
    name: `${pick(firstWords, i)} ${pick(secondWords, i)} ${i}`,
    eMail: `${custNo.toLowerCase()}@example.com`,
    phone: `+380 44 ${String(1000000 + i * 7919).slice(0, 7)}`,
    mainCode,
    respCenter: pick(respCenters, i),
    locationCode: pick(locationCodes, i * 3 + comId),
    discGroup: pick(discGroups, i + Math.floor(i / 6)),
    loyaltyCode: pick(loyaltyCodes, Math.floor(i / 3) + comId),
    area: pick(areas, i * 5),
    segment: pick(segments, Math.floor(i / 2)),
    salespersonCode,
    salespersonName,
    legalEntity: kept ? (i % 2 === 0 ? 'LLC' : 'PE') : pick(legalEntities, i),
    paymentMethod: pick(paymentMethods, i + comId),
    balance: kept ? ((i * 1234.56) % 50000).toFixed(2) : balanceOf(i),
    balanceDate: kept
      ? '2026-10-31'
      : i % 50 === 7
        ? null
        : i % 3 === 0
          ? '2026-09-30'
          : '2026-10-31',
  };
}

/**
 * The demo customers of companies 1 and 2 (300 each), deterministic, so demo
 * users can belong to one and notification terms have varied fields to select on.
 */
export async function seedDemoCustomers(db: Executor): Promise<{ firstOfCompany1: string }> {
  for (const comId of [1, 2]) {
    const rows = Array.from({ length: customersPerCompany }, (_, index) =>
      customer(comId, index + 1),
    );
    await insertCustomersIfMissing(db, rows);
  }
  return { firstOfCompany1: custNoOf(1, 1) };
}
