// Runs every test the project has, in order: type check, lint, unit and property tests, build,
// end-to-end tests in Chromium. Every stage runs even when an earlier one fails, so one run shows
// everything that is wrong; the last line is the summary CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];
const run = (name, command, args, env = {}) => {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return status === 0;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const bin = (name) => `node_modules/.bin/${name}`;

// A check that is not a test runner counts as one test.
const check = (name, ok) => results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
// A runner that failed without reporting a failed test (it crashed, or found no tests) counts one failure.
const runner = (name, ok, passed = 0, failed = 0) =>
  results.push({ name, passed, failed: Math.max(failed, ok && passed > 0 ? 0 : 1) });

check('type check', run('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
check('lint', run('lint', bin('eslint'), ['--max-warnings=0', '.']));
check('format', run('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']));
check(
  'layers and import cycles',
  run('layers and import cycles', bin('depcruise'), ['src', 'server', '--config', '.dependency-cruiser.cjs']),
);

const unitOk = run('unit, property and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/vitest.json`,
]);
const vitest = readJson(`${out}/vitest.json`);
runner('unit, property and API tests', unitOk, vitest?.numPassedTests, vitest?.numFailedTests);

const buildOk = run('build', bin('vite'), ['build', '--logLevel', 'warn']);
check('build', buildOk);
if (buildOk) {
  const bundle = run('bundle budget', bin('vitest'), [
    'run',
    '--config',
    'vitest.bundle.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/bundle.json`,
  ]);
  const report = readJson(`${out}/bundle.json`);
  runner('bundle budget', bundle, report?.numPassedTests, report?.numFailedTests);
}

if (!ensureChromium()) check('end-to-end tests (Chromium missing)', false);
else if (!buildOk) check('end-to-end tests (no build)', false);
else {
  const e2eOk = run('end-to-end tests', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
  const stats = readJson(`${out}/playwright.json`)?.stats;
  runner(
    'end-to-end tests',
    e2eOk,
    stats ? stats.expected + stats.flaky : undefined,
    stats ? stats.unexpected + stats.skipped : undefined,
  );
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
