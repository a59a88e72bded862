/**
 * A CI build of a pull request whose font or picture is a symbolic link out
 * of the site folder (issue 36, 3): it must fail with a clear message and
 * publish nothing, rather than copy the owner's file into dist/.
 */
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../run-command.js';

const FIXTURE = resolve('tests/fixtures/sites/docs');

function hostileCopy(plant: (site: string, outside: string) => void) {
  const home = mkdtempSync(join(tmpdir(), 'hostile-build-'));
  const site = join(home, 'site');
  cpSync(FIXTURE, site, { recursive: true });
  plant(site, home);
  return { site, out: join(site, 'dist') };
}

describe('a build of a site whose font or picture leads outside it', () => {
  it('refuses a font that is a link out of the site folder: exit 1, the link named at its line, nothing published', () => {
    const { site, out } = hostileCopy((site, outside) => {
      // A real font file of the owner's, so only where it lives is wrong.
      const owners = join(outside, 'owners-font.woff2');
      copyFileSync(join(site, 'fonts', 'Inter-Variable-latin.woff2'), owners);
      rmSync(join(site, 'fonts', 'Inter-Variable-latin.woff2'));
      symlinkSync(owners, join(site, 'fonts', 'Inter-Variable-latin.woff2'));
    });
    const result = runCommand('build', [], { SITE_YAML: join(site, 'site.yaml'), OUT_DIR: out, GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:\d+:\d+ {2}BS\d{4} 'Inter-Variable-latin\.woff2' is a symbolic link that leads outside the fonts folder/);
    expect(result.stderr).toMatch(/^::error file=[^,]*site\.yaml,line=\d+,col=\d+,title=[^:]+::'Inter-Variable-latin\.woff2' is a symbolic link/m);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a picture that is a link out of the site folder', () => {
    const { site, out } = hostileCopy((site, outside) => {
      const owners = join(outside, 'holiday.png');
      copyFileSync(join(site, 'images', 'hero-queue.png'), owners);
      rmSync(join(site, 'images', 'hero-queue.png'));
      symlinkSync(owners, join(site, 'images', 'hero-queue.png'));
    });
    const result = runCommand('build', [], { SITE_YAML: join(site, 'site.yaml'), OUT_DIR: out });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/'hero-queue\.png' is a symbolic link that leads outside the images folder; put the picture itself in images\//);
    expect(existsSync(out)).toBe(false);
  });
});
