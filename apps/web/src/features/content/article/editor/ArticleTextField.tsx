import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../../../../platform/ui/richText/LazyRichText';
import type { ArticleFormValues } from '../articleForm';
import { useFileManagerPicker } from './useFileManagerPicker';

/** The article's rich text (B§2), a picture inserted from the file manager. */
export function ArticleTextField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const picker = useFileManagerPicker();
  return (
    <>
      <Controller
        control={control}
        name="text"
        render={({ field: { value, onChange, onBlur } }) => (
          <LazyRichTextEditor
            label={t('contentText')}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            pickPicture={picker.pick}
          />
        )}
      />
      {picker.dialog}
    </>
  );
}
