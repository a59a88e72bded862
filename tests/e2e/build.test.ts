import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildSite } from '../../src/prerender/build-site.js';
import { syntheticSiteText } from '../../bench/synthetic-site.js';
import { INLINE_LIMIT } from '../../src/prerender/build-islands.js';
import { pageFile } from '../../src/validate/site-pages.js';
import { routePaths } from './routes.js';
import { commandArgs } from '../run-command.js';

const siteDir = inject('siteDir');
const fixtureDir = inject('fixtureDir');
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('npm run build output', () => {
  it('writes index.html, one folder per route and 404.html', () => {
    for (const path of routePaths) expect(existsSync(join(siteDir, pageFile(path))), path).toBe(true);
    expect(existsSync(join(siteDir, '404.html'))).toBe(true);
  });

  it("puts the full content in the HTML with the site's stylesheet linked, at most the page's own rules inline and no style attributes", () => {
    expect(read(siteDir, 'reviews/index.html')).toContain('CogniMetrics Pro');
    for (const file of [...routePaths.map(pageFile), '404.html']) {
      const html = read(siteDir, file);
      expect(html.match(/<link rel="stylesheet" href="\/assets\/style-[0-9a-f]{16}\.css">/g), file).toHaveLength(1);
      // The rules no other page uses (tests/e2e/site-stylesheet.test.ts), in one stylesheet right after the link.
      expect(html.match(/<style[\s>]/g)?.length ?? 0, file).toBeLessThanOrEqual(1);
      expect(html, file).not.toMatch(/\sstyle="/);
    }
  });

  it("holds each page's first paint until the parser is past the main content", () => {
    for (const file of [...routePaths.map(pageFile), '404.html']) {
      const html = read(siteDir, file);
      const target = html.match(/<head>[\s\S]*<link rel="expect" href="#([\w-]+)" blocking="render">[\s\S]*<\/head>/)?.[1];
      expect(target, file).toBeDefined();
      expect(html.indexOf(`id="${target}"`), file).toBeGreaterThan(html.indexOf('</main>'));
    }
  });

  it('loads no JavaScript on pages without interactive blocks', () => {
    for (const path of routePaths.filter((p) => p !== '/faq')) {
      expect(/<script(?! type="application\/ld\+json")/.test(read(siteDir, pageFile(path))), path).toBe(false);
    }
  });

  it('carries only the accordion island on /faq and the not-found island on 404.html, inline and small', () => {
    const scripts = (html: string) => [...html.matchAll(/<script(?! type="application\/ld\+json")[^>]*>(.*?)<\/script>/gs)];
    for (const [file, island] of [
      ['faq/index.html', 'accordion'],
      ['404.html', 'not-found'],
    ]) {
      const found = scripts(read(siteDir, file));
      expect(found, file).toHaveLength(1);
      expect(found[0][0], file).toMatch(/^<script type="module">/);
      expect(found[0][1], file).toContain(island);
      expect(Buffer.byteLength(found[0][1]), file).toBeLessThanOrEqual(INLINE_LIMIT);
    }
    expect(readdirSync(join(siteDir, 'assets')).filter((f) => !f.endsWith('.css'))).toEqual([]);
  });

  it('builds a different site from SITE_YAML with no code change', () => {
    const home = read(fixtureDir, 'index.html');
    expect(home).toContain('Find a Chess Course That Sticks');
    expect(home).toContain('<html lang="en-GB">');
    expect(home).not.toContain('IQ Test Reviews');
    expect(existsSync(join(fixtureDir, 'guides/openings/index.html'))).toBe(true);
    expect(existsSync(join(fixtureDir, 'reviews'))).toBe(false);
  });

  it('leaves the previous output untouched when the site file is broken', async () => {
    const work = mkdtempSync(join(tmpdir(), 'build-'));
    const out = join(work, 'dist');
    cpSync(fixtureDir, out, { recursive: true });
    const before = read(out, 'index.html');
    const broken = join(work, 'broken.yaml');
    writeFileSync(
      broken,
      read(resolve('tests/fixtures'), 'every-block.yaml').replace('      - type: hero\n        eyebrow', '      - type: heros\n        eyebrow'),
    );
    const result = await buildSite(broken, out);
    expect(result.ok).toBe(false);
    expect(read(out, 'index.html')).toBe(before);
    expect(readdirSync(work).sort()).toEqual(['broken.yaml', 'dist']);
  });
});

describe('rebuilding over a previous output', () => {
  it('swaps the new output in, and the previous one is deleted in the background', async () => {
    const work = mkdtempSync(join(tmpdir(), 'rebuild-'));
    const out = join(work, 'dist');
    cpSync(fixtureDir, out, { recursive: true });
    writeFileSync(join(out, 'stale.html'), 'from the previous build');
    // A previous output whose deletion was cut short goes too.
    cpSync(fixtureDir, join(work, '.dist-building-1-old'), { recursive: true });
    const result = await buildSite(resolve('tests/fixtures/every-block.yaml'), out);
    expect(result.ok).toBe(true);
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(read(out, 'index.html')).toBe(read(fixtureDir, 'index.html'));
    await expect.poll(() => readdirSync(work), { timeout: 10_000 }).toEqual(['dist']);
  });
});

describe('a site large enough for worker threads', () => {
  it('is written file for file the same as on one thread, with every page present', () => {
    const work = mkdtempSync(join(tmpdir(), 'parallel-'));
    const file = join(work, 'site.yaml');
    writeFileSync(file, syntheticSiteText(200));
    const build = (workers: string, out: string) =>
      spawnSync(process.execPath, commandArgs('build'), {
        env: { ...process.env, SITE_YAML: file, OUT_DIR: join(work, out), BUILD_WORKERS: workers, SITE_MAX_BYTES: String(8 * 1024 * 1024) },
        encoding: 'utf8',
      });
    const serial = build('1', 'serial');
    const parallel = build('2', 'parallel');
    expect(serial.status, serial.stderr).toBe(0);
    expect(parallel.status, parallel.stderr).toBe(0);
    const files = (dir: string) =>
      (readdirSync(join(work, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.html') || f.endsWith('.xml')).sort();
    expect(files('parallel')).toEqual(files('serial'));
    expect(files('parallel').filter((f) => f.endsWith('index.html'))).toHaveLength(200);
    for (const f of files('serial')) expect(read(join(work, 'parallel'), f), f).toBe(read(join(work, 'serial'), f));
  }, 120_000);

  it('is built, and the command ends, when workers start only after validating (a file under 1 MiB)', () => {
    const work = mkdtempSync(join(tmpdir(), 'parallel-'));
    const file = join(work, 'site.yaml');
    writeFileSync(file, syntheticSiteText(150));
    expect(statSync(file).size).toBeLessThan(1024 * 1024);
    const result = spawnSync(process.execPath, commandArgs('build'), {
      env: { ...process.env, SITE_YAML: file, OUT_DIR: join(work, 'dist'), BUILD_WORKERS: '2' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Built 151 pages/);
  }, 120_000);
});

describe('the command line', () => {
  const run = (script: string, env: Record<string, string>, args: string[] = []) =>
    spawnSync(process.execPath, [...commandArgs(script), ...args], {
      env: { ...process.env, ...env, GITHUB_ACTIONS: '' },
      encoding: 'utf8',
    });

  it('validate exits 0 on a clean file', () => {
    const result = run('validate', { SITE_YAML: 'site.yaml' });
    expect(result.status).toBe(0);
  });

  it('validate prints file:LINE:COL messages, GitHub annotations on request, and exits 1', () => {
    const work = mkdtempSync(join(tmpdir(), 'validate-'));
    const file = join(work, 'site.yaml');
    writeFileSync(file, read(resolve('tests/fixtures'), 'every-block.yaml').replace('        eyebrow: For club players', '        eyebrw: For club players'));
    const result = run('validate', { SITE_YAML: file }, ['--format', 'github']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:\d+:9 {2}BS2001 unknown field 'eyebrw' in hero; did you mean 'eyebrow'\?/);
    expect(result.stderr).toMatch(/::error file=.*site\.yaml,line=\d+,col=9,title=BS2001 Unknown field::unknown field 'eyebrw'/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it.each(['63-deep-nesting.yaml', '64-five-megabyte-file.yaml', '62-alias-bomb.yaml', '69-binary-garbage.yaml', '70-empty-file.yaml'])(
    'validate rejects the hazard %s with a message and exit 1, no crash or stack trace',
    (name) => {
      const result = run('validate', { SITE_YAML: `tests/fixtures/invalid/${name}` });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/invalid\/[\w-]+\.yaml:\d+:\d+ {2}BS\d{4} \S/);
      expect(result.stderr).not.toMatch(/\n\s+at |Error:|node:internal/);
    },
  );

  it('build exits 1 with the same messages and does not create the output folder', () => {
    const work = mkdtempSync(join(tmpdir(), 'cli-build-'));
    const file = join(work, 'site.yaml');
    writeFileSync(file, 'settings: {}\n');
    const result = run('build', { SITE_YAML: file, OUT_DIR: join(work, 'dist') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:1:1 {2}BS2002 missing required field 'collections'/);
    expect(existsSync(join(work, 'dist'))).toBe(false);
  });
});
