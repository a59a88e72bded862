import { dirname, resolve } from 'node:path';
import { createServer, type LogLevel, type ViteDevServer } from 'vite';
import { PACKAGE_ROOT } from '../package-root.js';
import { siteDevPlugin } from './site-dev-plugin.js';

export interface DevServerOptions {
  siteFile: string;
  /** How the file is named in messages, e.g. 'site.yaml'. */
  display?: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** A port in use is an error, not a reason to try the next one. */
  strictPort?: boolean;
  logLevel?: LogLevel;
}

/**
 * `blocksite dev`: Vite's dev server rooted at the site's folder, with no
 * config file of the site's own, rendering pages through siteDevPlugin. It
 * may serve blocksite's own scripts (the page-swapping client, the islands)
 * from its folder, wherever that is installed.
 */
export async function startDevServer(options: DevServerOptions): Promise<ViteDevServer> {
  const siteFile = resolve(options.siteFile);
  const server = await createServer({
    configFile: false,
    root: dirname(siteFile),
    appType: 'custom',
    logLevel: options.logLevel ?? 'info',
    clearScreen: false,
    plugins: [siteDevPlugin(siteFile, options.display ?? 'site.yaml')],
    server: { port: options.port, strictPort: options.strictPort ?? false, host: options.host, fs: { allow: [dirname(siteFile), PACKAGE_ROOT] } },
  });
  await server.listen();
  return server;
}
