import type { ViteDevServer } from 'vite';
import { startDevServer as start } from '../../src/dev/dev-server.js';

/** `blocksite dev` for a site file, in this process, on a free port of 127.0.0.1: the server and its address. */
export async function startDevServer(siteFile: string): Promise<{ server: ViteDevServer; base: string }> {
  const server = await start({ siteFile, port: 0, host: '127.0.0.1', logLevel: 'silent' });
  return { server, base: server.resolvedUrls!.local[0].replace(/\/$/, '') };
}
