/**
 * Eleventy 3 as a peer: the same pages as Markdown with front matter, one
 * Nunjucks layout holding the same plain HTML shell, built by Eleventy's own
 * command in a fresh process, as blocksite is built by its own and Hugo by
 * its binary. npm's own start-up, which `npm run build` would add to both
 * (0.3 s with npm 11), is measured beside them (npmStartUp).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Site } from '../../src/types/site.js';
import { frontMatter, layoutHtml, type PeerPage } from './content.js';
import { processRun, type ProcessRun, writeFile } from './files.js';

/** The CLI from this repository's devDependencies, so the version is the one package-lock.json pins. */
const cli = resolve('node_modules/@11ty/eleventy/cmd.cjs');
/** Its flags, the same for the project's build script and for the timed build. */
const FLAGS = ['--config=eleventy.config.mjs', '--input=src', '--quiet'];

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
  const build = `node ${JSON.stringify(cli)} ${FLAGS.join(' ')}`;
  writeFile(join(dir, 'package.json'), `${JSON.stringify({ private: true, scripts: { build, nothing: 'node -e 0' } }, null, 2)}\n`);
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

/** One Eleventy build of the project in dir into outDir, by its command as the project's build script runs it. */
export function eleventyBuild(dir: string, outDir: string): ProcessRun {
  return processRun('Eleventy', process.execPath, [cli, ...FLAGS, `--output=${outDir}`], { cwd: dir });
}

/** What `npm run` costs before a script starts: a script that does nothing, in the same project. */
export function npmStartUp(dir: string): ProcessRun {
  return processRun('npm', 'npm', ['run', '--silent', 'nothing'], { cwd: dir });
}
