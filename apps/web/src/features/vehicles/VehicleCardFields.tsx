import { vehicleLimits } from '@bo/contract';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../platform/ui/form/FormCheckbox';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { PictureField } from '../../platform/ui/PictureField';

/**
 * Active, and Manual once the record exists: read-only, the server's (created
 * here or imported, C§3).
 */
export function ActiveAndManual<Values extends FieldValues & { active: boolean; manual: boolean }>({
  control,
  stored,
}: {
  control: Control<Values>;
  /** The record is stored (not a new one). */
  stored: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2}>
      <FormCheckbox control={control} name={'active' as Path<Values>} label={t('active')} />
      {stored && (
        <FormCheckbox
          control={control}
          name={'manual' as Path<Values>}
          label={t('vehicleManual')}
          disabled
        />
      )}
    </Stack>
  );
}

/** The sort of a model or a modification: a whole number from 0 to the catalogue's most (C§3). */
export function VehicleSortField<Values extends FieldValues & { sort: string }>({
  control,
}: {
  control: Control<Values>;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'sort' as Path<Values>}
      label={t('sort')}
      type="number"
      slotProps={{ htmlInput: { min: 0, max: vehicleLimits.sortMax, step: 1 } }}
    />
  );
}

/** The flags of a mark or a model (C§3), one checkbox each. */
export function VehicleFlags<Values extends FieldValues>({
  control,
  flags,
}: {
  control: Control<Values>;
  flags: readonly Path<Values>[];
}) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('vehicleFlags')}</FormLabel>
      <FormGroup row>
        {flags.map((flag) => (
          // The flags are the catalogue's codes (C§3), shown as such.
          <FormCheckbox key={flag} control={control} name={flag} label={flag.toUpperCase()} />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** The fields of a model or a modification, and its 500x500 picture (the form's `file`) beside them. */
export function WithVehiclePicture<Values extends FieldValues & { file: File | null }>({
  control,
  currentUrl,
  disabled,
  onDelete,
  children,
}: {
  control: Control<Values>;
  /** The stored picture's URL. */
  currentUrl: string | null;
  disabled: boolean;
  /** Deletes the stored picture at once (PictureField asks first); none for a new record. */
  onDelete?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
      }}
    >
      {children}
      <Controller
        control={control}
        name={'file' as Path<Values>}
        render={({ field: { value, onChange } }) => (
          <PictureField
            heading={t('vehicleImage')}
            size={vehicleLimits.pictureSize}
            currentUrl={currentUrl}
            file={value}
            onFileChange={onChange}
            onDelete={onDelete}
            disabled={disabled}
          />
        )}
      />
    </Box>
  );
}
