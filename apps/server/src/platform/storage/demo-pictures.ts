import zlib from 'node:zlib';

/** An RGB colour, 0-255 each. */
export type Rgb = readonly [number, number, number];

/** The colour moved `share` of the way to white. */
export const lighter = (colour: Rgb, share: number): Rgb => [
  Math.round(colour[0] + (255 - colour[0]) * share),
  Math.round(colour[1] + (255 - colour[1]) * share),
  Math.round(colour[2] + (255 - colour[2]) * share),
];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small demo picture: a PNG of `width` x `height` with a diagonal gradient
 * from `from` to `to` and a lighter band across its lower third, made in
 * memory (no asset files, no image library).
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  const mix = [0, 1, 2].map((c) => [from[c] ?? 0, to[c] ?? 0] as const);
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) opens every row.
    pixels[y * row] = 0;
    const band = y > (height * 2) / 3 && y < (height * 5) / 6;
    for (let x = 0; x < width; x++) {
      const share = (x / width + y / height) / 2;
      const at = y * row + 1 + x * 3;
      mix.forEach(([start, end], c) => {
        const value = Math.round(start + (end - start) * share);
        pixels[at + c] = band ? Math.min(255, value + 60) : value;
      });
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
