import { ApiError, brokenArticleRule, englishT } from '@bo/contract';
import { useCallback } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../platform/ui/useNotify';
import type { ArticleFormValues } from '../articleForm';
import type { ArticleForm } from './useArticleForm';

/**
 * What a save of the article form says when it cannot go: `check` the first
 * rule of B§5 the values break (its text in a snackbar and on its field,
 * false), `showFailure` a refused save on the fields it names (its snackbar
 * comes from the save hooks' `notifyFailure()`).
 */
export function useArticleChecks({ setError, getValues, dateSet }: ArticleForm) {
  const { t } = useTranslation();
  const notify = useNotify();

  const check = useCallback(
    (values: ArticleFormValues): boolean => {
      const broken = brokenArticleRule({ ...values, dateSet: dateSet() });
      if (!broken) return true;
      // In English: the field shows a catalogue text in the user's language (fieldErrorText).
      setError(broken.field as FieldPath<ArticleFormValues>, {
        type: 'rule',
        message: englishT(broken.key),
      });
      notify(t(broken.key), { severity: 'error' });
      return false;
    },
    [setError, notify, t, dateSet],
  );

  const showFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      const fields = getValues();
      for (const [field, [message]] of Object.entries(error.errors ?? {})) {
        if (message && field in fields)
          setError(field as FieldPath<ArticleFormValues>, { type: 'server', message });
      }
    },
    [getValues, setError],
  );

  return { check, showFailure };
}
