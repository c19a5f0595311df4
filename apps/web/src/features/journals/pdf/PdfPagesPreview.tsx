import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PdfSource } from './pdfDocument';
import { PdfPageCanvas } from './PdfPageCanvas';
import { usePdfDocument } from './usePdfDocument';

const thumbnailWidth = 140;

/** Every page of a PDF as a small picture, drawn as it scrolls into view. */
export function PdfPagesPreview({ source }: { source: PdfSource | null }) {
  const { t } = useTranslation();
  const pdf = usePdfDocument(source);
  switch (pdf.status) {
    case 'none':
      return null;
    case 'loading':
      return <LinearProgress aria-label={t('loadingPdf')} />;
    case 'failed':
      return <Alert severity="error">{t('pdfUnreadable')}</Alert>;
    case 'ready': {
      const { document } = pdf;
      const pageNumbers = Array.from({ length: document.numPages }, (_, index) => index + 1);
      return (
        <Box component="section" aria-label={t('pdfPreview')}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('pdfPageCount', { count: document.numPages })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, ${thumbnailWidth}px)`,
              gap: 2,
              maxHeight: 520,
              overflow: 'auto',
              p: 1,
              bgcolor: 'grey.100',
              borderRadius: 1,
            }}
          >
            {pageNumbers.map((pageNumber) => (
              <Box key={pageNumber} component="figure" sx={{ m: 0 }}>
                <PdfPageCanvas
                  document={document}
                  pageNumber={pageNumber}
                  size={{ width: thumbnailWidth }}
                  lazy
                />
                <Typography
                  component="figcaption"
                  variant="caption"
                  sx={{ display: 'block', textAlign: 'center' }}
                >
                  {pageNumber}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      );
    }
  }
}
