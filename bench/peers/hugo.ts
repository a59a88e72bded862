/**
 * Hugo as a peer, when this machine has it: a minimal site with the same
 * pages and the same HTML shell as Eleventy's, built by the hugo binary.
 * Hugo is a Debian package here, not an npm one, so it may be missing.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Site } from '../../src/types/site.js';
import { frontMatter, layoutHtml, type PeerPage } from './content.js';
import { processRun, type ProcessRun, writeFile } from './files.js';

/** `hugo version`, or undefined when no hugo binary is on the PATH. */
export function hugoVersion(): string | undefined {
  const result = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Writes the Hugo site into dir. Pages sit flat in content/ with their
 * address in `url`, so /blog can be a page beside /blog/post-1 without Hugo's
 * section and bundle rules; the home page is content/_index.md. Kinds the
 * other generators do not write (taxonomies, RSS, sitemap, robots.txt, 404,
 * section lists) are turned off, so Hugo does the same work, no more.
 */
export function writeHugoSite(dir: string, site: Site, pages: PeerPage[]): void {
  writeFile(
    join(dir, 'config.toml'),
    [
      `baseURL = ${JSON.stringify(site.settings.baseUrl.replace(/\/?$/, '/'))}`,
      `languageCode = ${JSON.stringify(site.settings.language)}`,
      `title = ${JSON.stringify(site.settings.siteName)}`,
      'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404", "section"]',
      // The cards are raw HTML in the Markdown, which Goldmark drops unless told otherwise.
      '[markup.goldmark.renderer]',
      'unsafe = true',
      '',
    ].join('\n'),
  );
  writeFile(
    join(dir, 'layouts/_default/baseof.html'),
    layoutHtml(site, { title: '{{ .Title }}', description: '{{ .Description }}', content: '{{ block "main" . }}{{ end }}' }),
  );
  const main = '{{ define "main" }}{{ .Content }}{{ end }}\n';
  writeFile(join(dir, 'layouts/_default/single.html'), main);
  // The home page is a list page in Hugo's terms.
  writeFile(join(dir, 'layouts/_default/list.html'), main);
  for (const page of pages) {
    const file = page.path === '/' ? '_index.md' : `${page.path.slice(1).replace(/\//g, '--')}.md`;
    const fields = { title: page.title, description: page.description, ...(page.path !== '/' && { url: `${page.path}/` }) };
    writeFile(join(dir, 'content', file), frontMatter(fields) + '\n' + page.markdown);
  }
}

/** One Hugo build of the site in dir into outDir. */
export function hugoBuild(dir: string, outDir: string): ProcessRun {
  return processRun('Hugo', 'hugo', ['--quiet', `--source=${dir}`, `--destination=${outDir}`]);
}
