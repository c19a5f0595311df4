// Items (issue 10): at 100,000 items with translations in 3 languages and ~300,000 files,
// the analytics list's first page, a search, the missing-translation filter and the item
// card's load, each as median and p95 over HTTP beside the raw SQL time of the same
// statements (their ratio is the figure that matters); then a 100,000-line item import
// (time and peak server memory). BENCH_DATABASE_URL=postgres://... measures PostgreSQL
// (in a fresh database) instead of PGlite. BENCH_ITEMS and BENCH_IMPORT_LINES change the counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { benchBrands as brands, itemGroups } from './lib-item-master.mjs';
import {
  printComparison,
  rawTimes,
  signIn,
  sqlArray,
  startServer,
  stats,
  timeRequests,
  uploadWithPeak,
  withFilledDatabase,
} from './lib.mjs';

const itemCount = Number(process.env.BENCH_ITEMS ?? 100_000);
const importLines = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const runs = 60;
const port = 3293;

const parts = [
  ['OC', 'Oil filter'],
  ['LX', 'Air filter'],
  ['GDB', 'Brake pad set'],
  ['DF', 'Brake disc'],
  ['SA', 'Shock absorber'],
  ['WB', 'Wheel bearing kit'],
  ['PK', 'V-ribbed belt'],
  ['SPK', 'Spark plug'],
  ['HL', 'Headlight'],
  ['BA', 'Starter battery'],
];

/**
 * Company 1's item master, set-based: every item has a picture marked first, a
 * second picture, and a PDF or a link (3 files each); two criteria each; a
 * Ukrainian translation for 60 %, Russian for 40 %, English for 30 %.
 */
