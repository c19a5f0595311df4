import { registrationRequestType } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import type { AppDeps } from '../../platform/feature.js';
import { customerCodes } from '../customers/index.js';
import { portalAccounts } from '../users/index.js';
import { insertRequests, type NewRequestRow } from './requests.repository.js';

const firstNames = [
  'Olena',
  'Taras',
  'Iryna',
  'Andrii',
  'Natalia',
  'Oleksandr',
  'Kateryna',
  'Serhii',
  'Marta',
  'Dmytro',
  'Yulia',
  'Bohdan',
  'Sofia',
  'Volodymyr',
];
const lastNames = [
  'Kovalenko',
  'Shevchenko',
  'Bondarenko',
  'Tkachenko',
  'Kravchenko',
  'Melnyk',
  'Boyko',
  'Oliinyk',
  'Lysenko',
  'Marchenko',
  'Savchenko',
];
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The request types and statuses in turn, so that every filter choice has
 * rows in each company (the first ten cover them all); the newest requests are
 * new registrations, ready to be approved.
 */
const shapes: [type: number, status: number][] = [
  [1, 1],
  [1, 1],
  [1, 1],
  [2, 1],
  [1, 2],
  [1, 1],
  [3, 1],
  [1, 5],
  [2, 4],
  [1, 3],
  [1, 4],
  [3, 4],
  [1, 4],
  [2, 5],
  [1, 2],
  [3, 2],
  [1, 3],
  [2, 4],
  [1, 5],
  [1, 4],
];

/**
 * Customer codes for demo requests: customers without portal users, codes from
 * C{comId}00041 upward first, so the demo users' own customers are left alone.
 */
async function requestCustomers(db: Executor, comId: number): Promise<string[]> {
  const taken = await portalAccounts.customerCodesWithAccounts(db, comId);
  const free = (await customerCodes(db, comId)).filter((custNo) => !taken.has(custNo));
  // The demo codes are C and digits of one length: text order is the database's order too.
  const first = `C${comId}00041`;
  return [...free.filter((custNo) => custNo >= first), ...free.filter((custNo) => custNo < first)];
}

/** About 40 requests in company 1 and 10 in company 2, over the last 60 days. */
export async function seedDemoRequests({ db }: AppDeps): Promise<void> {
  const now = Date.now();
  const rows: NewRequestRow[] = [];
  for (const [comId, total] of [
    [1, 40],
    [2, 10],
  ] as const) {
    const codes = await requestCustomers(db, comId);
    if (codes.length === 0) continue;
    for (let i = 0; i < total; i++) {
      const [type, status] = shapes[i % shapes.length] ?? [registrationRequestType, 1];
      const first = firstNames[(i * 5 + comId) % firstNames.length] ?? 'Olena';
      const last = lastNames[(i * 3 + comId) % lastNames.length] ?? 'Kovalenko';
      const created = new Date(now - (i * 60 * dayMs) / total - ((i * 37) % 600) * 60_000);
      rows.push({
        comId,
        custNo: codes[i % codes.length] ?? '',
        type,
        status,
        fullName: `${first} ${last}`,
        eMail: `${first}.${last}${i}@example.com`.toLowerCase(),
        phone: `+380 ${50 + (i % 4) * 13} ${String(1_000_000 + i * 48_271 + comId * 911).slice(-7)}`,
        ip: null,
        createdDate: created,
        updated: created,
      });
    }
  }
  // Oldest first, so that ids grow with the dates as they would in use.
  rows.sort((a, b) => (a.createdDate?.getTime() ?? 0) - (b.createdDate?.getTime() ?? 0));
  await insertRequests(db, rows);
}
