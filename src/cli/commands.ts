/**
 * What each `blocksite` command accepts, in one place: each command's
 * `--help` is written from its entry, and `blocksite --help` lists them all.
 * Plain data, so listing them runs none of their work.
 */
import type { Command } from './args.js';
import { FORMAT, GITHUB_ACTIONS, HOST, OUT_DIR, portVar, SITE_MAX_BYTES, SITE_YAML, VALIDATE_FORMAT } from './options.js';
import { STARTER_NAMES } from './starters.js';

export const VALIDATE: Command = {
  name: 'validate',
  summary: 'checks the site file and prints every problem with its line and column. Exits 0 when it is valid, 1 on any problem, 2 on a wrong flag or variable.',
  flags: [
    VALIDATE_FORMAT,
    {
      name: '--staged',
      help: 'check the site file as it is staged for the next git commit rather than as it is on disk (the pre-commit hook uses it); a file git does not track passes',
    },
  ],
  env: [SITE_YAML, SITE_MAX_BYTES, GITHUB_ACTIONS],
};

export const BUILD: Command = {
  name: 'build',
  summary:
    'validates the site file, then prerenders into the output folder every page whose inputs changed since the last build, keeping the rest. Exits 1 on any problem, leaving the previous output as it was; 2 on a wrong flag or variable.',
  flags: [
    FORMAT,
    {
      name: '--explain',
      help: 'list each page rendered and why (its blocks changed, an item it shows changed, the renderer code changed, …), and each page removed',
    },
    { name: '--clean', help: 'ignore the build cache (node_modules/.cache/blocksite) and render every page; a new cache is still written' },
  ],
  env: [
    SITE_YAML,
    { ...OUT_DIR, help: 'the folder to build into; it is replaced whole, only once every page has rendered' },
    SITE_MAX_BYTES,
    GITHUB_ACTIONS,
    {
      name: 'BUILD_WORKERS',
      help: 'how many threads render pages, the main thread included (default: one per 1,000 pages to render, up to one per core and 8; 1 renders on the main thread alone)',
      problem: (value) =>
        /^\s*[1-9]\d*\s*$/.test(value) ? undefined : `BUILD_WORKERS is '${value}', which is not a count of threads; write a whole number, 1 or more`,
    },
  ],
};

export const DEV: Command = {
  name: 'dev',
  summary:
    'a dev server that renders each page from the site file on request; a saved edit updates the open page in place, and a mistake shows in the terminal and on the page while the last good page stays behind it.',
  env: [SITE_YAML, portVar(5173), SITE_MAX_BYTES],
};

export const SERVE: Command = {
  name: 'serve',
  summary:
    'serves the built site as the real host does: /reviews is reviews/index.html, the headers in _headers apply, and unknown paths and hosting files answer 404 with 404.html.',
  env: [{ ...OUT_DIR, help: 'the built site to serve' }, portVar(4173), HOST],
};

export const EDIT: Command = {
  name: 'edit',
  summary: 'opens the visual editor for the site file, on this machine only (127.0.0.1); it prints the address to open.',
  env: [{ ...SITE_YAML, help: 'the site file to edit' }, portVar(4400), SITE_MAX_BYTES],
};

export const NEW: Command = {
  name: 'new',
  summary:
    'writes a new site into a folder: site.yaml, images/, package.json, .gitignore, the editor schema, a README with the commands, a GitHub Actions workflow that validates and builds every commit, and a pre-commit hook to turn on. Asks nothing; refuses a folder that holds files.',
  positionals: [{ name: 'DIR', help: 'the folder to make (a new or empty one)', required: true }],
  flags: [
    {
      name: '--from',
      values: [...STARTER_NAMES],
      help: 'the site to start from: blank (one page to fill in, the default), bakery (a shop with opening hours), clinic (a local business with treatments and a team), docs (a library’s documentation and blog)',
    },
    { name: '--gitlab', help: 'also write .gitlab-ci.yml, the same checks for GitLab CI' },
  ],
};

export const GEN_SCHEMA: Command = {
  name: 'gen:schema',
  summary: 'writes the editor schema beside the site file (site.yaml → site.schema.json), so editors complete its field names and item ids.',
  flags: [{ name: '--check', help: 'write nothing; exit 1 when the written schema is out of date (for CI)' }],
  env: [SITE_YAML, SITE_MAX_BYTES],
};

export const MIGRATE: Command = {
  name: 'migrate',
  summary:
    'rewrites what a newer blocksite names or shapes differently in the site file, changing only those bytes (comments, order and quotes stay), then says what is left to change by hand.',
  flags: [{ name: '--check', help: 'write nothing; exit 1 when something would be rewritten (for CI)' }],
  env: [SITE_YAML, SITE_MAX_BYTES],
};

/** Every command, in the order `blocksite --help` lists them. */
export const COMMANDS = [VALIDATE, BUILD, DEV, SERVE, EDIT, NEW, GEN_SCHEMA, MIGRATE];
