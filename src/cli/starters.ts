import { chmodSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';
import { PACKED, packedPath } from '../packed.js';

/** The sites `blocksite new --from` starts from; the first is the default. */
export const STARTER_NAMES = ['blank', 'bakery', 'clinic', 'docs'] as const;
export type Starter = (typeof STARTER_NAMES)[number];

/**
 * Where each starter's site lives in this repository. The clinic and the
 * documentation site are the fixture sites themselves, so every starter is
 * built, served and visited by the same tests as the fixtures; the bakery is
 * the README's. A packed copy has each under lib/starters/<name>.
 */
export const STARTER_SOURCES: Record<Starter, string> = {
  blank: 'starters/blank',
  bakery: 'starters/bakery',
  clinic: 'tests/fixtures/sites/clinic',
  docs: 'tests/fixtures/sites/docs',
};

/** The files every new site gets besides its site (README, package.json, CI, the hook). */
export const STARTER_FILES = 'starters/files';

/** A starter's folder: in the packed copy when this is one, else in the repository. */
export function starterDir(name: Starter): string {
  return PACKED ? packedPath('starters', name) : join(PACKAGE_ROOT, STARTER_SOURCES[name]);
}

/** The folder of the files every new site gets. */
export function starterFilesDir(): string {
  return PACKED ? packedPath('starters', 'files') : join(PACKAGE_ROOT, STARTER_FILES);
}

export interface NewSite {
  /** The folder to write; it must not exist, or be empty. */
  dir: string;
  from: Starter;
  /** Also write .gitlab-ci.yml. */
  gitlab?: boolean;
  /** The version of blocksite the site's package.json asks for. */
  version: string;
}

/** Where each file every new site gets comes from (under starterFilesDir) and goes (under the site). */
const FILES: Array<[from: string, to: string]> = [
  ['gitignore', '.gitignore'],
  ['github-workflow.yml', '.github/workflows/site.yml'],
  ['pre-commit', '.githooks/pre-commit'],
];

/**
 * Writes a new site: the starter's site (its site.yaml and its pictures
 * and fonts), its editor schema, and the files every site gets. Returns the
 * site's name. The caller has checked that `dir` is free.
 */
export function writeNewSite(site: NewSite, schemaText: (siteFile: string) => string): string {
  const source = starterDir(site.from);
  mkdirSync(site.dir, { recursive: true });
  // The editor schema is written anew from the site, under the name the site's first line gives it.
  cpSync(source, site.dir, { recursive: true, filter: (path) => basename(path) !== 'site.schema.json' });
  const siteFile = join(site.dir, 'site.yaml');
  mkdirSync(join(site.dir, 'images'), { recursive: true });
  writeFileSync(join(site.dir, 'site.schema.json'), schemaText(siteFile));
  const files = starterFilesDir();
  for (const [from, to] of [...FILES, ...(site.gitlab ? [['gitlab-ci.yml', '.gitlab-ci.yml'] as [string, string]] : [])]) {
    mkdirSync(dirname(join(site.dir, to)), { recursive: true });
    cpSync(join(files, from), join(site.dir, to));
  }
  // npm keeps file modes in a package, but a copy made elsewhere may not have; git runs only an executable hook.
  chmodSync(join(site.dir, '.githooks', 'pre-commit'), 0o755);
  const name = /^\s*siteName:\s*(.+?)\s*$/m.exec(readFileSync(siteFile, 'utf8'))?.[1].replace(/^(["'])(.*)\1$/, '$2') ?? basename(site.dir);
  const gitlab = site.gitlab
    ? '`.gitlab-ci.yml` runs the same steps on every push and merge request.'
    : 'copy `node_modules/blocksite/lib/starters/files/gitlab-ci.yml` to `.gitlab-ci.yml` for the same steps on every push and merge request.';
  writeFileSync(join(site.dir, 'README.md'), readFileSync(join(files, 'README.md'), 'utf8').replaceAll('{{siteName}}', name).replace('{{gitlab}}', gitlab));
  writeFileSync(join(site.dir, 'package.json'), `${JSON.stringify(packageJson(site), null, 2)}\n`);
  return name;
}

/** The site's package.json: the commands under the names this README uses, and blocksite itself. */
function packageJson(site: NewSite) {
  const name =
    basename(resolve(site.dir))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+|-+$/g, '') || 'site';
  return {
    name,
    private: true,
    description: 'A website built by blocksite from site.yaml.',
    scripts: {
      start: 'blocksite build && blocksite serve',
      test: 'blocksite validate',
      dev: 'blocksite dev',
      build: 'blocksite build',
      serve: 'blocksite serve',
      edit: 'blocksite edit',
      validate: 'blocksite validate',
      'gen:schema': 'blocksite gen:schema',
      migrate: 'blocksite migrate',
      hook: 'git config core.hooksPath .githooks',
    },
    // A dependency rather than a development one: hosts that build with NODE_ENV=production install only these.
    dependencies: { blocksite: `^${site.version}` },
    engines: { node: '>=20.19' },
  };
}
