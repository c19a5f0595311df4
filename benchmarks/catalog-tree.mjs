// Catalogue tree (issue 14): CatalogTree at 5,000 nodes (20 top-level nodes, 200 under them,
// 4,800 level-3 nodes linked to 90 groups and subgroups of a 100,000-item master), as median
// and p95 over HTTP beside the raw SQL time of the same two statements (the nodes in one query,
// then every level-3 link's names and item count in one). BENCH_DATABASE_URL=postgres://...
// measures PostgreSQL (in a fresh database) instead of PGlite. BENCH_ITEMS changes the item count.
import { itemGroups } from './lib-item-master.mjs';
import { apiHeaders, connectRaw, signIn, startServer, stats, withFilledDatabase } from './lib.mjs';

const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const runs = 60;
const port = 3295;
const topCount = 20;
const secondPerTop = 10;
const thirdPerSecond = 24;

/** The item master's groups and items, then the tree, level by level, each one INSERT … SELECT. */
async function fillDatabase(exec) {
  const started = performance.now();
  await exec(`
    ${itemGroups}
    INSERT INTO items (com_id, item_no, description, brand, group_code, sub_group_code, active)
    SELECT 1, 'IT' || lpad(n::text, 7, '0'), 'Item ' || n, 'BRAND' || (n % 40),
      'G' || (n % 30), 'S' || (n % 3), n % 97 <> 0
    FROM generate_series(1, ${itemCount}) n;
    INSERT INTO catalog_nodes (com_id, parent_id, level, title, img, sort, col)
    SELECT 1, NULL, 1, 'Section ' || t, 'catalog/1/top-' || t || '.png', t * 10, 1 + t % 4
    FROM generate_series(1, ${topCount}) t;
    INSERT INTO catalog_nodes (com_id, parent_id, level, title, sort, col)
    SELECT 1, p.id, 2, p.title || ' / ' || s, s * 10, 2
    FROM catalog_nodes p, generate_series(1, ${secondPerTop}) s
    WHERE p.com_id = 1 AND p.level = 1;
    INSERT INTO catalog_nodes (com_id, parent_id, level, title, sort, active, item_group, item_sub_group)
    SELECT 1, p.id, 3, p.title || ' / ' || s, s * 10, (p.id + s) % 50 <> 0,
      'G' || ((p.id + s) % 30), CASE WHEN s % 8 = 0 THEN NULL ELSE 'S' || (s % 3) END
    FROM catalog_nodes p, generate_series(1, ${thirdPerSecond}) s
    WHERE p.com_id = 1 AND p.level = 2;
  `);
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  const [counts] = await exec(`
    SELECT (SELECT count(*) FROM items)::int items, (SELECT count(*) FROM catalog_nodes)::int nodes,
      (SELECT count(DISTINCT (item_group, coalesce(item_sub_group, ''))) FROM catalog_nodes
       WHERE item_group IS NOT NULL)::int links`);
  console.log(
    `inserted ${counts.items} items and ${counts.nodes} catalogue nodes (${counts.links} distinct ` +
      `links) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return counts;
}

/** The tree load's two statements, as catalog.repository.ts and items.repository.ts write them. */
function rawQueries(links, activeOnly) {
  const pairs = JSON.stringify(links.map(([g, s]) => ({ g, s }))).replaceAll("'", "''");
  return [
    `SELECT * FROM catalog_nodes WHERE com_id = 1 ${activeOnly ? 'AND active = true' : ''}
     ORDER BY parent_id ASC, sort ASC, id ASC`,
    `SELECT k.g, k.s, item_groups.name, item_sub_groups.name,
       CASE WHEN k.s = ''
         THEN (SELECT count(*) FROM items i WHERE i.com_id = 1 AND i.group_code = k.g)
         ELSE (SELECT count(*) FROM items i
           WHERE i.com_id = 1 AND i.group_code = k.g AND i.sub_group_code = k.s) END
     FROM jsonb_to_recordset('${pairs}'::jsonb) AS k(g text, s text)
     LEFT JOIN item_groups ON item_groups.com_id = 1 AND item_groups.group_code = k.g
     LEFT JOIN item_sub_groups ON item_sub_groups.com_id = 1 AND item_sub_groups.group_code = k.g
       AND item_sub_groups.sub_group_code = k.s`,
  ];
}

/**
 * Times each group of statements `runs` times on one connection, with the server stopped, and
 * the first statement (the nodes) within each run on its own.
 */
async function rawTimes(databaseUrl, dataDir, queries) {
  const { run, close } = await connectRaw(databaseUrl, dataDir);
  const result = {};
  try {
    for (const [name, statements] of Object.entries(queries)) {
      for (const sql of statements) await run(sql);
      const times = [];
      const firstTimes = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await run(statements[0]);
        firstTimes.push(performance.now() - t0);
        for (const sql of statements.slice(1)) await run(sql);
        times.push(performance.now() - t0);
      }
      result[name] = { ...stats(times), nodes: stats(firstTimes) };
    }
  } finally {
    await close();
  }
  return result;
}

await withFilledDatabase(port, fillDatabase, async (database) => {
  const { databaseUrl, exec, kind, loader, filled: counts } = database;
  const links = (
    await exec(
      `SELECT DISTINCT item_group g, coalesce(item_sub_group, '') s FROM catalog_nodes
       WHERE com_id = 1 AND item_group IS NOT NULL`,
      loader.dataDir,
    )
  ).map((row) => [row.g, row.s]);

  const http = {};
  const server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const cookie = await signIn(server.base, 'admin', 'bench-admin');
    const headers = apiHeaders(cookie);
    const post = (body) =>
      fetch(`${server.base}/api/Catalog/CatalogTree`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    for (const [name, body] of [
      ['all', { tree: true, active: false }],
      ['active', { tree: true, active: true }],
    ]) {
      const answer = await (await post(body)).json();
      const count = (node) => node.childElements.reduce((sum, child) => sum + 1 + count(child), 0);
      const times = [];
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const response = await post(body);
        const text = await response.text();
        if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
        times.push(performance.now() - t0);
        bytes = text.length;
      }
      http[name] = { ...stats(times), nodes: count(answer), kb: Math.round(bytes / 1024) };
    }
  } finally {
    await server.stop({ keepData: true });
  }

  const raw = await rawTimes(databaseUrl, loader.dataDir, {
    all: rawQueries(links, false),
    active: rawQueries(links, true),
  });
  await loader.stop();

  const labels = {
    all: `CatalogTree {tree: true, active: false}, ${counts.nodes} nodes`,
    active: 'CatalogTree {tree: true, active: true}',
  };
  for (const [name, label] of Object.entries(labels)) {
    const h = http[name];
    const r = raw[name];
    console.log(
      `${kind}: ${label} (${h.nodes} answered, ${h.kb} KB JSON): HTTP median ${h.median.toFixed(1)} ms, ` +
        `p95 ${h.p95.toFixed(1)} ms; raw SQL (nodes + ${links.length} links) median ` +
        `${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, of which the nodes ` +
        `${r.nodes.median.toFixed(1)} ms; ratio ${(h.median / r.median).toFixed(1)}`,
    );
  }
});
