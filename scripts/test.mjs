// `npm test`: every check of the project, phase by phase, each phase's time
// printed as it ends; stops at the first phase that fails. Every phase is
// CPU-bound on two cores (docs/testing.md, "Time"), so the run is arranged to
// leave no core idle: the build comes first, so that the browser tests' server
// seeds its demo data beside the static checks; Vitest starts once the
// typecheck and Prettier have passed, beside ESLint's single-threaded last
// minute; the browser tests come last. At the end: the phase times, the count
// of distinct tests (a test that runs on both databases counts once) and a
// closing line `tests: N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The native compiler (TypeScript 7) checks the types; typescript-eslint reads them with 5.9.
const typescript7 = path.join(root, 'node_modules', 'typescript7', 'bin', 'tsc');
// Kept after the run, for the slowest-files table of docs/testing.md.
const reports = path.join(root, 'node_modules', '.cache', 'test-reports');
fs.mkdirSync(reports, { recursive: true });
for (const file of fs.readdirSync(reports)) fs.rmSync(path.join(reports, file));
const vitestReport = path.join(reports, 'vitest.json');
const browserReport = path.join(reports, 'playwright.json');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];

/** Runs a command; `quiet` keeps its output until it ends (for commands that run side by side). */
function run(label, command, args, { quiet = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const ms = Date.now() - started;
      if (quiet && output.trim())
        process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      const ok = code === 0;
      console.log(
        `--- ${label}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`,
      );
      resolve({ label, ok, ms });
    });
  });
}

/**
 * Runs the steps of one phase side by side, then records the phase and its steps' times
 * (a step may run several commands in turn and give each one's result).
 */
async function phase(name, steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const results = (await Promise.all(steps.map((step) => step()))).flat();
  const ms = Date.now() - started;
  times.push({ name, ms, steps: results });
  console.log(`=== ${name}: ${seconds(ms)}`);
  if (results.some((result) => !result.ok)) await finish(1);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest: runs, and distinct tests by file and full name (the api projects run a file twice). */
function vitestCounts() {
  const report = readJson(vitestReport);
  if (!report) return undefined;
  const distinct = new Set();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.testResults)
    for (const test of file.assertionResults) {
      distinct.add(`${path.relative(root, file.name)}\u0000${test.fullName}`);
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
  return { ...counts, distinct: distinct.size };
}

/** Playwright: every test of the JSON report's suites. */
function browserCounts() {
  const report = readJson(browserReport);
  if (!report) return undefined;
  const counts = { passed: 0, failed: 0, skipped: 0, distinct: 0 };
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        counts.distinct += 1;
        if (test.status === 'expected') counts.passed += 1;
        else if (test.status === 'skipped') counts.skipped += 1;
        else counts.failed += 1;
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return counts;
}

/**
 * The browser tests' server (e2e/e2e-server.mjs, a fresh embedded database with
 * demo data), started before the static checks: its seed takes about 30 s of one
 * core. Playwright finds it answering and uses it (E2E_SERVER_STARTED); its
 * output is shown only if it ends before the browser tests.
 */
const browserServer = {
  port: Number(process.env.E2E_PORT ?? 3210),
  child: undefined,
  output: '',
  start() {
    this.child = spawn(process.execPath, ['e2e/e2e-server.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The server prints its start-up message once it listens (apps/server/src/main.ts).
    this.ready = new Promise((resolve) => {
      const keep = (chunk) => {
        this.output += chunk;
        if (this.output.includes('Back office: open')) resolve(true);
      };
      this.child.stdout.on('data', keep);
      this.child.stderr.on('data', keep);
      this.child.on('exit', (code, signal) => {
        if (!this.stopping) {
          console.log(`--- browser tests' server ended early (${signal ?? `exit ${code}`}):`);
          process.stdout.write(this.output);
        }
        this.child = undefined;
        resolve(false);
      });
    });
  },
  /** Resolves true once the server listens, false if it has ended. */
  answering() {
    return this.ready;
  },
  stop() {
    this.stopping = true;
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  },
};

async function finish(code) {
  await browserServer.stop();
  console.log('\n=== phase times');
  for (const { name, ms, steps } of times) {
    const parts =
      steps.length > 1 ? ` (${steps.map((s) => `${s.label} ${seconds(s.ms)}`).join(', ')})` : '';
    console.log(`${name.padEnd(25)} ${seconds(ms).padStart(8)}${parts}`);
  }
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`${'total'.padEnd(25)} ${seconds(total).padStart(8)}`);
  const [vitest, browser] = [vitestCounts(), browserCounts()];
  const counted = [vitest, browser].filter(Boolean);
  if (counted.length > 0) {
    const sum = (key) => counted.reduce((s, c) => s + c[key], 0);
    console.log(
      `distinct tests: ${sum('distinct')} (Vitest ${vitest?.distinct ?? 0}, browser ${browser?.distinct ?? 0})`,
    );
    console.log(
      `tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`,
    );
  }
  process.exit(code);
}

await phase('build', [() => run('build', 'npm', ['run', 'build'])]);
browserServer.start();
/** Vitest's projects (vitest.config.ts), with the JSON report the closing counts read. */
const runVitest = () =>
  run('vitest', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
await phase('static checks and vitest', [
  () => run('eslint', bin('eslint'), ['.', '--max-warnings', '0'], { quiet: true }),
  async () => {
    const checks = await Promise.all([
      run('typecheck', 'node', [typescript7, '-b'], { quiet: true }),
      run('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn'], { quiet: true }),
    ]);
    return checks.every((check) => check.ok) ? [...checks, await runVitest()] : checks;
  },
]);
const serverStarted = await browserServer.answering();
await phase('browser tests', [
  () =>
    run(
      'playwright',
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        env: {
          PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
          E2E_PORT: String(browserServer.port),
          // Without it (the server ended early) Playwright starts a server of its own.
          ...(serverStarted ? { E2E_SERVER_STARTED: '1' } : {}),
        },
      },
    ),
]);
await finish(0);
