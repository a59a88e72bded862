/**
 * The route readers' timings for the checkout this process runs in (its
 * working folder), printed as JSON: bench/readers.ts runs it in this
 * checkout and in the baseline's, in turn. In one process, as the dev
 * server validates (one validator, keeping the file's bytes): the first
 * validation of the file, with nothing remembered, then one after an edit
 * of one route, then one after an edit of every route, which reads them all
 * again in the same process. Arguments: the checkout, the site file, and a
 * JSON file of the three texts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, siteFile, textsFile] = process.argv.slice(2);
const load = async <T>(path: string) => (await import(pathToFileURL(join(dir, path)).href)) as T;
const { IncrementalValidator, emptyMemory } = await load<typeof import('../src/validate/incremental/validator.js')>('src/validate/incremental/validator.ts');
const { FileBytes } = await load<typeof import('../src/load/site-bytes.js')>('src/load/site-bytes.ts');
const { first, oneRoute, everyRoute } = JSON.parse(readFileSync(textsFile, 'utf8')) as Record<'first' | 'oneRoute' | 'everyRoute', string>;

// One memory for the process; a validator for each save, as the dev server has (site-dev-plugin.ts).
const memory = emptyMemory();
const timed = async (text: string): Promise<{ wall: number; cpu: number }> => {
  writeFileSync(siteFile, text);
  // Between two saves the process goes back to its event loop.
  await new Promise((settle) => setTimeout(settle, 100));
  const validator = new IncrementalValidator(dirname(siteFile), memory, true);
  const [started, cpu] = [performance.now(), process.cpuUsage()];
  const result = validator.validate(new FileBytes(siteFile));
  const took = { wall: performance.now() - started, cpu: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu)) };
  if (result.problems.length > 0 || validator.road !== 'quick')
    throw new Error(`not validated on the fast path: ${JSON.stringify(result.problems.slice(0, 2))}`);
  return took;
};
const times = { first: await timed(first), oneRoute: await timed(oneRoute), everyRoute: await timed(everyRoute) };
process.stdout.write(`${JSON.stringify(times)}\n`);
process.exit(0);
