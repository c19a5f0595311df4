// Banner list: answer time of one page and requests per second under concurrent
// load (autocannon on loopback), with 10,000 banners in the company.
import autocannon from 'autocannon';
import { rssMb, signIn, startServer } from './lib.mjs';

const bannerCount = Number(process.env.BENCH_BANNERS ?? 10_000);
const server = await startServer(3290);
try {
  const cookie = await signIn(server.base, 'admin', 'bench-admin');
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };

  const started = performance.now();
  for (let i = 0; i < bannerCount; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, bannerCount - i) }, (_, j) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({
          bannerType: String(((i + j) % 3) + 1),
          sort: String((i + j) % 500),
          active: 'true',
          title: `Banner ${i + j} ${['filters', 'brakes', 'oil', 'tyres'][(i + j) % 4]}`,
          ref: '/x',
        }))
          form.append(name, value);
        return fetch(`${server.base}/api/banner/CreateBanner`, {
          method: 'POST',
          headers,
          body: form,
        });
      }),
    );
  }
  console.log(
    `created ${bannerCount} banners in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const page = (query, body) =>
    fetch(`${server.base}/api/banner/BannersPage?${query}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (const [label, query, body] of [
    ['first page, 25 rows, by sort', 'orderBy=sort', { size: 25, page: 0, desc: false }],
    ['page 200, 25 rows, by title desc', 'orderBy=title', { size: 25, page: 200, desc: true }],
    ['search "brakes", 25 rows', 'filter=brakes&orderBy=sort', { size: 25, page: 0, desc: false }],
    ['All (10,000 rows)', 'orderBy=sort', { size: 0, page: 0, desc: false }],
  ]) {
    await page(query, body);
    const times = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await (await page(query, body)).arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${label}: median ${times[10].toFixed(1)} ms, worst ${times[19].toFixed(1)} ms`);
  }

  const result = await autocannon({
    url: `${server.base}/api/banner/BannersPage?orderBy=sort`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ size: 25, page: 0, desc: false }),
    connections: 20,
    duration: 10,
  });
  console.log(
    `load, 20 connections for 10 s: ${Math.round(result.requests.average)} req/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
  console.log(`server resident memory after load: ${rssMb(server.pid)} MB`);
} finally {
  await server.stop();
}
