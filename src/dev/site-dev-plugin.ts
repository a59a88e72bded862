import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { FONT_DIR } from '../model/assets.js';
import { IMAGE_DIR } from '../model/pictures.js';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, type Problem } from '../problem.js';
import type { SiteData } from './dev-render.js';
import type { Memory } from '../validate/incremental/validator.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { PACKED, packedPath } from '../packed.js';

type DevModule = typeof import('./dev-render.js');

/**
 * `npm run dev`: renders each page from site.yaml on request. Saving
 * site.yaml re-validates it; a clean file updates the open page, a broken one
 * prints every problem in the terminal and on the browser's error overlay,
 * while the last good version of the site stays on screen behind it.
 */
export function siteDevPlugin(siteFile = resolve(process.env.SITE_YAML || 'site.yaml'), shownAs = process.env.SITE_YAML || 'site.yaml'): Plugin {
  let lastGood: SiteData | undefined;
  let problems: Problem[] = [];
  // What validation found last time, so an edit re-reads and re-checks only what changed (plain data: it outlives reloads of the validator's code).
  let memory: Memory | undefined;
  // Two buffers the file is read into in turn: every save lands in memory already touched, beside the last version.
  let reader: InstanceType<DevModule['AlternatingReader']> | undefined;
  // One validation at a time; a change that lands during one is validated once it ends, so the last saved state always wins.
  let running: Promise<void> | undefined;
  let again = false;
  // The page the browser last asked for, rendered ahead for the reload that follows an edit.
  let lastPath = '/';
  let prerendered: { site: SiteData; path: string; page: { status: number; html: string } } | undefined;
  const display = () => shownAs;

  const overlayError = () => ({
    type: 'error' as const,
    err: {
      message: problems.map((p) => formatProblem(display(), p)).join('\n'),
      stack: '',
      id: siteFile,
      plugin: 'site.yaml',
      loc: { file: siteFile, line: problems[0].line, column: problems[0].col },
    },
  });

  /**
   * The renderer, with every block renderer ready: in this repository loaded
   * through Vite, so edits to the generator's code apply; a packed copy has
   * it bundled beside the commands.
   */
  async function devModule(server: ViteDevServer): Promise<DevModule> {
    const dev = PACKED
      ? ((await import(pathToFileURL(packedPath('cli', 'dev-render.mjs')).href)) as DevModule)
      : ((await server.ssrLoadModule(join(PACKAGE_ROOT, 'src', 'dev', 'dev-render.tsx'))) as DevModule);
    await dev.loadRenderers();
    return dev;
  }

  function revalidate(server: ViteDevServer): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await validateOnce(server);
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  }

  async function validateOnce(server: ViteDevServer): Promise<void> {
    const dev = await devModule(server);
    const { bytes, problem } = dev.readSite(siteFile, (reader ??= new dev.AlternatingReader()));
    const validator = new dev.IncrementalValidator(dirname(siteFile), (memory ??= dev.emptyMemory()), true);
    const result = problem ? { problems: [problem], site: undefined } : validator.validate(bytes!);
    // A file caught half-written fails: give the change event of its last write a moment to arrive, and validate that instead.
    if (!result.site) await new Promise((settle) => setTimeout(settle, 100));
    if (again && !result.site) return;
    problems = result.problems;
    if (result.site) {
      // Pictures are served as they are and code is highlighted: the page needs both before it renders.
      lastGood = await dev.prepareSite(result.site, dirname(siteFile), 'facts' in result ? result.facts : undefined);
      const schema = dev.refreshSiteSchema(siteFile, bytes!, result.site);
      if (schema) server.config.logger.info(`${schema} ${dev.siteSchemaName(siteFile)} for your editor`, { timestamp: true });
      server.config.logger.info(`${display()} is valid; updating the page`, { timestamp: true });
      // dev-client.ts fetches the page again and swaps it in; a page without it reloads.
      server.ws.send({ type: 'custom', event: 'site:update' });
      // Render while the browser asks for it again.
      prerendered = { site: lastGood, path: lastPath, page: dev.renderDevPage(lastGood, lastPath) };
    } else {
      for (const p of problems) server.config.logger.error(formatProblem(display(), p), { timestamp: true });
      server.ws.send(overlayError());
    }
  }

  return {
    name: 'site-dev',
    apply: 'serve',
    async configureServer(server) {
      // The site file and the pictures and font beside it.
      const folders = [IMAGE_DIR, FONT_DIR].map((name) => join(dirname(siteFile), name));
      server.watcher.add([siteFile, ...folders]);
      const changed = (file: string) => {
        if (resolve(file) === siteFile || folders.some((folder) => resolve(file).startsWith(folder + sep))) void revalidate(server);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      // The originals of pictures and the font, as pages in the dev server name them.
      const files = sirv(dirname(siteFile), { dev: true });
      server.middlewares.use((req, res, next) => (/^\/(images|fonts)\//.test(req.url ?? '') ? files(req, res, next) : next()));
      // A browser that connects while the file is broken sees the overlay at once.
      server.ws.on('connection', () => {
        if (problems.length > 0) server.ws.send(overlayError());
      });
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const wantsPage = req.method === 'GET' && !url.pathname.includes('.') && !url.pathname.startsWith('/@');
        if (!wantsPage) return next();
        try {
          if (!lastGood && problems.length === 0) await revalidate(server);
          const dev = await devModule(server);
          if (!lastGood) {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(
              await server.transformIndexHtml(
                url.pathname,
                `<!doctype html><html><head><title>site.yaml has problems</title><style></style><script type="module" src="${dev.DEV_CLIENT}"></script></head><body></body></html>`,
              ),
            );
            return;
          }
          lastPath = url.pathname;
          const ahead = prerendered?.site === lastGood && prerendered.path === url.pathname ? prerendered.page : undefined;
          prerendered = undefined;
          const page = ahead ?? dev.renderDevPage(lastGood, url.pathname);
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url.pathname, page.html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
