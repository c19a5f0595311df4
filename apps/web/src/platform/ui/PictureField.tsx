import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from './FilePickerButton';
import { usePictureCheck } from './form/usePictureCheck';
import { useConfirmDelete } from './useConfirm';
import { useObjectUrl } from './useObjectUrl';

export const acceptedPictureTypes = 'image/png,image/jpeg,image/gif,image/webp';

interface PictureFieldProps {
  /**
   * Heading of the group, e.g. 'Main picture'; the file input is labelled
   * 'Choose main picture' and the delete button says 'Delete main picture'.
   */
  heading: string;
  size: { width: number; height: number };
  /** URL of the stored picture, or null. */
  currentUrl: string | null;
  /** The chosen, not yet saved file. */
  file: File | null;
  /** A chosen file comes here only once its content is a PNG, JPEG, GIF or WebP picture. */
  onFileChange: (file: File | null) => void;
  /** Deletes the stored picture (asked for confirmation first). */
  onDelete?: () => Promise<unknown>;
  disabled?: boolean;
}

export function PictureField({
  heading,
  size,
  currentUrl,
  file,
  onFileChange,
  onDelete,
  disabled = false,
}: PictureFieldProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const refusalId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pictureCheck = usePictureCheck();
  const chooseLabel = t('chooseNamed', { name: heading.toLowerCase() });
  const deleteLabel = t('deleteNamed', { name: heading.toLowerCase() });
  const confirmDelete = useConfirmDelete();
  const previewUrl = useObjectUrl(file);
  const shownUrl = previewUrl ?? currentUrl;
  const canDelete = Boolean(file) || (Boolean(currentUrl) && Boolean(onDelete));

  const handleDelete = async () => {
    if (file) {
      onFileChange(null);
      return;
    }
    if (!onDelete) return;
    await confirmDelete({
      title: deleteLabel,
      text: t('deletePictureConfirm', { picture: heading.toLowerCase() }),
      onConfirm: onDelete,
    });
  };

  return (
    <Box component="section" role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" gutterBottom>
        {heading}
      </Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: Math.min(size.width, 444),
          aspectRatio: `${size.width} / ${size.height}`,
          maxHeight: 300,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shownUrl && (
          <Box
            component="img"
            src={shownUrl}
            alt={heading}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('recommendedSize', { width: size.width, height: size.height })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <FilePickerButton
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled}
          inputLabel={chooseLabel}
          accept={acceptedPictureTypes}
          describedBy={refusal ? refusalId : undefined}
          onChoose={([chosen]) => void pictureCheck.choose(chosen, setRefusal, onFileChange)}
        >
          {t('choose')}
        </FilePickerButton>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={handleDelete}
          disabled={disabled || !canDelete}
        >
          {deleteLabel}
        </Button>
      </Stack>
      {refusal && (
        <FormHelperText id={refusalId} error role="alert" sx={{ maxWidth: 444 }}>
          {refusal}
        </FormHelperText>
      )}
    </Box>
  );
}
