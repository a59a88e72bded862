import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown for a request the editor refuses; the status and message go back to the caller. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new Refused(415, 'send JSON');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Refused(413, `the request is over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Refused(400, 'the request is not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refused(400, 'the request must be a JSON object');
  return body as Record<string, unknown>;
}

/** The body's keys must be among `allowed`: a request that names a file or anything unexpected is refused, not ignored. */
export function onlyKeys(body: Record<string, unknown>, allowed: string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0)
    throw new Refused(400, `unexpected field ${extra.map((k) => `'${k}'`).join(', ')}; the editor writes only the file it was started with`);
}

export function stringField(body: Record<string, unknown>, key: string, optional = false): string | undefined {
  const value = body[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string') throw new Refused(400, `'${key}' must be a string`);
  return value;
}
