import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** The rules each import breaks, as `rule: from → to`, from the project's own .dependency-cruiser.cjs. */
function broken(cwd: string, files?: Record<string, string>): string[] {
  let dir = cwd;
  if (files) {
    // A scratch folder laid out like the repository, so the source tree is never touched while other tests run.
    dir = mkdtempSync(join(tmpdir(), 'blocksite-imports-'));
    scratch.push(dir);
    for (const name of ['.dependency-cruiser.cjs', 'tsconfig.json']) copyFileSync(join(ROOT, name), join(dir, name));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  }
  const run = spawnSync(DEPCRUISE, ['src', '--output-type', 'json'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

// Each run reads and resolves every source file: seconds on a busy machine.
describe('the import rules', { timeout: 120_000 }, () => {
  it('find no import circle and no import up the layers in the source', () => {
    expect(broken(ROOT)).toEqual([]);
  });

  it('refuse an import up the layers, and one from a block definition to its renderer', () => {
    const violations = broken(ROOT, {
      'src/model/probe.ts': "import { shown } from '../renderers/probe/probe.js';\nexport const model = shown;\n",
      'src/renderers/probe/definition.ts': "import { Probe } from './probe.js';\nexport const definition = Probe;\n",
      'src/renderers/probe/probe.tsx': 'export const shown = 1;\nexport const Probe = () => null;\n',
    });
    expect(violations).toEqual([
      'model-imports-up: src/model/probe.ts → src/renderers/probe/probe.tsx',
      'validate-imports-up: src/renderers/probe/definition.ts → src/renderers/probe/probe.tsx',
    ]);
  });

  it('refuse a renderer or the head an import of what hands out the site itself, around the reader that records what a page reads', () => {
    const violations = broken(ROOT, {
      'src/renderers/probe/probe.tsx': "import { pagesOf } from '../../validate/site-index.js';\nexport const Probe = () => pagesOf;\n",
      'src/prerender/seo/probe.ts': "import { SiteData } from '../site-data.js';\nexport const probe = SiteData;\n",
      'src/validate/site-index.ts': 'export const pagesOf = 1;\n',
      'src/prerender/site-data.ts': 'export const SiteData = 1;\n',
    });
    expect(violations.sort()).toEqual([
      'read-through-the-reader: src/prerender/seo/probe.ts → src/prerender/site-data.ts',
      'read-through-the-reader: src/renderers/probe/probe.tsx → src/validate/site-index.ts',
    ]);
  });

  it('refuse an import circle, and a file in no layer', () => {
    const violations = broken(ROOT, {
      'src/load/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'src/load/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
      'src/elsewhere/c.ts': "import { a } from '../load/a.js';\nexport const c = a;\n",
    });
    expect(violations.sort()).toEqual(['in-a-layer: src/elsewhere/c.ts → src/load/a.ts', 'no-circular: src/load/a.ts → src/load/b.ts']);
  });
});
