// Banner list: answer time of one page and requests per second under concurrent
// load (autocannon on loopback), with 10,000 banners in the company.
// BENCH_DATABASE_URL=postgres://... measures PostgreSQL instead of PGlite.
import autocannon from 'autocannon';
import { rssMb, signIn, startServer } from './lib.mjs';

const bannerCount = Number(process.env.BENCH_BANNERS ?? 10_000);
const port = 3290;

async function createBanners(base, headers) {
  const started = performance.now();
  for (let i = 0; i < bannerCount; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, bannerCount - i) }, (_, j) => {
        const n = i + j;
        const form = new FormData();
        form.append('bannerType', String((n % 3) + 1));
        form.append('sort', String(n % 500));
        form.append('active', 'true');
        form.append('title', `Banner ${n} ${['filters', 'brakes', 'oil', 'tyres'][n % 4]}`);
        form.append('ref', '/x');
        return fetch(`${base}/api/banner/CreateBanner`, { method: 'POST', headers, body: form });
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`created ${bannerCount} banners in ${seconds.toFixed(1)} s`);
}

async function signedInHeaders(base) {
  return {
    cookie: await signIn(base, 'admin', 'bench-admin'),
    'x-requested-with': 'XMLHttpRequest',
  };
}

const loader = await startServer(port);
await createBanners(loader.base, await signedInHeaders(loader.base));
// Measured after a restart on the same data, as in daily use (PGlite analyses its tables at start).
await loader.stop({ keepData: true });

const server = await startServer(port, loader.dataDir);
try {
  const headers = { ...(await signedInHeaders(server.base)), 'content-type': 'application/json' };
  const page = (query, body) =>
    fetch(`${server.base}/api/banner/BannersPage?${query}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  for (const [label, query, body] of [
    ['first page, 25 rows, by sort', 'orderBy=sort', { size: 25, page: 0, desc: false }],
    ['page 200, 25 rows, by title desc', 'orderBy=title', { size: 25, page: 200, desc: true }],
    [
      'search "brakes" (a quarter of the rows), 25 rows',
      'filter=brakes&orderBy=sort',
      { size: 25, page: 0, desc: false },
    ],
    [
      'search "Banner 777", 25 rows',
      'filter=Banner%20777&orderBy=sort',
      { size: 25, page: 0, desc: false },
    ],
    [`All (${bannerCount} rows)`, 'orderBy=sort', { size: 0, page: 0, desc: false }],
  ]) {
    await (await page(query, body)).arrayBuffer();
    const times = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      await (await page(query, body)).arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${label}: median ${times[10].toFixed(1)} ms, worst ${times[20].toFixed(1)} ms`);
  }

  const result = await autocannon({
    url: `${server.base}/api/banner/BannersPage?orderBy=sort`,
    method: 'POST',
    headers,
    body: JSON.stringify({ size: 25, page: 0, desc: false }),
    connections: 20,
    duration: 10,
  });
  console.log(
    `load, 20 connections for 10 s: ${Math.round(result.requests.average)} req/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.non2xx}`,
  );
  console.log(`server resident memory after load: ${rssMb(server.pid)} MB`);
} finally {
  await server.stop();
}
