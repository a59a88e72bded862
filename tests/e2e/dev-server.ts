import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { siteDevPlugin } from '../../src/dev/site-dev-plugin.js';

/** `npm run dev` for a site file, in this process, on a free port of 127.0.0.1: the server and its address. */
export async function startDevServer(siteFile: string): Promise<{ server: ViteDevServer; base: string }> {
  const server = await createServer({
    configFile: false,
    root: resolve('.'),
    appType: 'custom',
    logLevel: 'silent',
    plugins: [siteDevPlugin(siteFile)],
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  return { server, base: server.resolvedUrls!.local[0].replace(/\/$/, '') };
}
