import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { resolveInside } from '../files/safe-files.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};

/**
 * The bytes of a regular file inside `folder` (by real path: a link out of
 * it is not followed), read now through one descriptor, so the length sent is
 * the length of the bytes sent even when the file is replaced meanwhile.
 */
export function readServedFile(folder: string, segments: string[]): { bytes: Buffer; mtimeMs: number } | undefined {
  if (segments.length === 0) return undefined;
  const found = resolveInside(folder, segments.join('/'));
  if (!('path' in found)) return undefined;
  let fd: number;
  try {
    fd = openSync(found.path, 'r');
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const bytes = Buffer.allocUnsafe(stat.size);
    let at = 0;
    for (let read = 1; read > 0 && at < bytes.length; at += read) read = readSync(fd, bytes, at, bytes.length - at, at);
    return { bytes: bytes.subarray(0, at), mtimeMs: stat.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/** Sends a file read by readServedFile with its type and a validator, answering 304 when the browser has it and HEAD without a body. */
export function sendFile(req: IncomingMessage, res: ServerResponse, name: string, file: { bytes: Buffer; mtimeMs: number }): void {
  const etag = `W/"${file.bytes.length}-${Math.floor(file.mtimeMs)}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Content-Type', TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', file.bytes.length);
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
}
