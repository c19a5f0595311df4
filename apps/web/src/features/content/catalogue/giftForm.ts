import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A whole-number field (its text), from 0 to `max`: the number. */
export function wholeNumberText(t: TFunction, max: number) {
  const message = t('giftScreenWholeNumber', { max });
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().max(max, message));
}

/** A points field (its text): 0 to `max`, at most 2 decimals, '.' or ','. */
export function pointsText(t: TFunction, max: number) {
  const message = t('giftScreenCostPointsInvalid', { max });
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}([.,]\d{1,2})?$/, message)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(z.number().max(max, message));
}

/** Today in the browser's calendar, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
