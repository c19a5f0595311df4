import { giftEntryStatusTextKeys, isGiftEntryStatus } from '@bo/contract';
import type { TFunction } from 'i18next';

/** A giftEntryStatus's name (DESIGN §5); a status the catalogue does not know shows its number. */
export function giftEntryStatusName(status: number, t: TFunction): string {
  return isGiftEntryStatus(status) ? t(giftEntryStatusTextKeys[status]) : String(status);
}
