import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { formatSize } from '../files/formatSize';

export interface PdfFileFieldProps {
  /** The chosen, not yet saved PDF. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Size of the stored PDF, when the journal has one. */
  storedSize: number | null;
  error?: string;
  disabled?: boolean;
}

/** The PDF chooser of the journal screen (A§2). */
export function PdfFileField({
  file,
  onFileChange,
  storedSize,
  error,
  disabled,
}: PdfFileFieldProps) {
  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen) onFileChange(chosen);
  };

  let current = 'No file chosen';
  if (file) current = `${file.name} (${formatSize(file.size)})`;
  else if (storedSize !== null) current = `Stored PDF (${formatSize(storedSize)})`;

  return (
    <Box role="group" aria-label="PDF file">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          color={error ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          disabled={disabled}
        >
          Choose PDF *
          <Box
            component="input"
            type="file"
            accept="application/pdf,.pdf"
            aria-label="Choose PDF file"
            onChange={handleChoose}
            disabled={disabled}
            sx={visuallyHidden}
          />
        </Button>
        <PictureAsPdfIcon color={file || storedSize !== null ? 'error' : 'disabled'} />
        <Typography
          variant="body2"
          color={file || storedSize !== null ? 'text.primary' : 'text.secondary'}
        >
          {current}
        </Typography>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

// Kept in the accessibility tree (unlike display: none) so it is reachable by its label.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
