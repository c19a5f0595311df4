import { createRequire } from 'node:module';
import { pipeline, type Duplex, type Readable } from 'node:stream';
import { sourceStream, type FileSource } from './file-source.js';

/** One part of a zip as it is unpacked: a stream of its bytes. */
interface ZipEntry extends Readable {
  path: string;
  autodrain(): unknown;
}

// The unzip library of exceljs itself, so that the limits are measured on
// exactly the parts that are read, whatever the zip declares.
const unzipper = createRequire(createRequire(import.meta.url).resolve('exceljs'))('unzipper') as {
  Parse(options: { forceStream: true }): Duplex;
};

/**
 * The parts of a zip in the order they are stored, each unpacked as it is
 * read; a part the caller leaves unread is drained. Node's own iteration of
 * the unzip stream: exceljs's reader iterates it with a helper that misses
 * the last part when unzipper ends the stream before it was taken (exceljs
 * issue 3064: the workbook part of a workbook exceljs wrote, now and then).
 * A broken zip or source throws an ordinary error.
 */
export async function* zipEntries(data: FileSource): AsyncGenerator<ZipEntry> {
  const zip = unzipper.Parse({ forceStream: true });
  let broken: Error | undefined;
  let reading: ZipEntry | undefined;
  // A cut or corrupt part is reported on the zip, not on the part, which would
  // then wait for its end forever; so would a part queued after the error.
  const fail = (error: Error) => {
    broken = error;
    reading?.destroy(error);
  };
  zip.on('error', fail);
  const source = sourceStream(data);
  pipeline(source, zip, (error) => error && fail(error));
  try {
    for await (const entry of zip as AsyncIterable<ZipEntry>) {
      if (broken) throw broken;
      reading = entry;
      yield entry;
      if (!entry.readableEnded) entry.autodrain();
      reading = undefined;
    }
    if (broken) throw broken;
  } finally {
    // A part the caller left unread (it stopped early) ends here quietly: the zip's
    // end would otherwise reach it as an error that nobody listens for.
    reading?.destroy();
    reading = undefined;
    source.destroy();
    zip.destroy();
  }
}
