import { notificationStatusIds, notificationTypes, templatePlaceholders } from '@bo/contract';
import type { AppDeps } from '../../platform/feature.js';
import { customersWithBalanceDate } from '../customers/index.js';
import { insertNotificationRows, type NewNotificationRow } from './notifications.repository.js';

const [debtType] = notificationTypes;
const comments = [
  'The invoice of 12 October is already paid',
  'Please send the reconciliation act',
  'Agreed, payment next week',
  'Our figure differs by one delivery',
];
const hour = 3_600_000;

function debtMessage(balanceDate: string, balance: string): string {
  const [year, month, day] = balanceDate.split('-');
  return debtType.template
    .replace(templatePlaceholders.date, `${day}/${month}/${year}`)
    .replace(templatePlaceholders.debt, Number(balance).toFixed(2));
}

/**
 * Debt notifications for the lists: 40 in company 1 across the five statuses
 * (some postponed with a delay date and count, some with a customer's comment)
 * and 5 in company 2, made from the demo customers.
 */
export async function seedDemoNotifications({ db }: AppDeps): Promise<void> {
  const now = Date.now();
  const rows: NewNotificationRow[] = [];
  for (const [comId, wanted] of [
    [1, 40],
    [2, 5],
  ] as const) {
    const recipients = await customersWithBalanceDate(db, comId);
    // Every seventh customer: both balance dates, debts and credits, some branches.
    const chosen = recipients.filter((_, index) => index % 7 === 0).slice(0, wanted);
    chosen.forEach((customer, index) => {
      const balanceDate = customer.balanceDate ?? '2026-10-31';
      const status = (index % 5) + 1;
      const postponed = status === notificationStatusIds.postponed;
      rows.push({
        comId,
        custNo: customer.custNo,
        custName: customer.name,
        type: debtType.type,
        status,
        created: new Date(now - (index * 7 + 1) * hour),
        balanceDate,
        balance: customer.balance,
        delayDate: postponed ? `2026-11-${String(24 + (index % 6)).padStart(2, '0')}` : null,
        delayCount: postponed ? 1 + (index % 3) : 0,
        message: debtMessage(balanceDate, customer.balance),
        userComment:
          status >= notificationStatusIds.agreed && index % 3 === 0
            ? (comments[index % comments.length] ?? '')
            : '',
        createdBy: comId === 1 ? 'notificationmanager' : 'admin2',
      });
    });
  }
  await insertNotificationRows(db, rows);
}
