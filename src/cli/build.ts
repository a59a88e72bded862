/** `blocksite build`: validate, bundle islands, prerender every route into dist/. */
import { commandLine } from './args.js';
import { BUILD } from './commands.js';
import { githubFormat } from './options.js';
import { printable } from '../problem.js';
import { printProblems } from './report.js';
import { siteFile } from './site-file.js';

const args = commandLine(BUILD);

// React and MUI read NODE_ENV when they load: production skips their development
// checks and labels. A build is always production, whatever the shell has set, so
// its output does not depend on the environment (or on whether workers render it).
process.env.NODE_ENV = 'production';
const { buildSite } = await import('../prerender/build-site.js');

const file = siteFile(args.env('SITE_YAML')!);
const outDir = args.env('OUT_DIR')!;
const started = performance.now();
const result = await buildSite(file.absolute, outDir, { clean: args.has('--clean'), explain: args.has('--explain') ? (line) => console.log(line) : undefined });
if (!result.ok) {
  if (result.problems.length > 0) printProblems(file.display, result.problems, githubFormat(args), 'Nothing was built.');
  for (const f of result.failures) console.error(`${printable(f.path)}  failed to render: ${printable(f.message)}`);
  if (result.failures.length > 0)
    console.error(`\n${result.failures.length === 1 ? 'A page' : `${result.failures.length} pages`} failed to render. ${outDir}/ was left as it was.`);
  else console.error(`${outDir}/ was left as it was.`);
  process.exit(1);
}
const parts = Object.entries(result.timings)
  .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
  .join(', ');
const kept = result.pages - result.rendered;
console.log(
  `Built ${result.pages} pages into ${outDir}/ in ${(performance.now() - started).toFixed(0)} ms: ${kept > 0 ? `${result.rendered} rendered, ${kept} unchanged` : result.cache === 'used' ? 'all rendered' : `all rendered (${result.cache})`} (${parts}; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB).`,
);
// Everything is written and closed: leave now rather than wait for Node to tear down the heap, a noticeable part
// of a one-page rebuild of a large site. The callback runs once the line above is flushed, on a pipe too.
process.stdout.write('', () => process.exit(0));
