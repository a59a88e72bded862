/**
 * The dev loop's timings for the checkout this process runs in (its working
 * folder), printed as JSON: bench/baseline.ts runs it in this checkout and
 * in the baseline's, each with its own dev server, so the two are timed the
 * same way. Arguments: the checkout, a JSON file naming the scenario (its
 * site file, the page, the heading), and how many edits.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { devLoopTimes } from './build-figures.js';

const [dir, scenarioFile, runs] = process.argv.slice(2);
const { startDevServer } = (await import(pathToFileURL(join(dir, 'tests/e2e/dev-server.ts')).href)) as {
  startDevServer: (siteFile: string) => Promise<{ server: { close(): Promise<void> }; base: string }>;
};
const { siteFile, path, heading } = JSON.parse(readFileSync(scenarioFile, 'utf8')) as { siteFile: string; path: string; heading: string };
const times = await devLoopTimes(Number(runs), { siteText: readFileSync(siteFile, 'utf8'), path, heading }, startDevServer);
process.stdout.write(`${JSON.stringify(times)}\n`);
process.exit(0);
