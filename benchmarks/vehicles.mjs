// Vehicles (issue 13): at the demo's 1,000,000 vehicle items (DEMO_SCALE=1: 60 marks, 2,000
// models, 30,000 modifications, each with ~33 numbers of company 1's demo item master), as
// the server seeds them on its first start (timed): the Marks list's first page (by name, by
// modification count, and a name filter), a modification's items (VehicleItems), SearchItems,
// each as median and p95 over HTTP beside the raw SQL time of the same statements; then
// ExportVehicleItems of every row (the .csv, streamed) and an items import of 100,000 new
// lines followed by a remove by list of the same lines, with their time and the server's peak
// memory, beside COPY of the same rows (the physical limit) and the export's own keyset
// statements. BENCH_DATABASE_URL=postgres://... measures PostgreSQL (in a fresh database)
// instead of PGlite; DEMO_SCALE and BENCH_IMPORT_LINES change the counts.
import fs from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openCopyRaw, readKeyset } from './lib-raw.mjs';
import {
  apiHeaders,
  postTo,
  printComparison,
  rawTimes,
  rssMb,
  signIn,
  startServer,
  timeCalls,
  timed,
  uploadWithPeak,
  withDatabase,
  withPeak,
} from './lib.mjs';

const importLines = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const runs = 60;
const port = 3298;
const pageSize = 25;
const markFilter = 'ro';
const prefixSearch = 'OC1*';
const infixSearch = '*0123*';
/** Rows per keyset page of the export (itemBatchSize of vehicle-export.service.ts). */
const exportBatch = 20_000;
/** ALL_ROWS_CAP's default: VehicleItems' limit. */
const allRowsCap = 10_000;

/**
 * The first start, with the demo data (lib's startServer starts without it): migrations, then
 * every feature's demo, the vehicle database at DEMO_SCALE among them. Answers the seconds
 * until the server answers and its data folder.
 */
async function seedingStart(databaseUrl) {
  const started = performance.now();
  const server = await startServer(port, undefined, databaseUrl, {
    DEMO_DATA: '1',
    DEMO_PASSWORD: 'bench-demo',
  });
  const seconds = (performance.now() - started) / 1000;
  await server.stop({ keepData: true });
  return { seconds, dataDir: server.dataDir };
}

const markColumns = ['mark_id', 'mark', 'active', 'manual', 'oe', 'pc', 'cv', 'ax', 'en']
  .concat(['gr', 'lcv', 'mc'])
  .map((column) => `"vehicle_marks"."${column}"`)
  .join(', ');

/** Marks' page and total, as listMarks and countMarks of vehicles.repository.ts write them. */
function marksPage({ filter, orderBy = 'mark', desc = false }) {
  const where = filter ? `where "vehicle_marks"."mark" ilike '%${filter}%'` : '';
  const direction = desc ? 'desc' : 'asc';
  const sort =
    orderBy === 'typesCount' ? 'coalesce(types_per_mark.types_count, 0)' : '"vehicle_marks"."mark"';
  return [
    `select ${markColumns}, coalesce(models_per_mark.models_count, 0),
       coalesce(types_per_mark.types_count, 0)
     from "vehicle_marks"
     left join (select mark_id, count(*)::int as models_count from "vehicle_models" group by mark_id)
       as models_per_mark on models_per_mark.mark_id = "vehicle_marks"."mark_id"
     left join (select mark_id, count(*)::int as types_count from "vehicle_types" group by mark_id)
       as types_per_mark on types_per_mark.mark_id = "vehicle_marks"."mark_id"
     ${where}
     order by ${sort} ${direction}, "vehicle_marks"."mark" ${direction}, "vehicle_marks"."mark_id" asc
     limit ${pageSize} offset 0`,
    `select count(*) from "vehicle_marks" ${where}`,
  ];
}

/** SearchItems' statement (searchMasterItems), for the cleaned pattern. */
const searchItems = (pattern) => [
  `select "item_no", "description" from "items"
   where ("items"."com_id" = 1 and "items"."item_no" like '${pattern}')
   order by "items"."item_no" asc limit 50`,
];

