import { itemTextLimits, type TranslationFields as Fields } from '@bo/contract';
import Stack from '@mui/material/Stack';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { LazyRichTextEditor } from '../../platform/ui/richText/LazyRichText';

/** An empty translation: what the form shows for a language with none saved. */
export const emptyTranslation: Fields = {
  description: '',
  searchDescription: '',
  shortText: '',
  longText: '',
};

/** The plain-text fields of a translation, each labelled by the catalogue key of its name. */
const plainFields: readonly {
  name: 'description' | 'searchDescription' | 'shortText';
  minRows?: number;
}[] = [{ name: 'description' }, { name: 'searchDescription' }, { name: 'shortText', minRows: 3 }];

/** The four fields of a translation (C§2.2, A§2); the long text is rich text. */
export function TranslationFields({
  control,
  disabled = false,
}: {
  control: Control<Fields>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {plainFields.map(({ name, minRows }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(name)}
          multiline
          minRows={minRows}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: itemTextLimits[name] } }}
        />
      ))}
      <Controller
        control={control}
        name="longText"
        render={({ field }) => (
          <LazyRichTextEditor
            label={t('longText')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        )}
      />
    </Stack>
  );
}
