import DownloadIcon from '@mui/icons-material/Download';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from './PdfPageCanvas';
import { usePdfDocument } from './usePdfDocument';
import { clampPage, scaleFor, stepZoom, zoomLabel, type Zoom } from './viewerZoom';

interface PdfViewerProps {
  /** Address of the PDF. */
  url: string;
  /** Address the Download button saves from (e.g. one answering as an attachment); `url` by default. */
  downloadUrl?: string;
  /** Name the download is saved under. */
  fileName: string;
}

/** Reads a PDF in the page: one page at a time, page navigation, zoom and download. */
export function PdfViewer({ url, downloadUrl = url, fileName }: PdfViewerProps) {
  const { t } = useTranslation();
  const pdf = usePdfDocument(url);
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {pdf.status === 'ready' ? (
        <LoadedPdf
          key={url}
          document={pdf.document}
          downloadUrl={downloadUrl}
          fileName={fileName}
        />
      ) : (
        <>
          <ViewerToolbar>
            <Box sx={{ flexGrow: 1 }} />
            <DownloadButton url={downloadUrl} fileName={fileName} />
          </ViewerToolbar>
          {pdf.status === 'failed' ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {t('pdfUnreadable')}
            </Alert>
          ) : (
            <LinearProgress />
          )}
        </>
      )}
    </Paper>
  );
}

function ViewerToolbar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack
      role="toolbar"
      aria-label={t('pdfViewer')}
      direction="row"
      spacing={1}
      sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      {children}
    </Stack>
  );
}

function DownloadButton({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={url} download={fileName} startIcon={<DownloadIcon />}>
      {t('download')}
    </Button>
  );
}

/** Room left around the page when it is fitted to the width of the view. */
const fitMargin = 32;

function LoadedPdf({
  document,
  downloadUrl,
  fileName,
}: {
  document: PDFDocumentProxy;
  downloadUrl: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const pageCount = document.numPages;
  const [pageNumber, setPageNumber] = useState(1);
  const [pageText, setPageText] = useState('1');
  const [zoom, setZoom] = useState<Zoom>('auto');
  const [viewWidth, setViewWidth] = useState(0);
  const [pagePoints, setPagePoints] = useState(0);
  const [renderError, setRenderError] = useState<unknown>(null);
  const viewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewWidth(entry.contentRect.width);
    });
    observer.observe(view);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let active = true;
    document
      .getPage(pageNumber)
      .then((page) => {
        if (active) setPagePoints(page.getViewport({ scale: 1 }).width);
      })
      .catch((error: unknown) => {
        if (active) setRenderError(error);
      });
    return () => {
      active = false;
    };
  }, [document, pageNumber]);

  const shownScale = scaleFor(zoom, pagePoints, viewWidth - fitMargin);

  const goTo = (next: number) => {
    const page = Math.min(Math.max(1, next), pageCount);
    setPageNumber(page);
    setPageText(String(page));
    viewRef.current?.scrollTo({ top: 0 });
  };
  const applyPageText = () => {
    const page = clampPage(pageText, pageCount);
    if (page === null) setPageText(String(pageNumber));
    else goTo(page);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(pageNumber - 1);
    else if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(pageNumber + 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ViewerToolbar>
        <Tooltip title={t('previousPage')}>
          <span>
            <IconButton
              aria-label={t('previousPage')}
              onClick={() => goTo(pageNumber - 1)}
              disabled={pageNumber <= 1}
            >
              <NavigateBeforeIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          value={pageText}
          onChange={(event) => setPageText(event.target.value)}
          onBlur={applyPageText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyPageText();
          }}
          fullWidth={false}
          slotProps={{
            htmlInput: {
              'aria-label': t('pageNumber'),
              inputMode: 'numeric',
              style: { width: 40, textAlign: 'center' },
            },
          }}
        />
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('ofPages', { total: pageCount })}
        </Typography>
        <Tooltip title={t('nextPage')}>
          <span>
            <IconButton
              aria-label={t('nextPage')}
              onClick={() => goTo(pageNumber + 1)}
              disabled={pageNumber >= pageCount}
            >
              <NavigateNextIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Divider orientation="vertical" flexItem />
        <Tooltip title={t('zoomOut')}>
          <IconButton aria-label={t('zoomOut')} onClick={() => setZoom(stepZoom(shownScale, -1))}>
            <ZoomOutIcon />
          </IconButton>
        </Tooltip>
        <Typography
          variant="body2"
          role="status"
          aria-label={t('zoom')}
          sx={{ minWidth: 48, textAlign: 'center' }}
        >
          {zoomLabel(shownScale)}
        </Typography>
        <Tooltip title={t('zoomIn')}>
          <IconButton aria-label={t('zoomIn')} onClick={() => setZoom(stepZoom(shownScale, 1))}>
            <ZoomInIcon />
          </IconButton>
        </Tooltip>
        <Button
          startIcon={<FitScreenIcon />}
          onClick={() => setZoom('fit')}
          disabled={zoom === 'fit'}
        >
          {t('fitWidth')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <DownloadButton url={downloadUrl} fileName={fileName} />
      </ViewerToolbar>
      {Boolean(renderError) && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {t('pdfUnreadable')}
        </Alert>
      )}
      <Box
        ref={viewRef}
        tabIndex={0}
        aria-label={t('pageOfPages', { page: pageNumber, total: pageCount })}
        role="region"
        onKeyDown={handleKeyDown}
        sx={{
          overflow: 'auto',
          height: 'calc(100vh - 190px)',
          minHeight: 320,
          bgcolor: 'grey.200',
          p: 2,
          display: 'flex',
          // `safe` keeps a page wider than the view reachable from its left edge.
          justifyContent: 'safe center',
          alignItems: 'flex-start',
        }}
      >
        {pagePoints > 0 && viewWidth > 0 && (
          <PdfPageCanvas
            document={document}
            pageNumber={pageNumber}
            size={{ scale: shownScale }}
            onRendered={(error) => setRenderError(error ?? null)}
          />
        )}
      </Box>
    </>
  );
}
