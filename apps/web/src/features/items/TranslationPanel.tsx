import type { ItemCard, ItemLanguage, TranslationFields as Fields } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../platform/ui/useNotify';
import { useUnsavedChangesGuard } from '../../platform/ui/useUnsavedChangesGuard';
import { useSaveTranslation } from './items.api';
import { languageName } from './languageName';
import { emptyTranslation, TranslationFields } from './TranslationFields';

const fieldsOf = (translation: Fields | null): Fields =>
  translation
    ? {
        description: translation.description,
        searchDescription: translation.searchDescription,
        shortText: translation.shortText,
        longText: translation.longText,
      }
    : emptyTranslation;

/**
 * A translation tab of the item card (C§2.2, C§4.2): the four fields, the
 * warning bar while they differ from the saved ones, Restore and Update for
 * an existing translation, Add for an empty one.
 */
export function TranslationPanel({ item, lang }: { item: ItemCard; lang: ItemLanguage }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveTranslation();
  const saved = item.translates[lang];
  const { control, handleSubmit, reset, formState } = useForm<Fields>({
    defaultValues: fieldsOf(saved),
  });
  const { isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);
  // What the last save here answered: a translation (Update from now on) or, all four
  // fields emptied, none (the server removes it: Add again), before the card's reload says so.
  const [savedHere, setSavedHere] = useState<boolean | null>(null);
  const exists = savedHere ?? saved !== null;

  // A translation saved elsewhere (the translate screen, another tab) shows when nothing is being edited.
  const shownSaved = useRef(saved);
  useEffect(() => {
    if (saved === shownSaved.current) return;
    shownSaved.current = saved;
    setSavedHere(null);
    if (!isDirty) reset(fieldsOf(saved));
  }, [saved, isDirty, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { lang, itemNo: item.itemNo, ...values },
      {
        onSuccess: (answer) => {
          // The saved values are what Restore goes back to from now on.
          reset(fieldsOf(answer));
          setSavedHere(Object.values(fieldsOf(answer)).some((value) => value !== ''));
          // A save that changed nothing wrote nothing: say so rather than 'Successfully saved!'.
          if (answer.changed) notify(t('translationSaved'), { severity: 'success' });
          else notify(t('translateUnchanged'), { severity: 'info' });
        },
      },
    ),
  );

  const busy = save.isPending;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('translationInto', { language: languageName(lang, t) })}
    >
      {isDirty && <Alert severity="warning">{t('languageChanged')}</Alert>}
      <TranslationFields control={control} disabled={busy} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {exists ? (
          <>
            <Button onClick={() => reset()} disabled={!isDirty || busy}>
              {t('restore')}
            </Button>
            <Button type="submit" variant="contained" disabled={!isDirty || busy}>
              {t('update')}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="contained" disabled={!isDirty || busy}>
            {t('add')}
          </Button>
        )}
      </Stack>
      {guard.dialog}
    </Stack>
  );
}
