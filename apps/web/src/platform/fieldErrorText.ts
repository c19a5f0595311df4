import { textOfEnglish } from '@bo/contract';
import type { TFunction } from 'i18next';

/**
 * The words of a field's error in the user's language. A rule of the
 * contract (a zod schema, `userCardErrors`) and an older server answer's
 * per-field `errors` word their refusals in English: words the catalogue
 * holds are shown as its text, with the parameters read back from them. Other
 * words (already in the user's language, or the server's own) are shown as
 * they came.
 */
export function fieldErrorText(words: string, t: TFunction): string {
  const known = textOfEnglish(words);
  return known ? t(known.key, known.params ?? {}) : words;
}
