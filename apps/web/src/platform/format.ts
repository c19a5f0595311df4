import type { Language } from '@bo/contract';
import { currentLanguage, i18n } from './i18n';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
/** Instants (created, sent, signed in) read as the interface language writes them. */
const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', dateTimeOptions),
  uk: new Intl.DateTimeFormat('uk-UA', dateTimeOptions),
};
const sizeFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    useGrouping: false,
  }),
  uk: new Intl.NumberFormat('uk-UA', {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    useGrouping: false,
  }),
};
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd/mm/yyyy in every language: the spec fixes en-GB for the dates of its
 * lists (DESIGN §5). A date-only `YYYY-MM-DD` is shown as it is, without a
 * time-zone shift.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const parts = dateOnly.exec(value);
    if (parts) return `${parts[3]}/${parts[2]}/${parts[1]}`;
  }
  const date = toDate(value);
  return date ? dateFormat.format(date) : String(value);
}

/** An instant with its time in the browser's time zone: 24/11/2026, 14:05 in English, 24.11.2026, 14:05 in Ukrainian. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? dateTimeFormats[currentLanguage()].format(date) : String(value);
}

/** "512 B", "12.5 KB", "3.2 MB" (in Ukrainian "12,5 КБ"); empty for no size (a folder). */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return i18n.t('sizeBytes', { size: bytes });
  const size = sizeFormats[currentLanguage()];
  if (bytes < 1024 * 1024) return i18n.t('sizeKilobytes', { size: size.format(bytes / 1024) });
  return i18n.t('sizeMegabytes', { size: size.format(bytes / (1024 * 1024)) });
}
