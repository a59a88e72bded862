/**
 * Eleventy 3 as a peer: the same pages as Markdown with front matter, one
 * Nunjucks layout holding the same plain HTML shell, built by Eleventy's own
 * CLI in a fresh process through the project's `npm run build`, as blocksite
 * is: npm's own start-up (about 0.1 s) is then in both figures or in neither.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Site } from '../../src/types/site.js';
import { frontMatter, layoutHtml, type PeerPage } from './content.js';
import { processWallTime, writeFile } from './files.js';

/** The CLI from this repository's devDependencies, so the version is the one package-lock.json pins. */
const cli = resolve('node_modules/@11ty/eleventy/cmd.cjs');

export function eleventyVersion(): string {
  if (!existsSync(cli)) throw new Error(`Eleventy is not installed at ${cli}: run npm install`);
  return `Eleventy ${spawnSync(process.execPath, [cli, '--version'], { encoding: 'utf8' }).stdout.trim()}`;
}

/**
 * Writes the Eleventy project into dir: src/ mirrors the routes (/a/b →
 * a/b.md, which Eleventy writes to a/b/index.html, as blocksite does), and a
 * config that gives every page the layout, so front matter stays title and
 * description as the brief for the comparison says.
 */
export function writeEleventyProject(dir: string, site: Site, pages: PeerPage[]): void {
  writeFile(join(dir, 'eleventy.config.mjs'), `export default function (config) {\n  config.addGlobalData('layout', 'layout.njk');\n}\n`);
  const build = `node ${JSON.stringify(cli)} --config=eleventy.config.mjs --input=src --quiet`;
  writeFile(join(dir, 'package.json'), `${JSON.stringify({ private: true, scripts: { build } }, null, 2)}\n`);
  writeFile(
    join(dir, 'src/_includes/layout.njk'),
    layoutHtml(site, { title: '{{ title }}', description: '{{ description }}', content: '{{ content | safe }}' }),
  );
  for (const page of pages) {
    writeFile(
      join(dir, 'src', page.path === '/' ? 'index.md' : `${page.path.slice(1)}.md`),
      frontMatter({ title: page.title, description: page.description }) + '\n' + page.markdown,
    );
  }
}

/** Wall time of one Eleventy build of the project in dir into outDir. */
export function eleventyBuild(dir: string, outDir: string): number {
  return processWallTime('Eleventy', 'npm', ['run', '--silent', 'build', '--', `--output=${outDir}`], { cwd: dir });
}
