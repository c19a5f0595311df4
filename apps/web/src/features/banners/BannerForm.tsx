import {
  bannerDefaultSort,
  bannerFormSchema,
  bannerPictureSizes,
  bannerTypes,
  englishT,
  type TextKey,
  type Banner,
  type BannerPictureField,
} from '@bo/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCheckbox } from '../../platform/ui/form/FormCheckbox';
import { FormSelect, type SelectChoice } from '../../platform/ui/form/FormSelect';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useRecordForm } from '../../platform/ui/form/useRecordForm';
import { PictureField } from '../../platform/ui/PictureField';
import { RecordScreen } from '../../platform/ui/RecordScreen';
import { useNotify } from '../../platform/ui/useNotify';
import { bannerPaths } from './bannerPaths';
import { useDeleteBanner, useDeleteBannerPicture, useSaveBanner } from './banners.api';

const { shape } = bannerFormSchema;

/** The form's own rules (C§5) on top of the contract's limits. */
const bannerFormValuesSchema = (t: TFunction) =>
  z.object({
    bannerType: z.number().int().min(1, t('bannerTypeRequired')),
    // A text field gives a string; the server applies the contract's upper limit.
    sort: z
      .string()
      .trim()
      .min(1, t('requiredField'))
      .transform(Number)
      .pipe(z.number().int().min(0)),
    active: z.boolean(),
    title: shape.title.min(1, t('requiredField')),
    ref: shape.ref.min(1, t('requiredField')),
    picFile: z.instanceof(File).nullable(),
    catalogPicFile: z.instanceof(File).nullable(),
  });
type BannerFormInput = z.input<ReturnType<typeof bannerFormValuesSchema>>;
type BannerFormOutput = z.output<ReturnType<typeof bannerFormValuesSchema>>;

const typeChoices = (t: TFunction): readonly SelectChoice[] => [
  { value: 0, label: t('chooseType') },
  ...bannerTypes.map((type) => ({ value: type.id, label: t(type.nameKey) })),
];

const pictures: readonly { field: BannerPictureField; heading: TextKey }[] = [
  { field: 'picFile', heading: 'mainPicture' },
  { field: 'catalogPicFile', heading: 'cataloguePicture' },
];

function formValues(banner: Banner | null): BannerFormInput {
  return {
    bannerType: banner?.bannerType ?? 0,
    sort: String(banner?.sort ?? bannerDefaultSort),
    active: banner?.active ?? true,
    title: banner?.title ?? '',
    ref: banner?.ref ?? '',
    picFile: null,
    catalogPicFile: null,
  };
}

/** The first rule a rejected form breaks, as the snackbar of C§5. */
function validationMessage(errors: FieldErrors<BannerFormInput>, t: TFunction): string | null {
  if (errors.bannerType) return t('bannerTypeRequired');
  // The contract's link rule (http, https or a path on the site) words its own message, in English.
  const unsafeLink = errors.ref?.message === englishT('bannerLinkInvalid');
  if (errors.title || (errors.ref && !unsafeLink)) return t('bannerRequiredFields');
  if (unsafeLink) return t('bannerLinkInvalid');
  return null;
}

/** Create (banner null) or edit one banner. */
export function BannerForm({ banner }: { banner: Banner | null }) {
  const { t } = useTranslation();
  const bannerId = banner?.bannerId ?? 0;
  const notify = useNotify();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const deletePicture = useDeleteBannerPicture();

  const { form, guard, leave, deleteRecord } = useRecordForm<BannerFormInput, BannerFormOutput>(
    bannerFormValuesSchema,
    formValues(banner),
  );
  const { control, handleSubmit, reset } = form;

  const handleSaved = async (saved: Banner) => {
    reset(formValues(saved));
    if (bannerId > 0) {
      notify(t('bannerEdited'), { severity: 'success' });
      return;
    }
    await leave(t('bannerCreated'), bannerPaths.edit(saved.bannerId), { replace: true });
  };

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate({ ...values, bannerId }, { onSuccess: (saved) => void handleSaved(saved) }),
    (errors) => {
      const message = validationMessage(errors, t);
      if (message) notify(message, { severity: 'error' });
    },
  );

  const handleDelete = async () => {
    if (!banner) return;
    await deleteRecord({
      title: t('deleteBanner'),
      text: t('bannerDeleteConfirm', { title: banner.title }),
      onConfirm: () => remove.mutateAsync(banner.bannerId),
      deletedText: t('bannerDeleted'),
      path: bannerPaths.list,
    });
  };

  const deleteStoredPicture = (field: BannerPictureField) => async () => {
    if (!banner) return;
    await deletePicture.mutateAsync({ banner, field });
    notify(t('bannerPictureDeleted'), { severity: 'success' });
  };

  const busy = save.isPending || remove.isPending;

  return (
    <RecordScreen
      title={banner ? t('editBanner') : t('newBanner')}
      list={{ path: bannerPaths.list, title: t('banners') }}
      onSubmit={onSubmit}
      busy={busy}
      onDelete={banner ? handleDelete : undefined}
      deleteLabel={t('deleteBanner')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        }}
      >
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FormSelect
            control={control}
            name="bannerType"
            label={t('bannerType')}
            choices={typeChoices(t)}
          />
          <FormTextField
            control={control}
            name="sort"
            label={t('sort')}
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <FormCheckbox control={control} name="active" label={t('active')} />
          <FormTextField control={control} name="title" label={t('title')} required />
          <FormTextField control={control} name="ref" label={t('link')} required />
        </Stack>
        <Stack spacing={3}>
          {pictures.map(({ field, heading }) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange } }) => (
                <PictureField
                  heading={t(heading)}
                  size={bannerPictureSizes[field]}
                  currentUrl={banner?.[field] ?? null}
                  file={value}
                  onFileChange={onChange}
                  onDelete={banner ? deleteStoredPicture(field) : undefined}
                  disabled={busy}
                />
              )}
            />
          ))}
        </Stack>
      </Box>
      {guard.dialog}
    </RecordScreen>
  );
}
