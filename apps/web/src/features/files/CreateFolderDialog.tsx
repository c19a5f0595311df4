import { messages } from '@bo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../platform/ui/form/FormTextField';

/** A folder name: one path segment; the server cleans it and applies the remaining rules. */
export const folderNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.folderNameRequired)
    .max(255)
    .refine((name) => !/[\\/]/.test(name) && name !== '.' && name !== '..', messages.pathInvalid),
});
type FolderNameValues = z.infer<typeof folderNameSchema>;

export interface CreateFolderDialogProps {
  open: boolean;
  busy: boolean;
  onCreate: (name: string) => void;
  onClose: () => void;
}

export function CreateFolderDialog({ open, busy, onCreate, onClose }: CreateFolderDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm<FolderNameValues>({
    resolver: zodResolver(folderNameSchema),
    defaultValues: { name: '' },
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
        <DialogTitle id={titleId}>Create folder</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label="Folder name"
            required
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
