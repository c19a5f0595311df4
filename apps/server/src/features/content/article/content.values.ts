import {
  aliasOf,
  allContentTypesFilter,
  actionType,
  contentLimits,
  contentTermFields,
  englishT,
  giftActionRouteType,
  giftActionsFilter,
  isContentType,
  type contentTermSchema,
  type TextKey,
} from '@bo/contract';
import type { z } from 'zod';
import { badRequest } from '../../../platform/http/errors.js';
import { cleanLongText } from '../../../platform/rich-text.js';

/** The article's values as the service checks them: its type filter, alias, text and terms. */

type TermBody = z.output<typeof contentTermSchema>;

/** Room left at the alias's end for '-<n>'. */
const aliasSuffixRoom = 10;

export const refuse = (field: string, key: TextKey) =>
  badRequest(key, undefined, { [field]: [englishT(key)] });

/** The list's type filter (B§2, B§9): 0 every type, 15 (or the route's 5) the gift actions. */
export function typeFilter(contentType: number): { contentType?: number; giftOnly: boolean } {
  if (contentType === allContentTypesFilter) return { giftOnly: false };
  if (contentType === giftActionsFilter || contentType === giftActionRouteType)
    return { contentType: actionType, giftOnly: true };
  if (isContentType(contentType)) return { contentType, giftOnly: false };
  throw badRequest(
    'contentTypeFilterUnknown',
    { type: contentType },
    {
      contentType: [englishT('contentTypeFilterUnknown', { type: contentType })],
    },
  );
}

/** The first of `base`, `base-2`, `base-3` … that no alias of `taken` is. */
export function freeAlias(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The alias a title or typed alias stands for: transliterated and cleaned, short enough for a suffix. */
export function aliasBase(typed: string, title: string): string {
  const base = aliasOf(typed || title) || aliasOf(title) || 'content';
  return base.slice(0, contentLimits.aliasMax - aliasSuffixRoom).replace(/-+$/, '');
}

/** The article text as stored: sanitised, and within its limit once sanitised. */
export function cleanText(html: string): string {
  const clean = cleanLongText(html);
  if (clean.length > contentLimits.textMax)
    throw badRequest(
      'contentTextTooLong',
      { max: contentLimits.textMax },
      { text: [englishT('contentTextTooLong', { max: contentLimits.textMax })] },
    );
  return clean;
}

/** A term's values: empty ones null; a term naming none is refused. */
export function termValues(term: TermBody) {
  const values = Object.fromEntries(
    contentTermFields.map((field) => [field, term[field]?.trim() || null]),
  ) as Record<(typeof contentTermFields)[number], string | null>;
  if (Object.values(values).every((value) => value === null))
    throw badRequest('termNeedsField', undefined, { term: [englishT('termNeedsField')] });
  return { ...values, active: term.active, exclude: term.exclude };
}
