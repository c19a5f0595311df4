import type { Executor } from '../db/database.js';
import { customers } from '../db/platform.schema.js';

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

/** A few customers per company, deterministic, so demo users can belong to one. */
export async function demoCustomers(db: Executor): Promise<{ firstOfCompany1: string }> {
  const rows: (typeof customers.$inferInsert)[] = [];
  for (const comId of [1, 2]) {
    for (let i = 1; i <= 40; i++) {
      const custNo = `C${comId}${String(i).padStart(5, '0')}`;
      const [salespersonCode, salespersonName] =
        salespeople[i % salespeople.length] ?? salespeople[0];
      rows.push({
        comId,
        custNo,
        name: `${firstWords[i % firstWords.length]} ${secondWords[i % secondWords.length]} ${i}`,
        eMail: `${custNo.toLowerCase()}@example.com`,
        phone: `+380 44 ${String(1000000 + i * 7919).slice(0, 7)}`,
        mainCode: custNo,
        respCenter: respCenters[i % respCenters.length] ?? '',
        salespersonCode,
        salespersonName,
        legalEntity: i % 2 === 0 ? 'LLC' : 'PE',
        balance: ((i * 1234.56) % 50000).toFixed(2),
        balanceDate: '2026-10-31',
      });
    }
  }
  await db.insert(customers).values(rows).onConflictDoNothing();
  return { firstOfCompany1: 'C100001' };
}
