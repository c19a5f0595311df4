import {
  contentGroupFieldsSchema,
  contentItemFieldsSchema,
  contentItemKeySchema,
  englishT,
  giftItemLimits,
  giftPicturePart,
  type ContentGroupFields,
  type ContentItemFields,
  type ContentItemKey,
  type TextKey,
  type TextParams,
} from '@bo/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../platform/http/errors.js';
import { readMultipart } from '../../../platform/http/multipart.js';

/**
 * Reading the multipart forms of the groups and items (B§7: every field is
 * text): names matched whatever their letter case, numbers and flags turned
 * into values, then the contract's schema with per-field texts of the catalogue.
 */

type FieldKind = 'whole' | 'decimal' | 'flag' | 'date' | 'text';

const groupFieldKinds: Record<keyof ContentGroupFields, FieldKind> = {
  contentId: 'whole',
  groupId: 'whole',
  giftGroup: 'text',
  sort: 'whole',
  parentGroupId: 'whole',
  maxOrderItems: 'whole',
};

const itemFieldKinds: Record<keyof ContentItemFields, FieldKind> = {
  contentId: 'whole',
  itemNo: 'text',
  navItemNo: 'text',
  groupId: 'whole',
  active: 'flag',
  quantity: 'whole',
  description: 'text',
  costPoints: 'decimal',
  maxOrderItems: 'whole',
  sort: 'whole',
  dateFrom: 'date',
  dateTo: 'date',
  prevItemNo: 'text',
  prevSort: 'whole',
};

/** What a form field reads as; an empty number or flag is left out (its default applies). */
function valueOf(kind: FieldKind, text: string): unknown {
  const trimmed = text.trim();
  const empty = trimmed === '' || trimmed === 'null' || trimmed === 'undefined';
  switch (kind) {
    case 'text':
      return text;
    case 'date':
      return empty ? null : trimmed;
    case 'flag': {
      if (empty) return undefined;
      const word = trimmed.toLowerCase();
      if (word === 'true' || word === '1' || word === 'on') return true;
      if (word === 'false' || word === '0' || word === 'off') return false;
      return trimmed;
    }
    case 'whole':
      if (empty) return undefined;
      return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
    case 'decimal': {
      if (empty) return undefined;
      const number = trimmed.replace(',', '.');
      return /^-?\d{1,15}(\.\d+)?$/.test(number) ? Number(number) : trimmed;
    }
  }
}

/** The fields this form knows, under their names and as values; others are dropped. */
function formValues(
  fields: Readonly<Record<string, string>>,
  kinds: Readonly<Record<string, FieldKind>>,
): Record<string, unknown> {
  const byLowerName = new Map(Object.keys(kinds).map((name) => [name.toLowerCase(), name]));
  const values: Record<string, unknown> = {};
  for (const [sent, text] of Object.entries(fields)) {
    const name = byLowerName.get(sent.toLowerCase());
    const kind = name ? kinds[name] : undefined;
    if (!name || !kind) continue;
    const value = valueOf(kind, text);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

export const groupFormValues = (fields: Readonly<Record<string, string>>) =>
  formValues(fields, groupFieldKinds);
export const itemFormValues = (fields: Readonly<Record<string, string>>) =>
  formValues(fields, itemFieldKinds);

const refuse = (field: string, key: TextKey, params?: TextParams) =>
  badRequest('giftFormFieldInvalid', { field }, { [field]: [englishT(key, params)] });

/** A refusal by a rule of the service: its text is the message and the field's error. */
export const fieldRefusal = (field: string, key: TextKey, params?: TextParams) =>
  badRequest(key, params, { [field]: [englishT(key, params)] });

/** The catalogue text of a broken rule of the schema. */
function issueText(
  issue: z.core.$ZodIssue,
  values: Record<string, unknown>,
): [TextKey, TextParams?] {
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'invalid_type' && values[field] === undefined) return ['requiredField'];
  if (issue.code === 'too_big' && issue.origin === 'string')
    return ['valueTooLong', { max: Number(issue.maximum) }];
  if (issue.code === 'too_small' && issue.origin === 'string') return ['requiredField'];
  if (issue.code === 'too_big' && issue.origin === 'number')
    return ['giftNumberTooBig', { max: Number(issue.maximum) }];
  if (issue.code === 'too_small' && issue.origin === 'number')
    return ['giftNumberTooSmall', { min: Number(issue.minimum) }];
  if (issue.code === 'not_multiple_of') return ['giftNumberDecimals'];
  return ['invalidValue'];
}

/** Parses with the schema; the first broken rule is refused, naming its field. */
function parsed<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, unknown>,
): z.output<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? 'body');
  const [key, params] = issue ? issueText(issue, values) : (['invalidValue'] as const);
  throw refuse(field, key, params);
}

