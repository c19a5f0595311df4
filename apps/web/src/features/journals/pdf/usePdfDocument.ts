import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import type { PdfSource } from './pdfDocument';

type PdfState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'failed'; error: unknown };

/** Loads pdf.js (its own chunk) and opens `source`; the document is freed when the source changes. */
export function usePdfDocument(source: PdfSource | null): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'none' });

  useEffect(() => {
    if (!source) {
      setState({ status: 'none' });
      return undefined;
    }
    setState({ status: 'loading' });
    let active = true;
    // Read through a call: TypeScript would carry its narrowing across the awaits.
    const isActive = () => active;
    let destroy: (() => Promise<void>) | null = null;
    const open = async () => {
      const { openPdf } = await import('./pdfDocument');
      if (!isActive()) return;
      const opened = openPdf(source);
      destroy = opened.destroy;
      const document = await opened.promise;
      if (isActive()) setState({ status: 'ready', document });
    };
    open().catch((error: unknown) => {
      if (active) setState({ status: 'failed', error });
    });
    return () => {
      active = false;
      void destroy?.().catch(() => undefined);
    };
  }, [source]);

  return state;
}
