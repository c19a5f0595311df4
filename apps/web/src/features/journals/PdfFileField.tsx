import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../../platform/ui/FilePickerButton';
import { formatSize } from '../../platform/format';

interface PdfFileFieldProps {
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
  const { t } = useTranslation();
  let current: string = t('noFileChosen');
  if (file) current = `${file.name} (${formatSize(file.size)})`;
  else if (storedSize !== null) current = t('storedPdf', { size: formatSize(storedSize) });

  return (
    <Box role="group" aria-label={t('pdfFile')}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FilePickerButton
          variant="outlined"
          color={error ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          inputLabel={t('choosePdfFile')}
          accept="application/pdf,.pdf"
          onChoose={([chosen]) => onFileChange(chosen)}
        >
          {t('choosePdfRequired')}
        </FilePickerButton>
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
