import { itemFileDescriptions, type TextKey } from '@bo/contract';
import type { TFunction } from 'i18next';

/** The catalogue keys of the FileDescript values (DESIGN §9), in the contract's order. */
const descriptionKeys: Record<(typeof itemFileDescriptions)[number]['id'], TextKey> = {
  1: 'fileDescriptMainPhoto',
  2: 'fileDescriptPhoto',
  3: 'fileDescriptDrawing',
  4: 'fileDescriptCertificate',
  5: 'fileDescriptInstruction',
  6: 'fileDescriptVideo',
  7: 'fileDescriptManufacturerPage',
};

const isDescriptionId = (id: number): id is keyof typeof descriptionKeys => id in descriptionKeys;

/** A FileDescript in the user's language; an unknown value as its number. */
export function fileDescriptionText(id: number, t: TFunction): string {
  return isDescriptionId(id) ? t(descriptionKeys[id]) : String(id);
}

/** The choices of the description select, in the contract's order. */
export const fileDescriptionChoices = (t: TFunction) =>
  itemFileDescriptions.map(({ id }) => ({ value: id, label: fileDescriptionText(id, t) }));
