/**
 * `npm run fuzz`: validates at least 10,000 random mutations of site.yaml in
 * one process (where the deep-nesting crash used to show) and prints the count.
 * FUZZ_RUNS sets the number of cases, FUZZ_SEED replays a run. Then it runs
 * the property tests of incremental validation and incremental builds with
 * many more random edit sequences than `npm test` does (INCREMENTAL_RUNS,
 * BUILD_RUNS), and the plain-lines screen against the yaml lexer on many
 * more texts (PLAIN_RUNS).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { mutationProperty } from '../tests/fuzz/mutations.js';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const source = readFileSync(process.env.SITE_YAML || 'site.yaml', 'utf8');
const started = performance.now();
let done = 0;
const property = mutationProperty(source).afterEach(() => {
  done += 1;
  if (done % 1000 === 0) console.log(`${done} cases…`);
});
const result = fc.check(property, { numRuns: runs, seed });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.failed) {
  console.error(`FAILED after ${result.numRuns} cases (seed ${seed}, path ${result.counterexamplePath}):`);
  console.error(result.errorInstance);
  console.log(`${result.numRuns - 1} passed, 1 failed`);
  process.exit(1);
}
console.log(`${result.numRuns} cases in ${seconds} s (seed ${seed}): 0 crashes, 0 uncaught exceptions, every rejection had a position.`);
console.log(`fuzz: ${result.numRuns} passed, 0 failed`);

const incremental = { INCREMENTAL_RUNS: process.env.INCREMENTAL_RUNS || '200', BUILD_RUNS: process.env.BUILD_RUNS || '30' };
console.log(`Incremental validation and builds against full runs: ${incremental.INCREMENTAL_RUNS} and ${incremental.BUILD_RUNS} random edit sequences…`);
const properties = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/unit/incremental-validation.test.ts', 'tests/e2e/incremental-build.test.ts', '-t', 'same result|byte for byte|cuts an edited file'],
  {
    env: { ...process.env, ...incremental },
    stdio: 'inherit',
  },
);
if (properties.status !== 0) process.exit(properties.status ?? 1);

// The screen that lets plain text skip the lexer's check must never pass what the lexer refuses: many more texts than npm test tries.
const plainRuns = process.env.PLAIN_RUNS || '2000';
console.log(`The plain-lines screen against the lexer: ${Number(plainRuns) * 500} generated texts and ${Number(plainRuns) * 15} mutated site files…`);
const plain = spawnSync('npx', ['vitest', 'run', 'tests/unit/plain-lines.test.ts', '-t', 'never lets through'], {
  env: { ...process.env, FUZZ_RUNS: plainRuns },
  stdio: 'inherit',
});
process.exit(plain.status ?? 1);
