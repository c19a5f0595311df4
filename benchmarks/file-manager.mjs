// File manager: upload throughput of 20 concurrent 5 MB uploads with the
// server's peak memory, then the listing time of a folder holding 10,000 files.
// BENCH_DATABASE_URL=postgres://... runs the server on PostgreSQL instead of PGlite.
import fs from 'node:fs';
import { rssMb, signIn, startServer } from './lib.mjs';

const fileCount = Number(process.env.BENCH_FILES ?? 10_000);
const concurrentUploads = 20;
const uploadMb = 5;
const uploadRounds = 3;
const port = 3291;

// The smallest valid PNG (1x1): the upload check reads content, so every file must be a real picture.
const tinyPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);
const largePng = Buffer.concat([tinyPng, Buffer.alloc(uploadMb * 1024 * 1024 - tinyPng.length)]);

/** Highest resident memory the process has had so far, in MB (VmHWM). */
function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const server = await startServer(port);
try {
  const headers = {
    cookie: await signIn(server.base, 'admin', 'bench-admin'),
    'x-requested-with': 'XMLHttpRequest',
  };
  const call = async (action, body) => {
    const response = await fetch(`${server.base}/api/FileManager/${action}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
    return response;
  };
  const uploadFiles = async (currentDir, files) => {
    const form = new FormData();
    form.append('currentDir', currentDir);
    for (const [name, data] of files) form.append('formFiles', new Blob([data]), name);
    const response = await fetch(`${server.base}/api/FileManager/UploadFile`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };

  await call('CreateDirectory', { currentDir: 'large' });
  const memoryBefore = rssMb(server.pid);
  let sampledPeak = memoryBefore;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, rssMb(server.pid));
  }, 20);
  const rounds = [];
  for (let round = 0; round < uploadRounds; round++) {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrentUploads }, (_, i) =>
        uploadFiles('large', [[`upload-${round}-${i}.png`, largePng]]),
      ),
    );
    rounds.push((performance.now() - started) / 1000);
  }
  clearInterval(sampler);
  rounds.sort((a, b) => a - b);
  const median = rounds[Math.floor(rounds.length / 2)];
  const totalMb = concurrentUploads * uploadMb;
  console.log(
    `${concurrentUploads} concurrent ${uploadMb} MB uploads (${totalMb} MB): median ${median.toFixed(2)} s ` +
      `over ${uploadRounds} rounds, ${(totalMb / median).toFixed(0)} MB/s`,
  );
  console.log(
    `server memory: ${memoryBefore} MB before the uploads, peak ${sampledPeak} MB during them ` +
      `(sampled every 20 ms; high-water mark since start ${peakRssMb(server.pid)} MB)`,
  );

  await call('CreateDirectory', { currentDir: 'many' });
  const filling = performance.now();
  const perRequest = 20;
  for (let i = 0; i < fileCount; i += perRequest * 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, batch) => {
        const first = i + batch * perRequest;
        const names = Array.from(
          { length: Math.max(0, Math.min(perRequest, fileCount - first)) },
          (_, j) => [`picture-${String(first + j).padStart(5, '0')}.png`, tinyPng],
        );
        return names.length > 0 ? uploadFiles('many', names) : undefined;
      }),
    );
  }
  console.log(
    `uploaded ${fileCount} files, ${perRequest} per request, in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  // fetch asks for gzip unless told otherwise; the browser does too.
  for (const [label, extra] of [
    ['gzip', {}],
    ['uncompressed', { 'accept-encoding': 'identity' }],
  ]) {
    const list = async () => {
      const response = await fetch(`${server.base}/api/FileManager/LoadFiles/`, {
        method: 'POST',
        headers: { ...headers, ...extra, 'content-type': 'application/json' },
        body: JSON.stringify({ currentDir: 'many', filesList: [] }),
      });
      await response.arrayBuffer();
    };
    await list();
    const times = [];
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      await list();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const count = (await (await call('LoadFiles', { currentDir: 'many' })).json()).filesList.length;
    console.log(
      `LoadFiles of a folder with ${count} files (${label}): median ${times[5].toFixed(0)} ms, ` +
        `worst ${times[10].toFixed(0)} ms`,
    );
  }
  console.log(
    `server memory after the listings: ${rssMb(server.pid)} MB (high-water mark since start ${peakRssMb(server.pid)} MB)`,
  );
} finally {
  await server.stop();
}
