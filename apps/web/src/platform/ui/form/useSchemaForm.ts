import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** A form's rules: a zod schema, or a function of `t` building it in the user's language. */
export type FormSchema<TValues extends FieldValues, TOutput> =
  z.ZodType<TOutput, TValues> | ((t: TFunction) => z.ZodType<TOutput, TValues>);

/**
 * A react-hook-form form checked by a zod schema. A schema given as a function
 * of `t` is built once a language; one given as is is used as it comes.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>(
  schema: FormSchema<TValues, TOutput>,
  defaultValues: DefaultValues<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  const { t } = useTranslation();
  const rules = useMemo(() => (typeof schema === 'function' ? schema(t) : schema), [schema, t]);
  return useForm<TValues, unknown, TOutput>({ resolver: zodResolver(rules), defaultValues });
}
