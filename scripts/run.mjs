#!/usr/bin/env node
// Bootstrap for `npm start`, `npm test`, `npm run bench`, `npm run build` (and the
// `db:export` and `uploads:migrate` commands).
// Runs on whatever Node the machine has (Debian ships 20): when it is older than the
// project needs, it installs Node 24 from the npm registry package `node` into .tools/
// and re-runs itself there. Then it installs npm packages when the lockfile changed,
// builds when the sources changed, and runs the command. Only Node built-ins here.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NODE_VERSION = '24.21.0';
const MIN_NODE = [22, 22, 0];
const toolsDir = join(root, '.tools');
const localNodeBin = join(toolsDir, 'node_modules', 'node', 'bin');

function log(msg) {
  process.stdout.write(`\x1b[36m[shop]\x1b[0m ${msg}\n`);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

/**
 * Runs a long-lived child (the server, or this script under a newer Node) and exits
 * with its code. SIGTERM and SIGINT are passed on, so a process manager's stop (or
 * Ctrl-C) reaches the server and it shuts down cleanly instead of being orphaned.
 */
function runForwardingSignals(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
  child.on('error', (err) => {
    log(`failed: ${cmd} (${err.message})`);
    process.exit(1);
  });
}

function mustRun(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    log(`failed: ${cmd} ${args.join(' ')} (exit ${status})`);
    process.exit(status);
  }
}

function nodeIsRecentEnough(version) {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== MIN_NODE[i]) return parts[i] > MIN_NODE[i];
  }
  return true;
}

