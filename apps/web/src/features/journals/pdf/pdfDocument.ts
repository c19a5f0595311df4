// The only module that imports pdf.js: load it with `import()` so that pdf.js
// and its worker stay out of the first screen and out of screens showing no PDF.
import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF to open: a chosen file, or the address of a stored one. */
export type PdfSource = Blob | string;

interface OpenPdf {
  promise: Promise<PDFDocumentProxy>;
  /** Stops the loading, or frees the opened document. */
  destroy: () => Promise<void>;
}

/** Opens a PDF in the worker; call `destroy` when it is no longer shown. */
export function openPdf(source: PdfSource): OpenPdf {
  const options = { isEvalSupported: false };
  if (typeof source === 'string') {
    const task = getDocument({ ...options, url: source });
    return { promise: task.promise, destroy: () => task.destroy() };
  }
  let destroyed = false;
  let task: PDFDocumentLoadingTask | null = null;
  const promise = source.arrayBuffer().then((bytes) => {
    if (destroyed) throw new Error('The PDF was closed while loading');
    task = getDocument({ ...options, data: new Uint8Array(bytes) });
    return task.promise;
  });
  return {
    promise,
    destroy: async () => {
      destroyed = true;
      await task?.destroy();
    },
  };
}

/** True for the error a cancelled render or load ends with: nothing to report. */
export function isCancelled(error: unknown): boolean {
  return error instanceof RenderingCancelledException;
}

interface PageRender {
  promise: Promise<void>;
  cancel: () => void;
}

/**
 * Draws one page on `canvas` at `scale` CSS pixels per PDF point, sharp on
 * high-density screens; cancel it before drawing on the same canvas again.
 */
export function renderPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  scale: number,
): PageRender {
  const pixelRatio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * pixelRatio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / pixelRatio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / pixelRatio)}px`;
  const task = page.render({ canvas, viewport });
  return { promise: task.promise, cancel: () => task.cancel() };
}

/** The width of a page in CSS pixels at scale 1 (its size in points). */
export function pageWidth(page: PDFPageProxy): number {
  return page.getViewport({ scale: 1 }).width;
}

const coverQuality = 0.85;

/** The first page of `source` as a JPEG `width` pixels wide: the cover sent with a journal. */
export async function firstPageJpeg(source: PdfSource, width = 800): Promise<Blob> {
  const opened = openPdf(source);
  try {
    const document = await opened.promise;
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: width / pageWidth(page) });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    // The default white background matters: JPEG has no transparency.
    await page.render({ canvas, viewport }).promise;
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The cover could not be made'))),
        'image/jpeg',
        coverQuality,
      );
    });
  } finally {
    await opened.destroy();
  }
}
