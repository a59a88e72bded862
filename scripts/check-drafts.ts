/**
 * Content drafting aid: appends the route lists in content-drafts/*.yaml to
 * site.yaml's routes (the last top-level key) and validates the result,
 * printing each problem at its line in the draft it came from.
 * Usage: npx tsx scripts/check-drafts.ts [draft.yaml ...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { validateSource } from '../src/validate/validate-site.js';

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : readdirSync('content-drafts').filter((f) => f.endsWith('.yaml')).map((f) => `content-drafts/${f}`);
let text = readFileSync('site.yaml', 'utf8').replace(/\n*$/, '\n');
const ranges: Array<{ file: string; start: number; lines: number }> = [];
for (const file of files) {
  const draft = readFileSync(file, 'utf8').replace(/\n*$/, '\n');
  const start = text.split('\n').length;
  ranges.push({ file, start, lines: draft.split('\n').length - 1 });
  text += draft.split('\n').map((l) => (l ? '  ' + l : l)).join('\n');
}
// Routes that other drafts are still writing: links to them are not this draft's problem.
const planned = /'(\/blog\/[a-z-]+|\/(test-accuracy|test-duration|result-explanations|data-privacy|test-retaking|mission|rating-methodology|methodology|about|contact|privacy-policy))'/;
const { problems } = validateSource(text);
let shown = 0;
for (const p of problems) {
  const range = ranges.find((r) => p.line >= r.start && p.line < r.start + r.lines);
  if (/points to no route|has no page/.test(p.message) && planned.test(p.message)) continue;
  if (range) console.log(`${range.file}:${p.line - range.start + 1}:${p.col - 2}  ${p.message}`);
  else console.log(`site.yaml:${p.line}:${p.col}  ${p.message}`);
  shown++;
}
console.log(shown === 0 ? 'drafts OK' : `${shown} problem(s)`);
