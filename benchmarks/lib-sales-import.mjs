// Shared by points.mjs (BENCH_SALES_IMPORT=1): ImportSales at the demo's size (issue 32): the
// server started with DEMO_DATA=1, files of 1 and 10,000 lines over HTTP, then the raw SQL of
// both ways of accruing them (a full recompute of the actions met, as before issue 32, and the
// increments of sales-import.service.ts); BENCH_SERVER_MAIN=<a build of the code before> to
// compare. Keep incrementStatement and lockSalesActions' statements in step with points-accrual.ts.
import { chosenOf, recomputeStatements, stopOf } from './lib-points.mjs';
import { connectRaw, load, signIn, startServer, withDatabase } from './lib.mjs';

/** Files per size: 1 line and 10,000 lines (each file another, as a re-import is refused). */
const importFiles = { one: { lines: 1, runs: 3 }, many: { lines: 10_000, runs: 2 } };

/** insertSalesLines of sales-import.repository.ts: the batch's lines from a JSON record set. */
const insertLinesStatement = (lines) => {
  const records = JSON.stringify(
    lines.map((line, index) => ({
      line: index + 2,
      posting_date: line.posting_date,
      cust_no: line.cust_no,
      item_no: line.item_no,
      quantity: line.quantity,
      amount: line.amount,
    })),
  ).replaceAll("'", "''");
  return `
    with v as (
      select * from json_to_recordset('${records}'::json)
        as v(line integer, posting_date date, cust_no text, item_no text, quantity numeric, amount numeric)),
    known as (
      select v.* from v
       where exists (select 1 from "customers" c where c.com_id = 1 and c.cust_no = v.cust_no)
         and exists (select 1 from "items" i where i.com_id = 1 and i.item_no = v.item_no)),
    written as (
      insert into "sales_lines" (com_id, posting_date, cust_no, item_no, quantity, amount)
      select 1::int, posting_date, cust_no, item_no, quantity, amount from known order by line
      returning id)
    select null::integer as line, id from written
    union all
    select v.line, null from v where not exists (select 1 from known where known.line = v.line)`;
};

/** accrueSalesLines' statement for one action: what the new lines (by id) add. */
const incrementStatement = (action, ids) => `with new_lines as materialized (
      select "sales_lines"."cust_no" as cust_no, "sales_lines"."item_no" as item_no, "sales_lines"."amount" as amount
        from "sales_lines"
       where "sales_lines"."com_id" = 1 and "sales_lines"."id" = any('{${ids.join(',')}}'::bigint[])
         and "sales_lines"."posting_date" between '${action.date_from}'::date and '${action.date_to}'::date
         ${stopOf(action)}),
    ${chosenOf(
      action.content_id,
      'and "customers"."cust_no" in (select cust_no from new_lines)',
      'and "items"."item_no" in (select item_no from new_lines)',
    )}
    insert into "points_accruals" (com_id, content_id, main_code, points, lines)
    select 1::int, ${action.content_id}::int, cc.main_code, sum(nl.amount), count(*)
      from new_lines nl
      join chosen_customers cc on cc.cust_no = nl.cust_no
      join chosen_items ci on ci.item_no = nl.item_no
     group by cc.main_code
    on conflict (com_id, content_id, main_code) do update
       set points = "points_accruals"."points" + excluded.points,
           lines = "points_accruals"."lines" + excluded.lines`;

/**
 * The raw SQL of one import of `lines` on one connection, rolled back: a batch of 5,000 lines
 * a transaction, its lines written, then either the full recompute of every action the
 * batches' posting dates meet after the last batch (as ImportSales did before issue 32), or,
 * per batch, the contents locked and what its lines add to each action they meet.
 */
async function rawImport(run, lines, mode) {
  const started = performance.now();
  const batches = [];
  for (let i = 0; i < lines.length; i += 5000) batches.push(lines.slice(i, i + 5000));
  await run('begin');
  const span = (batch) => [
    batch.reduce((a, l) => (l.posting_date < a ? l.posting_date : a), '9999-12-31'),
    batch.reduce((a, l) => (l.posting_date > a ? l.posting_date : a), '0000-01-01'),
  ];
  const meeting = async ([from, to]) =>
    (
      await run(`select content_id, content_type, date_from::text, date_to::text, income_stop, income_stopped_at
          from "contents" where com_id = 1 and content_type in (3, 6)
           and date_from <= '${to}' and date_to >= '${from}' order by content_id`)
    ).rows;
  for (const batch of batches) {
    if (mode === 'increment') {
      await run(`select "content_id", "content_type", "date_from", "date_to", "income_stop", "income_stopped_at"
        from "contents" where "contents"."com_id" = 1 order by "contents"."content_id" for key share`);
      const actions = await meeting(span(batch));
      if (actions.length > 0)
        await run(`select "content_id" from "contents" where "contents"."com_id" = 1
          and "contents"."content_id" in (${actions.map((a) => a.content_id).join(', ')})
          order by "contents"."content_id" for no key update`);
      const ids = (await run(insertLinesStatement(batch))).rows
        .filter((row) => row.id !== null)
        .map((row) => row.id);
      for (const action of actions) await run(incrementStatement(action, ids));
    } else await run(insertLinesStatement(batch));
  }
  if (mode === 'recompute') {
    const actions = await meeting(span(lines));
    for (const action of actions) for (const sql of recomputeStatements(action)) await run(sql);
  }
  await run('rollback');
  return performance.now() - started;
}