/** The statements each call runs, as vehicles.repository.ts writes them. */
function rawQueries(typeId) {
  return {
    marks: marksPage({}),
    marksByTypes: marksPage({ orderBy: 'typesCount', desc: true }),
    marksFilter: marksPage({ filter: markFilter }),
    // VehicleItems: the modification (findType), then its items with the item master's texts.
    vehicleItems: [
      `select * from "vehicle_types" where "vehicle_types"."type_id" = ${typeId}`,
      `select "vehicle_items"."item_no", coalesce("items"."description", ''),
         coalesce("items"."brand", ''), coalesce("items"."group_code", ''),
         coalesce("items"."sub_group_code", ''), "vehicle_items"."manual"
       from "vehicle_items"
       left join "items" on ("items"."com_id" = 1 and "items"."item_no" = "vehicle_items"."item_no")
       where "vehicle_items"."type_id" = ${typeId}
       order by "vehicle_items"."item_no" asc limit ${allRowsCap}`,
    ],
    searchPrefix: searchItems(cleanSearch(prefixSearch)),
    searchInfix: searchItems(cleanSearch(infixSearch)),
  };
}

/** C§5's cleaning of a search (the contract's cleanItemSearch): upper case, '*' to '%', 0-9, A-Z and '%'. */
function cleanSearch(text) {
  return text
    .toUpperCase()
    .replaceAll('*', '%')
    .replace(/[^0-9A-Z%]/g, '');
}

/** The export's columns in one statement (what COPY writes), in the export's order. */
const exportSelect = (pageOrTable) => `
  select t.mark_id, m.mark, t.model_id, mo.model, v.type_id, t.type_name, v.item_no,
    coalesce(i.description, '') description, coalesce(i.brand, '') brand,
    coalesce(i.group_code, '') group_code, coalesce(i.sub_group_code, '') sub_group_code,
    v.manual::text manual
  from ${pageOrTable} v
  join vehicle_types t on t.type_id = v.type_id
  join vehicle_models mo on mo.model_id = t.model_id
  join vehicle_marks m on m.mark_id = t.mark_id
  left join items i on i.com_id = 1 and i.item_no = v.item_no
  order by v.type_id, v.item_no`;

/** One keyset page of the export, as itemsAfter of vehicle-files.repository.ts writes it. */
const exportPage = (after) =>
  exportSelect(`(select type_id, item_no, manual from vehicle_items
    ${after ? `where (type_id, item_no) > (${after.typeId}, '${after.itemNo}')` : ''}
    order by type_id, item_no limit ${exportBatch})`);

/**
 * The export's raw work with the server stopped: COPY of every row in one statement, then the
 * export's own 5,000-row keyset statements in turn, their rows read into the client.
 */
async function rawExport(raw) {
  const copy = await raw.copyOut(exportSelect('vehicle_items'));
  const keyset = await timed(() =>
    readKeyset(
      (after) => raw.query(exportPage(after)),
      exportBatch,
      (last) => ({ typeId: last.type_id, itemNo: last.item_no }),
    ),
  );
  return { copy, keyset: { seconds: keyset.seconds, ...keyset.result } };
}

/**
 * The import's raw work into a scratch copy of vehicle_items (its rows, indexes, check and
 * foreign key, filled untimed): COPY of the file's lines, a DELETE of the same keys (what
 * remove by list does), then one INSERT ... SELECT FROM unnest ... ON CONFLICT DO NOTHING.
 */
async function rawImport(raw, file, keys) {
  const table = 'bench_vehicle_items';
  await raw.query(`DROP TABLE IF EXISTS ${table}`);
  await raw.query(`CREATE TABLE ${table} (LIKE vehicle_items INCLUDING ALL)`);
  await raw.query(`INSERT INTO ${table} SELECT * FROM vehicle_items`);
  await raw.query(
    `ALTER TABLE ${table} ADD FOREIGN KEY (type_id) REFERENCES vehicle_types (type_id)`,
  );
  await raw.query(`ANALYZE ${table}`);
  const typeIds = `'{${keys.map((key) => key.typeId).join(',')}}'::int[]`;
  const itemNos = `'{${keys.map((key) => key.itemNo).join(',')}}'::text[]`;
  const keySet = `(select unnest(${typeIds}) type_id, unnest(${itemNos}) item_no) k`;
  try {
    const copy = await raw.copyIn(table, 'type_id, item_no', file);
    const remove = await timed(() =>
      raw.query(`DELETE FROM ${table} b USING ${keySet}
                 WHERE b.type_id = k.type_id AND b.item_no = k.item_no`),
    );
    const insert = await timed(() =>
      raw.query(`INSERT INTO ${table} (type_id, item_no, manual)
                 SELECT k.type_id, k.item_no, false FROM ${keySet} ON CONFLICT DO NOTHING`),
    );
    return { copy, remove: remove.seconds, insert: insert.seconds };
  } finally {
    await raw.query(`DROP TABLE ${table}`);
  }
}

