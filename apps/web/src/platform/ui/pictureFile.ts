import type { TFunction } from 'i18next';

/** The first bytes of each accepted picture type; `null` matches any byte. */
const signatures: readonly (readonly (number | null)[])[] = [
  // PNG: \x89 P N G (the whole signature goes on with \r \n \x1a \n).
  [0x89, 0x50, 0x4e, 0x47],
  // JPEG: a start-of-image marker, then the next marker.
  [0xff, 0xd8, 0xff],
  // GIF87a and GIF89a.
  [0x47, 0x49, 0x46, 0x38],
  // WebP: RIFF, four bytes of length, WEBP.
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];
const headLength = Math.max(...signatures.map((signature) => signature.length));

function readHead(file: File): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer(): the same in every browser and in jsdom.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(`Cannot read ${file.name}`));
    reader.readAsArrayBuffer(file.slice(0, headLength));
  });
}

/**
 * Why `file` cannot be a banner or content picture, or null when it can: it
 * must be a PNG, JPEG, GIF or WebP by its content, as the server checks it
 * (DESIGN §6). An SVG or a text file named .png is refused on choosing.
 */
export async function pictureFileProblem(file: File, t: TFunction): Promise<string | null> {
  if (file.size === 0) return t('fileEmptyNamed', { name: file.name });
  const head = await readHead(file);
  const matches = (signature: readonly (number | null)[]) =>
    head.length >= signature.length &&
    signature.every((byte, index) => byte === null || head[index] === byte);
  return signatures.some(matches) ? null : t('pictureNotAccepted', { name: file.name });
}
