import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useSchemaForm } from '../../platform/ui/form/useSchemaForm';

/** A folder name: one path segment; the server cleans it and applies the remaining rules. */
const folderNameSchema = (t: TFunction) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, t('folderNameRequired'))
      .max(255)
      .refine((name) => !/[\\/]/.test(name) && name !== '.' && name !== '..', t('pathInvalid')),
  });
type FolderNameValues = z.infer<ReturnType<typeof folderNameSchema>>;

interface CreateFolderDialogProps {
  open: boolean;
  busy: boolean;
  onCreate: (name: string) => void;
  onClose: () => void;
}

export function CreateFolderDialog({ open, busy, onCreate, onClose }: CreateFolderDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit, reset } = useSchemaForm<FolderNameValues>(folderNameSchema, {
    name: '',
  });
  const onSubmit = handleSubmit(({ name }) => onCreate(name));

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => reset() } }}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('createFolder')}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label={t('folderName')}
            required
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