/**
 * GETs `apiPath` through node:http (no decompression on this side): answers the seconds to
 * the last byte, the bytes as sent, the lines when not compressed, and the encoding.
 */
function download(base, apiPath, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpGet(`${base}${apiPath}`, { headers }, (response) => {
      const encoding = response.headers['content-encoding'] ?? 'identity';
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        if (encoding === 'identity')
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      });
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${apiPath}: ${response.statusCode}`));
        else resolve({ seconds: (performance.now() - started) / 1000, bytes, lines, encoding });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

await withDatabase(async ({ databaseUrl, exec }) => {
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  // The first start migrates and seeds the demo, the vehicles' million items among it.
  const seed = await seedingStart(databaseUrl);
  const dataDir = seed.dataDir;
  // As autovacuum would by the time such tables are in use (VACUUM runs outside a transaction).
  const vacuum = await timed(() => exec('VACUUM ANALYZE', dataDir));
  const [counts] = await exec(
    `SELECT (SELECT count(*) FROM vehicle_marks)::int marks,
       (SELECT count(*) FROM vehicle_models)::int models,
       (SELECT count(*) FROM vehicle_types)::int types,
       (SELECT count(*) FROM vehicle_items)::int items,
       (SELECT count(*) FROM items WHERE com_id = 1)::int master,
       (SELECT type_id FROM vehicle_types ORDER BY type_id OFFSET (SELECT count(*) / 2 FROM vehicle_types) LIMIT 1) "typeId"`,
    dataDir,
  );
  const typeIds = (await exec('SELECT type_id FROM vehicle_types ORDER BY type_id', dataDir)).map(
    (row) => row.type_id,
  );
  const { typeId } = counts;

  // 1. The calls over HTTP, then the export of every row.
  let http;
  let answers;
  const exports = {};
  const restart = await timed(() => startServer(port, dataDir, databaseUrl));
  let server = restart.result;
  console.log(
    `${kind}: first start with the demo data ${seed.seconds.toFixed(1)} s (${counts.marks} marks, ` +
      `${counts.models} models, ${counts.types} modifications, ${counts.items} items over ` +
      `${counts.master} item-master items), VACUUM ANALYZE ${vacuum.seconds.toFixed(1)} s, ` +
      `a later start ${restart.seconds.toFixed(1)} s`,
  );
  try {
    const cookie = await signIn(server.base, 'admin', 'bench-admin');
    const post = postTo(server, apiHeaders(cookie));
    const marks = (query, desc = false) =>
      post(`/api/VehicleEditor/Marks${query}`, { size: pageSize, page: 0, desc });
    const calls = {
      marks: () => marks(''),
      marksByTypes: () => marks('?orderBy=typesCount', true),
      marksFilter: () => marks(`?filter=${markFilter}`),
      vehicleItems: () => post('/api/VehicleEditor/VehicleItems', typeId),
      searchPrefix: () => post('/api/VehicleEditor/SearchItems', prefixSearch),
      searchInfix: () => post('/api/VehicleEditor/SearchItems', infixSearch),
    };
    ({ answers, http } = await timeCalls(calls, () => runs));

    // Every row, first as the file is (no compression), then as a browser asks.
    const exportPath = '/api/VehicleEditor/ExportVehicleItems/';
    for (const [name, encoding] of [
      ['plain', 'identity'],
      ['browser', 'gzip, deflate, br'],
    ]) {
      const before = rssMb(server.pid);
      exports[name] = {
        before,
        ...(await withPeak(server, () =>
          download(server.base, exportPath, { cookie, 'accept-encoding': encoding }),
        )),
      };
    }
  } finally {
    await server.stop({ keepData: true });
  }

  // The import's file: typeId,itemNo of new pairs, the lines spread over every modification.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-vehicles-'));
  const file = path.join(folder, 'items.csv');
  const keys = Array.from({ length: importLines }, (_, index) => ({
    typeId: typeIds[index % typeIds.length],
    itemNo: `BV${String(index + 1).padStart(7, '0')}`,
  }));
  fs.writeFileSync(
    file,
    ['typeId,itemNo', ...keys.map((key) => `${key.typeId},${key.itemNo}`)].join('\r\n') + '\r\n',
  );

  // 2. The same work raw, on one connection, the server stopped (PGlite is single-process).
  const raw = await rawTimes(databaseUrl, dataDir, rawQueries(typeId), () => runs);
  const connection = await openCopyRaw(databaseUrl, dataDir);
  let rawExported;
  let rawImported;
  try {
    rawExported = await rawExport(connection);
    rawImported = await rawImport(connection, file, keys);
  } finally {
    await connection.close();
  }

  // 3. The import of the file, then remove by list of the same file.
  const imports = {};
  server = await startServer(port, dataDir, databaseUrl);
  try {
    const headers = {
      cookie: await signIn(server.base, 'admin', 'bench-admin'),
      'x-requested-with': 'XMLHttpRequest',
    };
    for (const [name, type] of [
      ['items', 4],
      ['remove', 5],
    ]) {
      imports[name] = await uploadWithPeak(server, `/api/VehicleEditor/Import/${type}`, headers, {
        bytes: fs.readFileSync(file),
        fileName: 'items.csv',
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }

  const of = (name) => {
    const answer = answers[name];
    return Array.isArray(answer)
      ? `${answer.length} rows`
      : `${answer.rows.length} rows of ${answer.total}`;
  };
  const labels = {
    marks: `Marks, first page of ${pageSize} by name with counts (${of('marks')})`,
    marksByTypes: `Marks by typesCount descending (${of('marksByTypes')})`,
    marksFilter: `Marks filter "${markFilter}" (${of('marksFilter')})`,
    vehicleItems: `VehicleItems of modification ${typeId} (${of('vehicleItems')})`,
    searchPrefix: `SearchItems "${prefixSearch}" (${of('searchPrefix')})`,
    searchInfix: `SearchItems "${infixSearch}" (${of('searchInfix')})`,
  };
  printComparison(kind, labels, http, raw);
  for (const [name, label] of [
    ['plain', 'uncompressed'],
    ['browser', 'as a browser asks'],
  ]) {
    const figure = exports[name];
    console.log(
      `${kind}: ExportVehicleItems of every row, ${label}: ${figure.seconds.toFixed(1)} s, ` +
        `${mb(figure.bytes)} sent (${figure.encoding}${figure.lines ? `, ${figure.lines} lines` : ''}); ` +
        `server memory ${figure.before} MB before, peak ${figure.peak} MB`,
    );
  }
  console.log(
    `${kind}: raw COPY (SELECT the export's columns) TO ${databaseUrl ? 'STDOUT (psql)' : "'/dev/blob'"}: ` +
      `${rawExported.copy.seconds.toFixed(1)} s, ${mb(rawExported.copy.bytes)}; the export's ` +
      `${rawExported.keyset.statements} keyset statements of ${exportBatch}, raw: ` +
      `${rawExported.keyset.seconds.toFixed(1)} s, ${rawExported.keyset.rows} rows`,
  );
  for (const [name, label] of [
    ['items', `items import (type 4) of ${importLines} new lines`],
    ['remove', `remove by list (type 5) of the same ${importLines} lines`],
  ]) {
    const figure = imports[name];
    console.log(
      `${kind}: ${label}: ${figure.seconds.toFixed(1)} s, ${figure.answer.imported} written, ` +
        `${figure.answer.failedItems.length} failed; server memory ${figure.before} MB before, ` +
        `peak ${figure.peak} MB`,
    );
  }
  console.log(
    `${kind}: raw, into a copy of vehicle_items: COPY FROM ${databaseUrl ? 'STDIN (psql \\copy)' : "'/dev/blob'"} ` +
      `of the ${importLines} lines ${rawImported.copy.seconds.toFixed(1)} s; DELETE of the same keys ` +
      `${rawImported.remove.toFixed(1)} s; INSERT ... SELECT FROM unnest ... ON CONFLICT DO NOTHING ` +
      `${rawImported.insert.toFixed(1)} s`,
  );
});
