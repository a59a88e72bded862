/**
 * The disk check's timings for the checkout this process runs in (its
 * working folder), printed as JSON: bench/readers.ts runs it in this
 * checkout and in the baseline's, in turn, once per process as a build
 * runs it. It checks a made output's page files on a thread of its own
 * (disk-check.ts): how long the main thread takes to hand the check over,
 * which validation waits for, and how long until its answer. Arguments: the
 * checkout, the output folder, and a JSON file of its pages' records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageFile } from '../src/prerender/incremental/build-cache.js';

const [dir, output, recordsFile] = process.argv.slice(2);
const { checkDisk } = (await import(
  pathToFileURL(join(dir, 'src/prerender/incremental/disk-check.ts')).href
)) as typeof import('../src/prerender/incremental/disk-check.js');
const pages = JSON.parse(readFileSync(recordsFile, 'utf8')) as Record<string, PageFile>;
const started = performance.now();
const checking = checkDisk(output, undefined, pages, true);
const handedOver = performance.now() - started;
const state = await checking;
const answered = performance.now() - started;
if (state.output.size !== Object.keys(pages).length) throw new Error(`the check found ${state.output.size} of ${Object.keys(pages).length} pages as recorded`);
process.stdout.write(`${JSON.stringify({ handedOver, answered })}\n`);
process.exit(0);
