/** Whether `value` is one of `values`: the type guard of a list of literals (`as const`). */
export const isOneOf = <T>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
