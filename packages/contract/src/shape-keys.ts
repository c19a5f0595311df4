import type { z } from 'zod';

/** Zod object shapes and masks built from lists of keys. */

/**
 * The mask zod's `pick` and `omit` take for `keys`: each key set to true, in
 * the order given (a picked object keeps that order).
 */
export function keyMask<Key extends string>(keys: readonly Key[]): Partial<Record<Key, true>> {
  const mask: Partial<Record<Key, true>> = {};
  for (const key of keys) mask[key] = true;
  return mask;
}

/** The fields `names`, in that order, each the schema `field` makes for it. */
export const fieldsNamed = <Name extends string, Field extends z.ZodType>(
  names: readonly Name[],
  field: (name: Name) => Field,
) => Object.fromEntries(names.map((name) => [name, field(name)])) as Record<Name, Field>;

/** The fields named by the keys of `record`, in their order, each the schema `field` makes for it. */
export const fieldsOf = <Name extends string, Field extends z.ZodType>(
  record: Readonly<Record<Name, unknown>>,
  field: (name: Name) => Field,
) => fieldsNamed(Object.keys(record) as Name[], field);
