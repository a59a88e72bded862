import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteFile } from '../../src/editor/server/site-file.js';
import { FileRefused, readInside, resolveInside, writeFileAtomic, writeSiteFile } from '../../src/files/safe-files.js';
import { writeSiteSchema } from '../../src/validate/site-schema.js';

/** A site folder from someone else's pull request, and beside it a file of the owner's that it must never reach. */
function hostileSite() {
  const home = mkdtempSync(join(tmpdir(), 'hostile-'));
  const owners = join(home, 'owners-file');
  writeFileSync(owners, 'the owner keeps this\n');
  const site = join(home, 'site');
  mkdirSync(join(site, 'images'), { recursive: true });
  writeFileSync(join(site, 'site.yaml'), 'settings: {}\n');
  return { home, owners, site };
}

describe('files/safe-files: writes', () => {
  it('never writes through a planted temporary name: a spray of links at every name a save could use leaves their target alone', () => {
    const { owners, site } = hostileSite();
    // The old editor wrote .site.yaml.<pid>.editing: a pull request can plant a link at each of them.
    for (let pid = 1; pid <= 2000; pid++) symlinkSync(owners, join(site, `.site.yaml.${pid}.editing`));
    // And at this process's own, which a container's small process numbers may already have covered.
    if (process.pid > 2000) symlinkSync(owners, join(site, `.site.yaml.${process.pid}.editing`), 'file');
    // The editor's own save, as POST /api/save makes it.
    const file = new SiteFile(join(site, 'site.yaml'));
    expect(file.write('settings: { siteName: Saved }\n', file.read().hash).ok).toBe(true);
    expect(readFileSync(owners, 'utf8')).toBe('the owner keeps this\n');
    expect(lstatSync(join(site, 'site.yaml')).isFile()).toBe(true);
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toBe('settings: { siteName: Saved }\n');
    expect(readdirSync(site).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces a generated file that is a link (site.schema.json -> ~/.bashrc) instead of writing where it leads', () => {
    const { owners, site } = hostileSite();
    symlinkSync('../owners-file', join(site, 'site.schema.json'));
    // What npm run dev and npm run gen:schema call.
    writeSiteSchema(join(site, 'site.yaml'), { settings: { siteName: '$(touch pwned)' } });
    expect(readFileSync(owners, 'utf8')).toBe('the owner keeps this\n');
    expect(lstatSync(join(site, 'site.schema.json')).isFile()).toBe(true);
  });

  it('refuses to write in a folder that a link leads outside the allowed ones', () => {
    const { home, site } = hostileSite();
    mkdirSync(join(home, 'elsewhere'));
    symlinkSync('../elsewhere', join(site, 'out'));
    expect(() => writeFileAtomic(join(site, 'out', 'x.json'), '{}', { within: [site] })).toThrow(FileRefused);
    expect(readdirSync(join(home, 'elsewhere'))).toEqual([]);
  });

  it("keeps the file's mode: a 600 site file stays 600", () => {
    const { site } = hostileSite();
    const file = join(site, 'site.yaml');
    chmodSync(file, 0o600);
    writeSiteFile(file, 'settings: { siteName: Private }\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    chmodSync(file, 0o640);
    writeFileAtomic(file, 'settings: {}\n', { within: [site] });
    expect(statSync(file).mode & 0o777).toBe(0o640);
  });

  it('writes a symlinked site file through to its target inside the site folder, and keeps the link', () => {
    const { site } = hostileSite();
    mkdirSync(join(site, 'src'));
    writeFileSync(join(site, 'src', 'real.yaml'), 'old\n');
    symlinkSync('src/real.yaml', join(site, 'linked.yaml'));
    writeSiteFile(join(site, 'linked.yaml'), 'new\n');
    expect(lstatSync(join(site, 'linked.yaml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(site, 'src', 'real.yaml'), 'utf8')).toBe('new\n');
  });

  it('refuses a site file that is a link out of the site folder, saying where it leads', () => {
    const { owners, site } = hostileSite();
    symlinkSync(owners, join(site, 'other.yaml'));
    expect(() => writeSiteFile(join(site, 'other.yaml'), 'settings: {}\n')).toThrow(
      new RegExp(`other\\.yaml is a symbolic link to ${realpathSync(owners).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, outside the site folder`),
    );
    expect(readFileSync(owners, 'utf8')).toBe('the owner keeps this\n');
  });
});

describe('files/safe-files: reads', () => {
  it('reads a file inside its folder, through a link that stays inside', () => {
    const { site } = hostileSite();
    writeFileSync(join(site, 'images', 'a.jpg'), 'picture');
    symlinkSync('a.jpg', join(site, 'images', 'b.jpg'));
    expect(readInside(join(site, 'images'), 'b.jpg').toString()).toBe('picture');
  });

  it("refuses a picture that is a link out of its folder, and '..'", () => {
    const { owners, site } = hostileSite();
    symlinkSync(owners, join(site, 'images', 'passwd.jpg'));
    symlinkSync('/etc', join(site, 'images', 'etcdir'));
    expect(resolveInside(join(site, 'images'), 'passwd.jpg')).toEqual({ refused: 'outside' });
    expect(resolveInside(join(site, 'images'), 'etcdir/passwd')).toEqual({ refused: 'outside' });
    expect(resolveInside(join(site, 'images'), '../site.yaml')).toEqual({ refused: 'outside' });
    expect(resolveInside(join(site, 'images'), 'missing.jpg')).toEqual({ refused: 'missing' });
    expect(() => readInside(join(site, 'images'), 'passwd.jpg')).toThrow(FileRefused);
  });
});
