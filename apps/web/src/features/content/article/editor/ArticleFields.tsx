import {
  actionType,
  contentLimits,
  contentTypes,
  itemTypeOf,
  itemTypes,
  type Article,
} from '@bo/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnGrid } from '../../../../platform/ui/ColumnGrid';
import { FormCheckbox } from '../../../../platform/ui/form/FormCheckbox';
import { FormSelect, type SelectChoice } from '../../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../../platform/ui/form/FormTextField';
import type { ArticleFormValues } from '../articleForm';
import { ArticleDateFields } from './ArticleDateFields';
import { ArticlePictures } from './ArticlePictures';
import { ArticleTextField } from './ArticleTextField';
import { ParentField } from './ParentField';

/** A value shown and never edited (the company and the content id). */
function ReadOnlyValue({ label, value }: { label: string; value: number }) {
  return (
    <TextField
      label={label}
      value={value}
      variant="filled"
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

/** The characters of the short description out of its limit (B§9: 250). */
function DescriptionField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const description = useWatch({ control, name: 'description' });
  return (
    <FormTextField
      control={control}
      name="description"
      label={t('contentShortDescription')}
      required
      multiline
      minRows={3}
      helperText={t('contentCharacterCount', {
        length: description.length,
        max: contentLimits.descriptionMax,
      })}
    />
  );
}

/**
 * The fields of tab-1 (B§2), the same on the new-content form: read from the
 * article form of the screen (`useFormContext`). `article` is the stored one
 * (null for a new content): its ids, its pictures.
 */
export function ArticleFields({ article }: { article: Article | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const [contentType, isGift] = useWatch({ control, name: ['contentType', 'isGift'] });
  const typeChoices: readonly SelectChoice[] = [
    { value: 0, label: t('contentChooseType') },
    ...contentTypes.map((type) => ({ value: type.id, label: t(type.nameKey) })),
  ];
  const isAction = contentType === actionType;
  const giftItems = itemTypeOf(contentType, isAction && isGift) === itemTypes.gift;

  return (
    <ColumnGrid columns={{ xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 444px)' }}>
      <Stack spacing={2}>
        {article && (
          <ColumnGrid columns={{ xs: '1fr 1fr' }}>
            <ReadOnlyValue label={t('contentCompanyId')} value={article.comId} />
            <ReadOnlyValue label={t('contentId')} value={article.contentId} />
          </ColumnGrid>
        )}
        <FormSelect
          control={control}
          name="contentType"
          label={t('contentType')}
          required
          choices={typeChoices}
        />
        <FormTextField
          control={control}
          name="title"
          label={t('title')}
          required
          slotProps={{ htmlInput: { maxLength: contentLimits.titleMax } }}
        />
        <FormTextField
          control={control}
          name="alias"
          label={t('contentAlias')}
          helperText={t('contentAliasHint')}
          slotProps={{ htmlInput: { maxLength: contentLimits.aliasMax } }}
        />
        <ParentField contentId={article?.contentId ?? 0} />
        <ArticleDateFields />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <FormCheckbox control={control} name="active" label={t('active')} />
          {isAction && <FormCheckbox control={control} name="isGift" label={t('contentIsGift')} />}
          {giftItems && (
            <>
              <FormCheckbox control={control} name="incomeStop" label={t('contentIncomeStop')} />
              <FormCheckbox control={control} name="isFinished" label={t('contentIsFinished')} />
            </>
          )}
        </Stack>
        <DescriptionField />
        <ArticleTextField />
      </Stack>
      <ArticlePictures article={article} />
    </ColumnGrid>
  );
}
