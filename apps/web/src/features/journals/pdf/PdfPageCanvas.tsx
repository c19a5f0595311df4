import Box from '@mui/material/Box';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How big a page is drawn: a fixed width in CSS pixels, or a zoom (1 = 100 %). */
type PageSize = { width: number } | { scale: number };

interface PdfPageCanvasProps {
  document: PDFDocumentProxy;
  /** Counted from 1. */
  pageNumber: number;
  size: PageSize;
  /** Draws the page only once it scrolls into view (long previews). */
  lazy?: boolean;
  /** Called once the page is drawn, and with an error when it could not be. */
  onRendered?: (error?: unknown) => void;
}

/** One PDF page drawn by pdf.js on a canvas, announced as the picture "Page n". */
export function PdfPageCanvas({
  document,
  pageNumber,
  size,
  lazy = false,
  onRendered,
}: PdfPageCanvasProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(!lazy);
  const [drawn, setDrawn] = useState(false);
  const width = 'width' in size ? size.width : null;
  const scale = 'scale' in size ? size.scale : null;
  const onRenderedRef = useRef(onRendered);
  useEffect(() => {
    onRenderedRef.current = onRendered;
  }, [onRendered]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (visible || !canvas) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!visible || !canvas) return undefined;
    let active = true;
    // Read through a call: TypeScript would carry its narrowing across the awaits.
    const isActive = () => active;
    let cancel: (() => void) | null = null;
    const draw = async () => {
      const { isCancelled, pageWidth, renderPage } = await import('./pdfDocument');
      const page = await document.getPage(pageNumber);
      if (!isActive()) return;
      const render = renderPage(
        page,
        canvas,
        width !== null ? width / pageWidth(page) : (scale ?? 1),
      );
      cancel = render.cancel;
      try {
        await render.promise;
      } catch (error) {
        if (isCancelled(error)) return;
        throw error;
      }
      if (!isActive()) return;
      setDrawn(true);
      onRenderedRef.current?.();
    };
    draw().catch((error: unknown) => {
      if (active) onRenderedRef.current?.(error);
    });
    return () => {
      active = false;
      cancel?.();
    };
  }, [document, pageNumber, width, scale, visible]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={t('pageNumbered', { page: pageNumber })}
      aria-busy={!drawn}
      sx={{
        display: 'block',
        bgcolor: 'common.white',
        boxShadow: 1,
        // Until it is drawn, a lazy page holds a place of a typical page's shape.
        ...(drawn ? {} : { width: width ?? '100%', aspectRatio: '1 / 1.414' }),
      }}
    />
  );
}
