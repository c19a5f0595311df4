import { itemFileDescriptionName, itemFileDescriptions } from '@bo/contract';
import type { TFunction } from 'i18next';

/** A FileDescript in the user's language; an unknown value as its number. */
export function fileDescriptionText(id: number, t: TFunction): string {
  return itemFileDescriptionName(id, t);
}

/** The choices of the description select, in the contract's order. */
export const fileDescriptionChoices = (t: TFunction) =>
  itemFileDescriptions.map(({ id, nameKey }) => ({ value: id, label: t(nameKey) }));
