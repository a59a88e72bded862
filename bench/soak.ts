/**
 * The long-running processes keep what they work out in memory, and must not
 * grow with every save: `node --import tsx bench/soak.ts` makes
 * SOAK_SAVES saves (default 1,000) of a site in the dev server and SOAK_EDITS
 * edits (default 1,000) in the visual editor's server, each changing a page's
 * heading, a code block and a paragraph to text neither has seen, and prints
 * the heap after a full collection every SOAK_EVERY steps as JSON. The
 * figure that matters is the growth from step 100 to the last: every memo
 * is bounded, so it stays within 10% (tests/unit/soak.test.ts runs a
 * shorter soak; `npm run bench` the whole one).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'yaml';
import { startDevServer } from '../src/dev/dev-server.js';
import { PreviewService } from '../src/editor/server/preview.js';
import { PARSE_OPTIONS } from '../src/load/parse-options.js';
import { loadRenderers } from '../src/renderers/components.js';

const FIXTURE = join(import.meta.dirname, '../tests/fixtures/sites/docs');
/** The page edited: an item page with a code block, and what is changed on it. */
const PAGE = '/docs/getting-started';
const CODE = 'code: npm install tidewater\n';
const PARAGRAPH = '"Tidewater has no dependencies and ships its own type definitions.';
const HEADING = 'title: Async tasks at the pace you choose\n';

export interface SoakPoint {
  step: number;
  /** Bytes of heap in use after a full collection. */
  heap: number;
}

export interface SoakResult {
  dev: SoakPoint[];
  editor: SoakPoint[];
}

/** The site's text after save `n`: a heading, a code block and a paragraph no earlier save had. */
function edited(original: string, n: number): string {
  for (const find of [CODE, PARAGRAPH, HEADING]) if (!original.includes(find)) throw new Error(`the docs fixture no longer holds ${JSON.stringify(find)}`);
  return original
    .replace(CODE, `code: npm install tidewater@2.${n}.0 --save-exact # save ${n}\n`)
    .replace(PARAGRAPH, `"Save ${n}: tidewater has no dependencies and ships its own type definitions.`)
    .replace(HEADING, `title: Async tasks at the pace you choose, take ${n}\n`);
}

/** Node's full collection, reached without starting node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function heap(): number {
  const gc = collector();
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Saves the file and waits until the dev server serves the page with that save in it. */
export async function devSoak(saves: number, every: number): Promise<SoakPoint[]> {
  const dir = mkdtempSync(join(tmpdir(), 'soak-dev-'));
  cpSync(FIXTURE, dir, { recursive: true });
  const file = join(dir, 'site.yaml');
  const original = readFileSync(file, 'utf8');
  const server = await startDevServer({ siteFile: file, port: 0, host: '127.0.0.1', logLevel: 'silent' });
  const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
  const points: SoakPoint[] = [];
  try {
    for (let n = 1; n <= saves; n++) {
      writeFileSync(file, edited(original, n));
      const wanted = `tidewater@2.${n}.0`;
      for (let tries = 0; ; tries++) {
        // A request the server drops while it swaps in the new site is asked again.
        const html = await fetch(base + PAGE).then(
          (r) => r.text(),
          () => '',
        );
        if (html.includes(wanted)) break;
        if (tries > 2000) throw new Error(`save ${n} never showed on ${PAGE}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (n % every === 0 || n === saves) points.push({ step: n, heap: heap() });
    }
  } finally {
    await server.close();
  }
  return points;
}

/** What the editor asks its server on each edit once typing pauses: the problems of the text, and the page drawn from its data. */
export async function editorSoak(edits: number, every: number): Promise<SoakPoint[]> {
  await loadRenderers();
  const dir = mkdtempSync(join(tmpdir(), 'soak-editor-'));
  cpSync(FIXTURE, dir, { recursive: true });
  const original = readFileSync(join(dir, 'site.yaml'), 'utf8');
  const preview = new PreviewService(dir, './schemas', '/files/soak');
  const points: SoakPoint[] = [];
  let schemaKey: string | undefined;
  for (let n = 1; n <= edits; n++) {
    const text = edited(original, n);
    const checked = await preview.check(text, schemaKey);
    if (checked.problems.length > 0) throw new Error(`edit ${n} has problems: ${checked.problems[0].message}`);
    schemaKey = checked.siteSchema?.key ?? schemaKey;
    const page = await preview.preview(parse(text, PARSE_OPTIONS), PAGE);
    if (!page?.body.includes(`tidewater@2.${n}.0`)) throw new Error(`edit ${n} did not show in the preview`);
    if (n % every === 0 || n === edits) points.push({ step: n, heap: heap() });
  }
  return points;
}

export async function soak(saves: number, edits: number, every = 100): Promise<SoakResult> {
  return { dev: await devSoak(saves, every), editor: await editorSoak(edits, every) };
}

/** Growth of the heap from step `after` (or the first point past it) to the last, as a fraction. */
export function growth(points: SoakPoint[], after = 100): number {
  const from = points.find((p) => p.step >= after) ?? points[0];
  return points[points.length - 1].heap / from.heap - 1;
}

if (process.argv[1] === import.meta.filename) {
  const count = (name: string, fallback: number) => Number(process.env[name] || fallback);
  const result = await soak(count('SOAK_SAVES', 1000), count('SOAK_EDITS', 1000), count('SOAK_EVERY', 100));
  console.log(JSON.stringify(result));
}
