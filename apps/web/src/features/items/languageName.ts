import { itemLanguages } from '@bo/contract';
import type { TFunction } from 'i18next';

/** A language of the item cards by name in the user's language ('Ukrainian'); an unknown code as it is. */
export function languageName(lang: string, t: TFunction): string {
  const language = itemLanguages.find((entry) => entry.lang === lang);
  return language ? t(language.nameKey) : lang;
}