export const readGroupFields = (values: Record<string, unknown>): ContentGroupFields =>
  parsed(contentGroupFieldsSchema, values);

const groupKeySchema = contentGroupFieldsSchema.pick({ contentId: true, groupId: true });

/** The group an update, a delete or a picture's removal names. */
export function readGroupKey(values: Record<string, unknown>): {
  contentId: number;
  groupId: number;
} {
  const key = parsed(groupKeySchema, values);
  if (key.groupId === 0) throw refuse('groupId', 'requiredField');
  return key;
}

/** B§5: item numbers over 20 characters are refused with the spec's 'Max 20 characters'. */
function checkItemNumbers(values: Record<string, unknown>): void {
  for (const field of ['itemNo', 'navItemNo', 'prevItemNo'] as const) {
    const value = values[field];
    if (typeof value === 'string' && value.trim().length > giftItemLimits.itemNoMax)
      throw badRequest('giftItemNoTooLong', undefined, {
        [field]: [englishT('giftItemNoTooLong')],
      });
  }
}

export function readItemFields(values: Record<string, unknown>): ContentItemFields {
  checkItemNumbers(values);
  return parsed(contentItemFieldsSchema, values);
}

const itemShape = contentItemFieldsSchema.shape;
const updateKeySchema = z.object({
  contentId: itemShape.contentId,
  itemNo: itemShape.itemNo.optional(),
  sort: itemShape.sort,
  prevItemNo: itemShape.prevItemNo,
  prevSort: itemShape.prevSort,
});

/** The row an update names: `prevItemNo` and `prevSort`, each falling back to `itemNo` and `sort`. */
export function readUpdateKey(values: Record<string, unknown>): {
  contentId: number;
  itemNo: string;
  sort: number;
} {
  checkItemNumbers(values);
  const sent = parsed(updateKeySchema, values);
  const itemNo = sent.prevItemNo ?? sent.itemNo;
  if (itemNo === undefined) throw refuse('itemNo', 'requiredField');
  return { contentId: sent.contentId, itemNo, sort: sent.prevSort ?? sent.sort };
}

/** The row a delete of an item names, from a form: its content, number and sort. */
export function readItemKey(values: Record<string, unknown>): ContentItemKey {
  checkItemNumbers(values);
  const { contentId, itemNo, sort } = parsed(contentItemKeySchema, values);
  return { contentId, itemNo, sort };
}

/** The media types of a delete's body: JSON or a multipart form (see `deleteKeyOf`). */
export const deleteBodyTypes = ['application/json', 'multipart/form-data'];

/**
 * The row a delete names. B§7 sends the group's delete (as the original
 * screens send their deletes) as a multipart form of the row's fields, read
 * here as the create and update forms are, a picture part ignored; this
 * product's screens send JSON, which comes checked by the route's schema.
 */
export async function deleteKeyOf<Key>(
  request: FastifyRequest,
  json: Key | null | undefined,
  fromForm: (fields: Record<string, string>) => Key,
): Promise<Key> {
  if (request.isMultipart())
    return fromForm((await readMultipart(request, [giftPicturePart])).fields);
  if (json === null || json === undefined) throw refuse('body', 'requiredField');
  return json;
}
