/**
 * The defences of a local server that writes a file (see
 * ../shared/notes/local-editor.md). Any web page the owner visits can send
 * requests to 127.0.0.1, so every request is checked:
 * - Host must name this server, or a hostile domain that resolves to
 *   127.0.0.1 (DNS rebinding) could read and write as if it were us;
 * - Origin, when the browser sends one, must be this server's own;
 * - every API call carries the per-start token from the printed URL, in a
 *   header, which no other site can know or make a browser attach.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Host is 127.0.0.1, localhost or [::1], at our port. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host !== undefined && LOOPBACK_NAMES.some((name) => host.toLowerCase() === `${name}:${port}`);
}

/** This server's own origins, which pages it serves send. */
export function ownOrigins(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
}

/** No Origin (a navigation, a same-origin GET, a script outside a browser) or our own. */
export function originAllowed(origin: string | undefined, port: number): boolean {
  return origin === undefined || ownOrigins(port).includes(origin.toLowerCase());
}

/** Compares in constant time, so the token cannot be guessed a character at a time. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token an API request carries: the header, or for the event stream (EventSource sends no headers) the query. */
export function requestToken(req: IncomingMessage, path: string, url: URL): string | undefined {
  const header = req.headers['x-editor-token'];
  if (typeof header === 'string') return header;
  return path === '/api/events' ? (url.searchParams.get('token') ?? undefined) : undefined;
}

/**
 * The printed address carries a one-time opening code, not the token: a
 * browser keeps every address it opened in its history, and the code there
 * has been spent by the time anything could read it. The editor page trades
 * the code for the token once, keeps the token in the tab's session storage,
 * and takes the code out of the address bar. Each code opens one tab; a new
 * one is printed whenever one is used.
 */
export class OpeningCodes {
  private readonly unused = new Set<string>();

  issue(): string {
    const code = newToken();
    this.unused.add(code);
    return code;
  }

  /** True, once, for a code this server issued. */
  spend(code: string): boolean {
    for (const unused of this.unused) {
      if (tokenMatches(code, unused)) {
        this.unused.delete(unused);
        return true;
      }
    }
    return false;
  }
}
