/** `npm run build`: validate, bundle islands, prerender every route into dist/. */
import { printProblems } from './report.js';
import { siteFile, wantsGithubFormat } from './site-file.js';

// React and MUI read NODE_ENV when they load: production skips their development
// checks and labels. A build is always production, whatever the shell has set, so
// its output does not depend on the environment (or on whether workers render it).
process.env.NODE_ENV = 'production';
const { buildSite } = await import('../prerender/build-site.js');

const file = siteFile();
const outDir = process.env.OUT_DIR || 'dist';
const started = performance.now();
const result = await buildSite(file.absolute, outDir);
if (!result.ok) {
  if (result.problems.length > 0) printProblems(file.display, result.problems, wantsGithubFormat(), 'Nothing was built.');
  for (const f of result.failures) console.error(`${f.path}  failed to render: ${f.message}`);
  if (result.failures.length > 0) console.error(`\n${result.failures.length} page(s) failed to render. ${outDir}/ was left as it was.`);
  else console.error(`${outDir}/ was left as it was.`);
  process.exit(1);
}
const parts = Object.entries(result.timings).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ');
console.log(`Built ${result.pages} pages into ${outDir}/ in ${(performance.now() - started).toFixed(0)} ms (${parts}).`);
