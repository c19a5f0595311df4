import { bugStatuses, bugStatusKey, type CodeChoice } from '@bo/contract';
import type { TFunction } from 'i18next';

/** A status in the user's language; an unknown one as its number. */
export function bugStatusText(status: number, t: TFunction): string {
  const key = bugStatusKey(status);
  return key ? t(key) : String(status);
}

/** The statuses as choices of a select, in their order. */
export const bugStatusChoices = (t: TFunction): CodeChoice[] =>
  bugStatuses.map((status) => ({ value: status, name: bugStatusText(status, t) }));