/** Re-runs this script under Node >= 22.22 when the current one is older; false when it did. */
function ensureNode() {
  if (nodeIsRecentEnough(process.versions.node)) return true;
  const bin = join(localNodeBin, 'node');
  if (!existsSync(bin)) {
    log(`Node ${process.versions.node} is too old; installing Node ${NODE_VERSION} from the npm registry into .tools/`);
    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(join(toolsDir, 'package.json'), '{"private":true}\n');
    mustRun('npm', [
      'install',
      '--prefix',
      toolsDir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node@${NODE_VERSION}`,
    ]);
  }
  const env = { ...process.env, PATH: `${localNodeBin}:${process.env.PATH}` };
  runForwardingSignals(bin, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { env });
  return false;
}

function hashFiles(paths) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name === '+types' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else {
      h.update(relative(root, p));
      h.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(join(root, p));
  return h.digest('hex');
}

/**
 * npm install when node_modules is missing or was installed from another lockfile.
 * Not `npm ci`: it refuses lockfiles whose other-platform optional packages (biome,
 * tailwind's oxide) the registry here does not serve; `npm install` skips them and
 * still installs the locked versions.
 */
function ensureDeps() {
  const stamp = join(root, 'node_modules', '.shop-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hashFiles(['package-lock.json'])) return;
  log('installing npm packages (npm install)');
  mustRun('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, hashFiles(['package-lock.json']));
}

const BUILD_INPUTS = [
  'src/web',
  'src/admin',
  'src/domain',
  'public',
  'vite.config.ts',
  'vite.admin.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

/** Builds the storefront and the admin area when their sources changed since the last build. */
function ensureBuild(force = false) {
  const stamp = join(root, 'build', '.shop-build-stamp');
  const want = hashFiles(BUILD_INPUTS);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('building the storefront (react-router build)');
  mustRun(join(root, 'node_modules', '.bin', 'react-router'), ['build']);
  precompress(join(root, 'build', 'client'));
  log('building the admin area (vite build --config vite.admin.config.ts)');
  mustRun(join(root, 'node_modules', '.bin', 'vite'), [
    'build',
    '--config',
    'vite.admin.config.ts',
    '--logLevel',
    'warn',
  ]);
  precompress(join(root, 'build', 'admin'));
  writeFileSync(stamp, want);
}

/** Brotli and gzip twins of the static text files: served as-is, no compression per request. */
function precompress(dir) {
  const kinds = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.html']);
  let count = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const file = join(d, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      const ext = name.slice(name.lastIndexOf('.'));
      if (!kinds.has(ext) || statSync(file).size < 1024) continue;
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  };
  walk(dir);
  log(`precompressed ${count} static files (br, gz)`);
}

/** Debian's Chromium for the browser tests; installed when missing and we are root. */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    log('Chromium is missing and this is not root: install the Debian package "chromium".');
    process.exit(1);
  }
  log('installing Chromium from Debian packages');
  mustRun('apt-get', ['update', '-qq']);
  mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The first lines of a failure message, colour codes stripped. */
function firstLines(message = '', count = 6) {
  return stripVTControlCharacters(message).split('\n').slice(0, count).join('\n  ');
}

/** One plain closing line that any CI can read: 'N passed, N failed, N skipped', over every report. */
function printSummary(reports) {
  let [passed, failed, skipped] = [0, 0, 0];
  const failures = [];
  for (const report of reports) {
    try {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      skipped += r.numPendingTests + (r.numTodoTests ?? 0);
      for (const file of r.testResults ?? []) {
        const where = relative(root, file.name);
        if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'))
          failures.push(`${where}: ${firstLines(file.message)}`);
        for (const a of file.assertionResults ?? [])
          if (a.status === 'failed') failures.push(`${where} > ${a.fullName}: ${firstLines(a.failureMessages?.[0])}`);
      }
    } catch {
      process.stdout.write(`\nno report was written at ${relative(root, report)}\n`);
      failed++;
    }
  }
  // The failures again, last: a CI that keeps only the log's tail still shows what failed.
  for (const f of failures) process.stdout.write(`\nFAILED ${f}\n`);
  process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
}

/**
 * Runs vitest once per group of projects, all at once. The first group's output goes
 * to the terminal as it comes; the others' is kept and printed when they end, so the
 * log reads as whole runs. Exits non-zero when any run failed.
 */
function runSuites(groups) {
  const dir = join(root, 'test-results');
  mkdirSync(dir, { recursive: true });
  let left = groups.length;
  let worst = 0;
  const reports = [];
  groups.forEach((g, i) => {
    const report = join(dir, `vitest-${g.name}.json`);
    reports.push(report);
    const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    for (const p of g.projects) args.push('--project', p);
    const child = spawn(bin('vitest'), args, { cwd: root, stdio: i === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let kept = '';
    child.stdout?.on('data', (d) => {
      kept += d;
    });
    child.stderr?.on('data', (d) => {
      kept += d;
    });
    child.on('exit', (code) => {
      if (i > 0)
        process.stdout.write(`\n${'='.repeat(30)} ${g.name} run (${g.projects.join(', ')}) ${'='.repeat(30)}\n${kept}`);
      log(`${g.name} run (${g.projects.join(', ')}) ended with exit code ${code}`);
      worst = Math.max(worst, code ?? 1);
      if (--left === 0) {
        printSummary(reports);
        process.exit(worst);
      }
    });
  });
}

/**
 * `npm audit` of the production dependencies at high severity: a finding fails the
 * run. A registry that offers no audit service (some mirrors answer 405) cannot judge;
 * that is said loudly and the run goes on, since no code of ours could fix it.
 */
function auditProductionDependencies() {
  log('audit of production dependencies (npm audit --omit=dev --audit-level=high)');
  const res = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.status === 0) return void process.stdout.write(output.split('\n').slice(-3).join('\n'));
  if (/audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|EAI_AGAIN/.test(output)) {
    log('WARNING: the npm registry in use has no audit service reachable from here; dependencies NOT audited');
    return;
  }
  process.stdout.write(output);
  log('failed: npm audit found high-severity advisories in production dependencies');
  process.exit(1);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const nodeArgs = ['--disable-warning=ExperimentalWarning'];
/**
 * A server process's V8 flags (a cluster's workers inherit them; the Dockerfile's CMD and
 * bench/run.ts pass the same). V8 sizes the young generation from the machine's memory:
 * 64 MiB semi-spaces on a 24 GB machine, grown to the full 128 MiB while the modules load
 * and never given back: 4 MiB (a resting process 295 -> 200 MiB with 16, 8 MiB less with
 * 8; with 4 instead of 8, workers under the bench's rows 244-283 -> 237-242 MiB, no
 * measured loss of speed: docs/benchmarks.md, seventh session). V8 lets the old
 * generation grow up to 4 times what was alive after the last full
 * collection before the next, and keeps the pages it then frees for reuse as long as
 * the process is busy: a worker serving pages grew to 390 MiB for 70 MiB alive.
 * `--heap-growing-percent=50` collected at 1.5 times: under the bench's page scenarios
 * about 260 instead of 370 MiB (docs/benchmarks.md, "Memory under the page scenarios").
 * 30 (1.3 times) since the ninth session: on a faster machine the workers reached
 * 251-268 MiB with 50 and 213-253 with 30 (248 at most once the tagged cache's index
 * was made leaner), with no loss of speed that the machine's noise lets us see
 * (docs/benchmarks.md, ninth session).
 */
const serverArgs = [...nodeArgs, '--max-semi-space-size=4', '--heap-growing-percent=30'];
/**
 * glibc's allocator settings for a server process (the Dockerfile and bench/run.ts set
 * the same): rendered pages and the page store's reads are 20-90 KB buffers, which
 * glibc by default takes from its heaps once its adaptive threshold has risen, and
 * never gives back when they are freed; at most 2 heaps instead of 8 per core. A worker
 * after rendering 10,000 pages ahead and serving random pages: 384-489 -> 320-346 MiB
 * (docs/benchmarks.md, "Memory per process").
 */
const serverMalloc = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '16384' };

const commands = {
  build() {
    ensureBuild(true);
  },
  start() {
    ensureBuild();
    const env = { ...serverMalloc, ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
    runForwardingSignals(process.execPath, [...serverArgs, 'src/server/main.ts'], { env });
  },
  test() {
    ensureChromium();
    log('lint (biome)');
    mustRun(bin('biome'), ['check', '.']);
    log('typecheck (tsc)');
    mustRun(bin('react-router'), ['typegen']);
    mustRun(bin('tsc'), ['--noEmit']);
    auditProductionDependencies();
    ensureBuild();
    const extra = process.argv.slice(3);
    if (extra.length > 0) {
      // A developer's own selection (files, --project, -t): one vitest run as asked.
      const report = join(root, 'test-results', 'vitest.json');
      mkdirSync(dirname(report), { recursive: true });
      const status = run(bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...extra,
      ]);
      printSummary([report]);
      process.exit(status);
    }
    // The whole suite as two vitest runs at once, one per database backend: each runs
    // its browser journeys one file at a time against its own shop, so the two sets of
    // journeys (most of the time) overlap instead of queueing behind each other.
    log(
      'unit, API integration and browser end-to-end tests on the PostgreSQL server and on the embedded database (vitest, two runs at once)',
    );
    runSuites([
      { name: 'server', projects: ['unit', 'api', 'e2e'] },
      { name: 'embedded', projects: ['api-embedded', 'e2e-embedded'] },
    ]);
  },
  'db-export'() {
    mustRun(process.execPath, [...nodeArgs, 'src/server/db/export.ts', ...process.argv.slice(3)]);
  },
  'uploads-migrate'() {
    mustRun(process.execPath, [...nodeArgs, 'src/server/modules/uploads/migrate.ts', ...process.argv.slice(3)]);
  },
  bench() {
    ensureBuild();
    mustRun(process.execPath, [...nodeArgs, 'bench/run.ts', ...process.argv.slice(3)]);
  },
};

const command = process.argv[2];
if (!commands[command]) {
  log(`usage: node scripts/run.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
if (ensureNode()) {
  ensureDeps();
  commands[command]();
}