/** The benchmark, its server on `port`. */
export async function salesImportBench(port) {
  await withDatabase(async ({ databaseUrl, exec }) => {
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const loadBefore = load();
    // The first start migrates and writes the demo (DEMO_DATA=1: 200,000 sales lines a company).
    let started = performance.now();
    // startServer answers once the server's health answers, the demo written.
    let server = await startServer(port, undefined, databaseUrl, { DEMO_DATA: '1' });
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    console.log(
      `${kind}: the demo written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const [demo] = await exec(
      `select (select count(*) from sales_lines where com_id = 1)::int lines,
        (select count(*) from customers where com_id = 1)::int customers,
        (select count(*) from items where com_id = 1)::int items,
        (select count(*) from contents where com_id = 1 and content_type in (3, 6))::int actions,
        (select count(*) from points_accruals where com_id = 1)::int accruals`,
      dataDir,
    );
    console.log(`${kind}: company 1: ${JSON.stringify(demo)}`);
    // Lines like the demo's own (dates, customers, items), each file's amounts its own.
    const wanted = Object.values(importFiles).reduce((n, f) => n + f.lines * f.runs, 0);
    const sample = await exec(
      `select posting_date::text, cust_no, item_no, quantity::text, amount::text from sales_lines
        where com_id = 1 order by md5(id::text) limit ${wanted}`,
      dataDir,
    );
    const files = {};
    let next = 0;
    for (const [name, { lines, runs }] of Object.entries(importFiles)) {
      files[name] = Array.from({ length: runs }, (_, run) =>
        sample.slice(next, (next += lines)).map((line, index) => ({
          ...line,
          amount: ((Number(line.amount) * 100 + run * 7 + index) / 100).toFixed(2),
        })),
      );
    }
    const csv = (lines) =>
      'postingDate,custNo,itemNo,quantity,amount\n' +
      lines
        .map((l) => [l.posting_date, l.cust_no, l.item_no, l.quantity, l.amount].join(','))
        .join('\n') +
      '\n';

    server = await startServer(port, dataDir, databaseUrl, { DEMO_DATA: '1' });
    const http = {};
    const touched = {};
    try {
      const cookie = await signIn(server.base, 'admin', 'bench-admin');
      for (const [name, list] of Object.entries(files)) {
        http[name] = [];
        for (const lines of list) {
          const form = new FormData();
          form.append('file', new Blob([csv(lines)], { type: 'text/csv' }), `${name}.csv`);
          started = performance.now();
          const response = await fetch(`${server.base}/api/Sales/ImportSales`, {
            method: 'POST',
            headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
            body: form,
          });
          const answer = await response.json();
          http[name].push(performance.now() - started);
          if (!response.ok || answer.imported !== lines.length)
            throw new Error(
              `ImportSales: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`,
            );
        }
      }
    } finally {
      await server.stop({ keepData: true });
    }
    const audits = await exec(
      `select after from audit_log where entity = 'sales' order by id`,
      dataDir,
    );
    touched.counts = audits.map((row) => (row.after.recomputedContents ?? []).length);

    const { run, close } = await connectRaw(databaseUrl, dataDir);
    const raw = {};
    try {
      for (const mode of ['recompute', 'increment']) {
        raw[mode] = {};
        for (const [name, list] of Object.entries(files)) {
          raw[mode][name] = [];
          for (const lines of list) raw[mode][name].push(await rawImport(run, lines, mode));
        }
      }
    } finally {
      await close();
    }
    await server.stop();
    const ms = (times) =>
      times
        .map((t) => (t >= 1000 ? `${(t / 1000).toFixed(2)} s` : `${t.toFixed(0)} ms`))
        .join(', ');
    for (const name of Object.keys(files))
      console.log(
        `${kind}: ImportSales of ${importFiles[name].lines} line(s): HTTP ${ms(http[name])}; ` +
          `raw SQL, lines + full recompute ${ms(raw.recompute[name])}; ` +
          `lines + increment ${ms(raw.increment[name])}`,
      );
    console.log(
      `${kind}: actions each import's accrual touched (audit): ${touched.counts.join(', ')}`,
    );
    console.log(`${kind}: load average ${loadBefore} at the start, ${load()} at the end`);
  });
}
