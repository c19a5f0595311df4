import type { TFunction } from 'i18next';

/** Where a reader looks for the '%PDF-' header, and how far from the end for '%%EOF'. */
const headLength = 1024;
const tailLength = 2048;

function readBytes(blob: Blob): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer(), as the picture check reads: the same in jsdom.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Cannot read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

const holds = (bytes: Uint8Array, marker: string) =>
  new TextDecoder('latin1').decode(bytes).includes(marker);

/**
 * Why `file` cannot be an item's PDF, or null when it can: the server's rule
 * (`isPdf`), the '%PDF-' header within the first 1024 bytes and an '%%EOF'
 * marker in the last 2048, so that a renamed or truncated file is refused on
 * choosing, with the words the server answers on Save.
 */
export async function pdfFileProblem(file: File, t: TFunction): Promise<string | null> {
  if (file.size === 0) return t('fileEmptyNamed', { name: file.name });
  const head = await readBytes(file.slice(0, headLength));
  const tail = await readBytes(file.slice(Math.max(0, file.size - tailLength)));
  return holds(head, '%PDF-') && holds(tail, '%%EOF') ? null : t('itemFileNotPdf');
}
