import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIOME = join(ROOT, 'node_modules/.bin/biome');

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/**
 * Lints files with the project's own biome.jsonc in a scratch folder laid out
 * like the repository, so the source tree is never touched while other tests run.
 */
function lint(files: Record<string, string>): { status: number | null; errors: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'blocksite-lint-'));
  scratch.push(dir);
  copyFileSync(join(ROOT, 'biome.jsonc'), join(dir, 'biome.jsonc'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(BIOME, ['lint', '--vcs-enabled=false', '--reporter=github', '.'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  // One line per diagnostic: "::error title=RULE,file=PATH,line=N,...::MESSAGE", with the path made relative.
  const errors = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error'))
    .map((line) => line.replace(`${dir}/`, ''));
  return { status: run.status, errors };
}

const DIRECT = `import Button from '@mui/material/Button';
import { Chip } from '@mui/material';
import { Box } from '../../ui/mui.js';

export const used = [Button, Chip, Box];
`;

describe('the lint rules', () => {
  it('refuse a renderer that imports MUI directly rather than through src/ui/mui.ts, and allow it elsewhere', () => {
    const { status, errors } = lint({ 'src/renderers/probe/probe.tsx': DIRECT, 'src/ui/probe.tsx': DIRECT });
    expect(status).toBe(1);
    expect(errors).toHaveLength(2);
    for (const [i, line] of errors.entries()) {
      expect(line).toContain('title=lint/style/noRestrictedImports,file=src/renderers/probe/probe.tsx');
      expect(line).toContain(`line=${i + 1},`);
      expect(line).toContain('src/ui/mui.ts');
    }
  });
});
