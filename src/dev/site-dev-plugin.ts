import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FONT_DIR } from '../model/assets.js';
import { IMAGE_DIR } from '../model/pictures.js';
import type { ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { sameStamp, settled, type Stamp, stampOf } from '../files/settled.js';
import { parseUrlPath } from '../files/url-path.js';
import { readServedFile, sendFile } from '../serve/send-file.js';
import { formatProblem, type Problem } from '../problem.js';
import type { SiteData } from './dev-render.js';
import type { Memory } from '../validate/incremental/validator.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { PACKED, packedPath } from '../packed.js';

type DevModule = typeof import('./dev-render.js');

/** How long a shorter file that does not read cleanly must stay unchanged before it is read whole and its problems shown. */
const SUSPECT_MS = 500;

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
  // The version of the file last read, to notice a save whose change event never came.
  let lastRead: Stamp | undefined;
  // The size of the last version that read as a valid site.
  let goodSize: number | undefined;
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

  /** The stylesheet the pages of the last good site link (prerender/render-site.tsx), from memory; anything else goes on. */
  async function sendStylesheet(server: ViteDevServer, path: string, res: ServerResponse, next: () => void): Promise<void> {
    try {
      const sheet = (await devModule(server)).siteStylesheet(lastGood!);
      if (sheet.href !== path) return next();
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(sheet.css);
    } catch {
      next();
    }
  }

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
    // A save in place empties the file, then writes it: read it once it is whole (files/settled.ts).
    // A save in place caught part way is shorter than the last version that read cleanly (not the last read, which may be such a part).
    const previousSize = goodSize ?? lastRead?.size;
    const before = await settled(siteFile, undefined, previousSize);
    lastRead = before;
    const { bytes, problem } = dev.readSite(siteFile, (reader ??= new dev.AlternatingReader()));
    // Written again while it was read: what was read is not a version of the file, so read it again.
    if (!sameStamp(before, stampOf(siteFile))) {
      again = true;
      return;
    }
    const validator = new dev.IncrementalValidator(dirname(siteFile), (memory ??= dev.emptyMemory()), true);
    let result = problem ? { problems: [problem], site: undefined } : validator.validate(bytes!, { whole: false });
    if (!result) {
      // Shorter than the version read before, and not clean: most likely a save in place caught part way. The careful
      // reading of the whole file, which places every problem but takes seconds at 10,000 routes, waits until the file
      // has stayed the same a while longer; a write meanwhile means the rest of the save arrived.
      if (previousSize !== undefined && bytes!.size < previousSize) {
        for (const waitUntil = Date.now() + SUSPECT_MS; Date.now() < waitUntil; ) {
          await new Promise((settle) => setTimeout(settle, 25));
          if (!sameStamp(before, stampOf(siteFile))) {
            again = true;
            return;
          }
        }
      }
      result = validator.validate(bytes!);
    }
    // A file caught half-written fails: give the change event of its last write a moment to arrive, and validate that instead.
    if (!result.site) await new Promise((settle) => setTimeout(settle, 100));
    // Whatever the change events said, a file that changed since it was read is read again: the last save always shows.
    if (!sameStamp(before, stampOf(siteFile))) again = true;
    if (again && !result.site) return;
    problems = result.problems;
    if (result.site) {
      goodSize = bytes!.size;
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
      // Change events can be merged or dropped (a save in place makes two, a moment apart): a look at the file's
      // stamp now and then reads any save the events missed, so the page always ends on what the file holds.
      const look = setInterval(() => {
        if (!running && lastRead && !sameStamp(lastRead, stampOf(siteFile))) void revalidate(server);
      }, 250);
      look.unref();
      server.httpServer?.once('close', () => clearInterval(look));
      // The site file and the pictures and font beside it.
      const folders = [IMAGE_DIR, FONT_DIR].map((name) => join(dirname(siteFile), name));
      server.watcher.add([siteFile, ...folders]);
      const changed = (file: string) => {
        if (resolve(file) === siteFile || folders.some((folder) => resolve(file).startsWith(folder + sep))) void revalidate(server);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      // Every request's path is read once (files/url-path.ts): one that cannot be decoded or that climbs with '..' is refused
      // before anything else sees it, so no check can pass it in one form and a file be served in another.
      server.middlewares.use((req, res, next) => {
        const url = parseUrlPath(req.url ?? '/');
        if ('error' in url || url.dotSegments) {
          res.statusCode = 400;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end(`Bad request: ${'error' in url ? url.error : "a path with '.' or '..' segments"}\n`);
        }
        const [folder, ...inside] = url.segments;
        if (folder !== IMAGE_DIR && folder !== FONT_DIR) return next();
        // The originals of pictures and the font, as pages in the dev server name them: files inside those folders only, no link out.
        const file = readServedFile(join(dirname(siteFile), folder), inside);
        if (!file) {
          res.statusCode = 404;
          return res.end('Not found\n');
        }
        sendFile(req, res, url.path, file);
      });
      // A browser that connects while the file is broken sees the overlay at once.
      server.ws.on('connection', () => {
        if (problems.length > 0) server.ws.send(overlayError());
      });
      server.middlewares.use(async (req, res, next) => {
        const url = parseUrlPath(req.url ?? '/');
        if ('error' in url) return next();
        const wantsPage = req.method === 'GET' && !url.path.includes('.') && !url.path.startsWith('/@');
        if (!wantsPage) return lastGood && req.method === 'GET' ? sendStylesheet(server, url.path, res, next) : next();
        try {
          if (!lastGood && problems.length === 0) await revalidate(server);
          const dev = await devModule(server);
          if (!lastGood) {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(
              await server.transformIndexHtml(
                url.path,
                `<!doctype html><html><head><title>site.yaml has problems</title><style></style><script type="module" src="${dev.DEV_CLIENT}"></script></head><body></body></html>`,
              ),
            );
            return;
          }
          lastPath = url.path;
          const ahead = prerendered?.site === lastGood && prerendered.path === url.path ? prerendered.page : undefined;
          prerendered = undefined;
          const page = ahead ?? dev.renderDevPage(lastGood, url.path);
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url.path, page.html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
