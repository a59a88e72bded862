import type { IncomingMessage, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

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

/** Characters of a long text escaped and written at a time. */
const SLICE = 1024 * 1024;

/** Writes a chunk, waiting while the connection's buffer is full; false once the connection is closed. */
function write(res: ServerResponse, chunk: string): Promise<boolean> | boolean {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  return new Promise((settle) => {
    const done = (open: boolean) => () => {
      res.off('drain', drained);
      res.off('close', closed);
      settle(open);
    };
    const drained = done(true);
    const closed = done(false);
    res.once('drain', drained);
    res.once('close', closed);
  });
}

/**
 * Writes `fields` as a JSON object with one more field, `key`, the text of
 * `bytes`, decoded and escaped a slice at a time. Made whole, the JSON of a
 * large site file is one more copy of the text as a string, and another as
 * the bytes sent; a slice at a time, the text is never held whole at all.
 * The caller ends the response.
 */
export async function writeJsonWithText(res: ServerResponse, fields: Record<string, unknown>, key: string, bytes: Buffer): Promise<void> {
  if (!(await write(res, `{${JSON.stringify(key)}:"`))) return;
  // Never a character cut in two: the decoder keeps an unfinished one for the next slice.
  const decoder = new StringDecoder('utf8');
  for (let at = 0; at < bytes.length; at += SLICE) {
    if (!(await write(res, JSON.stringify(decoder.write(bytes.subarray(at, at + SLICE))).slice(1, -1)))) return;
  }
  const rest = JSON.stringify(fields);
  await write(res, `${JSON.stringify(decoder.end()).slice(1, -1)}"${rest === '{}' ? '}' : `,${rest.slice(1)}`}`);
}

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) throw new Refused(415, 'send JSON');
  let body: unknown;
  try {
    body = JSON.parse(await readText(req, limit));
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused(400, 'the request is not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refused(400, 'the request must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * The body as text. A body that says its length is read into one buffer of
 * that length, so a large site's text is not held as chunks and as the
 * buffer joining them besides the string made of it.
 */
async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw new Refused(413, `the request is over ${limit} bytes`);
  const known = Number.isSafeInteger(declared) && declared >= 0;
  // Node's parser never passes on more of a body than its Content-Length.
  const whole = known ? Buffer.allocUnsafe(declared) : undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = chunk as Buffer;
    if (size + bytes.length > limit) throw new Refused(413, `the request is over ${limit} bytes`);
    if (whole) bytes.copy(whole, size);
    else chunks.push(bytes);
    size += bytes.length;
  }
  return (whole ? whole.subarray(0, size) : Buffer.concat(chunks)).toString('utf8');
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
