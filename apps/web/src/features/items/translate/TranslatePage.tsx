import {
  isItemLanguage,
  itemLanguageCodes,
  normaliseItemNo,
  type ItemLanguage,
  type ItemTranslation,
  type TranslationFields as Fields,
} from '@bo/contract';
import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../platform/shell/useDocumentTitle';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { useConfirm } from '../../../platform/ui/useConfirm';
import { useNotify } from '../../../platform/ui/useNotify';
import { useUnsavedChangesGuard } from '../../../platform/ui/useUnsavedChangesGuard';
import { itemPaths } from '../itemPaths';
import { ItemScreenHead } from '../ItemScreenHead';
import { useItemLanguages, useItemTranslation, useSaveTranslation } from '../items.api';
import { languageName } from '../languageName';
import { TranslationFields } from '../TranslationFields';
import { ItemSearchDialog } from './ItemSearchDialog';

const langKey = 'lang';

const fieldsOf = ({ description, searchDescription, shortText, longText }: Fields): Fields => ({
  description,
  searchDescription,
  shortText,
  longText,
});

interface TranslateFormProps {
  formId: string;
  translation: ItemTranslation;
  onDirtyChange: (dirty: boolean) => void;
}

/** The four text areas of one item and language; submitted by the toolbar's Save. */
function TranslateForm({ formId, translation, onDirtyChange }: TranslateFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveTranslation();
  const { control, handleSubmit, reset, formState } = useForm<Fields>({
    defaultValues: fieldsOf(translation),
  });
  const { isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { itemNo: translation.itemNo, lang: translation.lang, ...values },
      {
        onSuccess: (saved) => {
          reset(fieldsOf(saved));
          // A save that changed nothing wrote nothing: say so rather than 'Saved!'.
          if (saved.changed) notify(t('translateSaved'), { severity: 'success' });
          else notify(t('translateUnchanged'), { severity: 'info' });
        },
      },
    ),
  );

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      aria-label={t('translationInto', { language: languageName(translation.lang, t) })}
      onSubmit={(event) => void onSubmit(event)}
    >
      {isDirty && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('languageChanged')}
        </Alert>
      )}
      <TranslationFields control={control} disabled={save.isPending} />
      {guard.dialog}
    </Box>
  );
}

/** /admin/analytics/translate/{itemNo} (A§2): the item search, a language, the four texts, Save. */
export function TranslatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const formId = useId();
  const itemNo = normaliseItemNo(useParams().itemNo ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenLang = searchParams.get(langKey) ?? '';
  const lang: ItemLanguage = isItemLanguage(chosenLang) ? chosenLang : itemLanguageCodes[0];
  const languages = useItemLanguages();
  const translation = useItemTranslation(itemNo, lang);
  const [searching, setSearching] = useState(itemNo === '');
  const [dirty, setDirty] = useState(false);
  useDocumentTitle(itemNo || null);

  const chooseLanguage = async (next: string) => {
    if (next === lang) return;
    // The form of one language is dropped for another's: ask first when it holds edits.
    if (
      dirty &&
      !(await confirm({
        title: t('unsavedChangesTitle'),
        text: t('unsavedChanges'),
        confirmLabel: t('leave'),
        cancelLabel: t('stay'),
      }))
    ) {
      return;
    }
    setDirty(false);
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set(langKey, next);
      return params;
    });
  };

  const chooseItem = (chosen: string) => {
    setSearching(false);
    void navigate(`${itemPaths.translate(chosen)}?${langKey}=${lang}`);
  };

  const languageChoices =
    languages.data ?? itemLanguageCodes.map((code) => ({ lang: code, name: code }));

  let body;
  if (itemNo === '') body = <Alert severity="info">{t('chooseItemToTranslate')}</Alert>;
  else if (translation.isError) {
    body = <ErrorAlert error={translation.error} onRetry={() => void translation.refetch()} />;
  } else if (!translation.data) body = <LinearProgress />;
  else {
    body = (
      <TranslateForm
        key={`${itemNo}:${lang}`}
        formId={formId}
        translation={translation.data}
        onDirtyChange={setDirty}
      />
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ItemScreenHead
        crumbs={[
          ...(itemNo ? [{ key: 'card', label: itemNo, to: itemPaths.card(itemNo) }] : []),
          { key: 'translate', label: t('itemTranslate') },
        ]}
        title={itemNo ? t('itemTranslateOf', { itemNo }) : t('itemTranslate')}
        rowGap={1.5}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button startIcon={<SearchIcon />} onClick={() => setSearching(true)}>
              {t('findItem')}
            </Button>
            <TextField
              select
              size="small"
              label={t('language')}
              value={lang}
              onChange={(event) => void chooseLanguage(event.target.value)}
              fullWidth={false}
              sx={{ minWidth: 160 }}
            >
              {languageChoices.map((choice) => (
                <MenuItem key={choice.lang} value={choice.lang}>
                  {languageName(choice.lang, t)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              startIcon={<SaveIcon />}
              // Nothing to save until a text differs from the saved one, as the item card's Update.
              disabled={!translation.data || !dirty}
            >
              {t('save')}
            </Button>
          </Stack>
        }
      />
      {body}
      <ItemSearchDialog
        open={searching}
        onClose={() => setSearching(false)}
        onChoose={chooseItem}
      />
    </Paper>
  );
}