async function fillDatabase(exec) {
  const started = performance.now();
  await exec(`
    ${itemGroups}
    INSERT INTO item_brands (com_id, brand) SELECT 1, unnest(${sqlArray(brands)});
    INSERT INTO items (com_id, item_no, description, search_description, brand, group_code,
                       sub_group_code, analyst)
    SELECT 1, (${sqlArray(parts.map(([prefix]) => prefix))})[n % 10 + 1] || lpad(n::text, 7, '0'),
      (${sqlArray(parts.map(([, noun]) => noun))})[n % 10 + 1] || ' ' || (${sqlArray(brands)})[n % 40 + 1] || ' ' || n,
      lower((${sqlArray(parts.map(([, noun]) => noun))})[n % 10 + 1] || ' ' || (${sqlArray(brands)})[n % 40 + 1]),
      (${sqlArray(brands)})[n % 40 + 1], 'G' || (n % 30), 'S' || (n % 3), 'Analyst ' || (n % 5)
    FROM generate_series(1, ${itemCount}) n;
    INSERT INTO item_translations (com_id, item_no, lang, description, search_description, short_text, long_text)
    SELECT 1, i.item_no, l.lang, i.description || ' (' || l.lang || ')', i.search_description, 'Short text',
      '<p>Long text of <strong>' || i.item_no || '</strong></p>'
    FROM items i, (VALUES ('uk', 6), ('ru', 4), ('en', 3)) l(lang, share)
    WHERE i.com_id = 1 AND (substring(i.item_no from '[0-9]+$'))::int % 10 < l.share;
    UPDATE items i SET translated_langs = t.langs
    FROM (SELECT item_no, array_agg(lang ORDER BY lang) langs FROM item_translations
          WHERE com_id = 1 GROUP BY item_no) t
    WHERE i.com_id = 1 AND i.item_no = t.item_no;
    INSERT INTO item_files (com_id, item_no, file_name, path_name, url, file_type, file_descript,
                            source_type, manual, main_pic, sort)
    SELECT 1, i.item_no, f.file_name, f.path_name, f.url, f.file_type, f.file_descript, 1, false, f.main, f.sort
    FROM items i
    CROSS JOIN LATERAL (
      SELECT lower(i.item_no) || '-1.jpg' file_name, 'items/1/supplier' path_name, '' url,
             1 file_type, 1 file_descript, true main, 10 sort
      UNION ALL
      SELECT lower(i.item_no) || '-2.jpg', 'items/1/supplier', '', 5, 2, false, 20
      UNION ALL
      SELECT CASE WHEN right(i.item_no, 1)::int % 2 = 0 THEN lower(i.item_no) || '.pdf'
                  ELSE 'https://parts.example.com/' || lower(i.item_no) END,
             CASE WHEN right(i.item_no, 1)::int % 2 = 0 THEN 'items/1/supplier' ELSE '' END,
             CASE WHEN right(i.item_no, 1)::int % 2 = 0 THEN ''
                  ELSE 'https://parts.example.com/' || lower(i.item_no) END,
             CASE WHEN right(i.item_no, 1)::int % 2 = 0 THEN 2 ELSE 4 END,
             CASE WHEN right(i.item_no, 1)::int % 2 = 0 THEN 5 ELSE 7 END, false, 30
    ) f
    WHERE i.com_id = 1;
    INSERT INTO item_criteria (com_id, item_no, name, value)
    SELECT 1, i.item_no, c.name, c.value
    FROM items i CROSS JOIN LATERAL (
      VALUES ('Height, mm', (20 + length(i.item_no) * 7)::text), ('Width, mm', '42')
    ) c(name, value)
    WHERE i.com_id = 1;
  `);
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  await exec('VACUUM ANALYZE');
  const [counts] = await exec(`
    SELECT (SELECT count(*) FROM items)::int items, (SELECT count(*) FROM item_files)::int files,
           (SELECT count(*) FROM item_translations)::int translations,
           (SELECT count(*) FROM item_criteria)::int criteria`);
  console.log(
    `inserted ${counts.items} items, ${counts.files} files, ${counts.translations} translations, ` +
      `${counts.criteria} criteria in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The statements each call runs (as the repository writes them), on one connection. */
function rawQueries(sample) {
  const page = (where, order = 'item_no') => `
    SELECT item_no, description, search_description, translated_langs FROM items
    WHERE ${where} ORDER BY ${order} ASC, item_no ASC LIMIT 25 OFFSET 0`;
  const inList = (itemNos) => itemNos.map((itemNo) => `'${itemNo}'`).join(',') || `''`;
  const counts = (itemNos) => [
    `SELECT item_no, count(*) FILTER (WHERE file_type IN (1, 3, 5, 6, 7))::int,
            count(*) FILTER (WHERE file_type = 2)::int, count(*) FILTER (WHERE file_type = 4)::int
     FROM item_files WHERE com_id = 1 AND item_no IN (${inList(itemNos)}) GROUP BY item_no`,
    `SELECT item_no, count(*) FROM item_criteria WHERE com_id = 1 AND item_no IN (${inList(itemNos)})
     GROUP BY item_no`,
  ];
  const list = (where, itemNos, order) => [
    page(where, order),
    `SELECT count(*) FROM items WHERE ${where}`,
    ...counts(itemNos),
  ];
  return {
    firstPage: list('com_id = 1', sample.firstPage),
    search: list(
      `com_id = 1 AND search_text LIKE '%${sample.searchText}%'`,
      sample.search,
      `(item_no || '')`,
    ),
    missing: list(`com_id = 1 AND NOT ('en' = ANY (translated_langs))`, sample.missing),
    card: [
      `SELECT i.*, coalesce(g.name, ''), coalesce(s.name, '') FROM items i
       LEFT JOIN item_groups g ON g.com_id = i.com_id AND g.group_code = i.group_code
       LEFT JOIN item_sub_groups s ON s.com_id = i.com_id AND s.group_code = i.group_code
         AND s.sub_group_code = i.sub_group_code
       WHERE i.com_id = 1 AND i.item_no = '${sample.card}'`,
      `SELECT * FROM item_translations WHERE com_id = 1 AND item_no = '${sample.card}'`,
      `SELECT * FROM item_files WHERE com_id = 1 AND item_no = '${sample.card}'
       ORDER BY hidden, manual, sort, id`,
      `SELECT name, value FROM item_criteria WHERE com_id = 1 AND item_no = '${sample.card}' ORDER BY id`,
    ],
  };
}

async function importFile(file) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Items');
  sheet
    .addRow([
      'itemNo',
      'description',
      'searchDescription',
      'brand',
      'groupCode',
      'subGroupCode',
      'analyst',
    ])
    .commit();
  for (let n = 1; n <= importLines; n++) {
    const [prefix, noun] = parts[n % 10];
    const brand = brands[n % 40];
    sheet
      .addRow([
        `IMP${prefix}${n}`,
        `${noun} ${brand} ${n}`,
        `${noun.toLowerCase()} ${brand.toLowerCase()}`,
        brand,
        `G${n % 30}`,
        `S${n % 3}`,
        `Analyst ${n % 5}`,
      ])
      .commit();
  }
  await workbook.commit();
}

await withFilledDatabase(port, fillDatabase, async ({ databaseUrl, kind, loader }) => {
  const http = {};
  const sample = {};
  const searchText = 'brake pad set bosch';
  const signedIn = async (server) => {
    const cookie = await signIn(server.base, 'admin', 'bench-admin');
    return { cookie, 'x-requested-with': 'XMLHttpRequest' };
  };

  // 1. The calls over HTTP.
  let server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const headers = { ...(await signedIn(server)), 'content-type': 'application/json' };
    const post = (url, body) =>
      fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const first = { size: 25, page: 0, desc: false };
    const timed = async (name, request) => {
      const answer = await (await request()).json();
      http[name] = stats(await timeRequests(name, request, runs));
      return answer;
    };
    const rowsOf = (answer) => answer.rows.map((row) => row.itemNo);
    const firstPage = await timed('firstPage', () =>
      post('/api/Items/ItemsPage?orderBy=ItemNo', first),
    );
    sample.firstPage = rowsOf(firstPage);
    const search = await timed('search', () =>
      post(`/api/Items/ItemsPage?filter=${encodeURIComponent(searchText)}`, first),
    );
    sample.search = rowsOf(search);
    sample.searchText = searchText;
    const missing = await timed('missing', () =>
      post('/api/Items/ItemsPage?missingLang=en', first),
    );
    sample.missing = rowsOf(missing);
    sample.card = sample.firstPage[3];
    const card = await timed('card', () => post('/api/Items/GetItem', sample.card));
    console.log(
      `${kind}: list total ${firstPage.total}; search "${searchText}" ${search.total} matches; ` +
        `missing en ${missing.total}; card ${sample.card} with ${card.files.length} files`,
    );
  } finally {
    await server.stop({ keepData: true });
  }

  // 2. The same statements on one connection, the server stopped (PGlite is single-process).
  const raw = await rawTimes(databaseUrl, loader.dataDir, rawQueries(sample), () => runs);

  // 3. The import, into the same company (100,000 new item numbers).
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-items-'));
  const file = path.join(folder, 'items.xlsx');
  await importFile(file);
  const bytes = fs.readFileSync(file);
  fs.rmSync(folder, { recursive: true, force: true });
  server = await startServer(port, loader.dataDir, databaseUrl);
  try {
    const headers = await signedIn(server);
    const { before, answer, seconds, peak } = await uploadWithPeak(
      server,
      '/api/Items/ImportItems',
      headers,
      { bytes, fileName: 'items.xlsx' },
    );
    console.log(
      `${kind}: import of ${importLines} item lines: ${seconds.toFixed(1)} s, ${answer.imported} written, ` +
        `${answer.failedItems.length} failed; server memory ${before} MB before, peak ${peak} MB`,
    );
  } finally {
    await server.stop();
  }
  const labels = {
    firstPage: `first page of 25 of ${itemCount}, by ItemNo, with total and counts`,
    search: `search "${searchText}", page of 25 with total`,
    missing: 'missing translation in en, page of 25 with total',
    card: 'item card (GetItem) with its files, translations and criteria',
  };
  printComparison(kind, labels, http, raw);
});
