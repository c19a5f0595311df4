import {
  contentPictureFields,
  contentPictureSizes,
  type Article,
  type ContentPictureField,
  type TextKey,
} from '@bo/contract';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PictureField } from '../../../../platform/ui/PictureField';
import type { ArticleFormValues } from '../articleForm';
import { useDeleteArticlePicture } from './content.api';

const headings = {
  picFile: 'mainPicture',
  thumbFile: 'contentThumbnail',
  slideFile: 'contentSliderPicture',
} as const satisfies Record<ContentPictureField, TextKey>;

/**
 * The three pictures with their recommended sizes (DESIGN §9). A chosen file
 * goes with the next save; a stored picture is deleted at once (DeletePic).
 */
export function ArticlePictures({ article }: { article: Article | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const deletePicture = useDeleteArticlePicture();
  return (
    <Stack spacing={3}>
      {contentPictureFields.map((field) => (
        <Controller
          key={field}
          control={control}
          name={`pictures.${field}`}
          render={({ field: { value, onChange } }) => (
            <PictureField
              heading={t(headings[field])}
              size={contentPictureSizes[field]}
              currentUrl={article?.[field] ?? null}
              file={value ?? null}
              onFileChange={(file) => onChange(file ?? undefined)}
              onDelete={article ? () => deletePicture.mutateAsync({ article, field }) : undefined}
            />
          )}
        />
      ))}
    </Stack>
  );
}
