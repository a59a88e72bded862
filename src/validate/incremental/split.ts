import { createHash, hash as digestOf } from 'node:crypto';
import type { BufferBytes, SiteBytes } from '../../load/site-bytes.js';

/** One route of the file: where its text is, and the digest of it. */
export interface RouteChunk {
  start: number;
  end: number;
  hash: string;
}

/** The file cut into the routes and the rest, so each can be read and checked on its own. */
export interface SplitSite {
  /** The file's bytes, which the texts of the parts are decoded from when needed. */
  bytes: SiteBytes;
  /** The digest of everything but the routes' entries: settings, navigation, collections, …, and the line `routes:`. */
  restHash: string;
  routes: RouteChunk[];
  /** Where the routes' entries start and end in the file, and their indentation: what splitEdited needs to cut again. */
  bodyStart: number;
  bodyEnd: number;
  indent: number;
}

/** Raised when a part's bytes no longer match the digest they were cut with: the file changed while it was being read. */
export class ChangedWhileRead extends Error {
  constructor() {
    super('the site file changed while it was being read');
  }
}

// SHA-256, which this generation of processors computes in hardware: three times as fast as SHA-1 here.
const HASH = 'sha256';

/** The digest a route's bytes are cut with. */
export const chunkDigest = (bytes: Uint8Array): string => digestOf(HASH, bytes, 'base64url');

/** A route's text, checked against its digest. */
export function chunkText(split: SplitSite, chunk: RouteChunk): string {
  const bytes = split.bytes.slice(chunk.start, chunk.end);
  if (chunkDigest(bytes) !== chunk.hash) throw new ChangedWhileRead();
  return bytes.toString('utf8');
}

/** The text of everything but the routes' entries, checked against its digest. */
export function restText(split: SplitSite): string {
  const head = split.bytes.slice(0, split.bodyStart);
  const tail = split.bytes.slice(split.bodyEnd, split.bytes.size);
  if (createHash(HASH).update(head).update(tail).digest('base64url') !== split.restHash) throw new ChangedWhileRead();
  return head.toString('utf8') + tail.toString('utf8');
}

/**
 * Cuts a site file into its routes and the rest, by its lines alone, in
 * one pass over its bytes, which is quick enough to do on every build of
 * the largest file the size limit lets in. It is sure of the cut only for the ordinary layout, and
 * returns undefined for anything else (a flow-style or missing `routes:`,
 * tabs at the start of a line, document markers, an entry less indented
 * than the first), and the caller then reads the file whole.
 *
 * Why the cut is sound: in block style, a line that starts at the
 * indentation of the routes' first `- ` with `- ` is the next entry of that
 * sequence. Text inside an entry (block scalars, multi-line quoted or flow
 * values) must be indented more than the entry, so it never starts there.
 * Lines are what YAML calls lines: they end at a line feed or carriage
 * return, never at other characters some engines take for line ends.
 */
export function splitSite(bytes: SiteBytes): SplitSite | undefined {
  const cutter = new Cutter();
  bytes.blocks((block, offset) => cutter.block(block, offset));
  const cut = cutter.finish(bytes.size);
  return cut && { bytes, ...cut };
}

/**
 * The cut of an edited file, from the cut of the version before it: the
 * routes before and after the edit are matched as they were (a comparison
 * of bytes, no search), and only the edited stretch is cut again, so a
 * save that touches a few routes of a large file costs little.
 * Undefined when the edit reaches outside the routes or leaves a stretch the
 * cut is not sure of; the caller then cuts the file whole, with the same
 * result.
 */
export function splitEdited(before: SplitSite & { bytes: BufferBytes }, after: BufferBytes): SplitSite | undefined {
  const old = before.bytes.bytes;
  const now = after.bytes;
  const prefix = commonPrefix(old, now);
  const suffix = commonSuffix(old, now, Math.min(old.length, now.length) - prefix);
  // The rest of the file, before and after the routes, must be unchanged.
  if (prefix < before.bodyStart || suffix < old.length - before.bodyEnd) return undefined;
  const shift = now.length - old.length;
  const { routes } = before;
  // The routes wholly inside the unchanged start, and from the first wholly inside the unchanged end.
  let first = 0;
  while (first < routes.length && routes[first].end <= prefix) first++;
  let last = routes.length;
  while (last > first && routes[last - 1].start >= old.length - suffix) last--;
  const from = first < routes.length ? routes[first].start : before.bodyEnd;
  const end = (last > 0 ? routes[last - 1].end : before.bodyStart) + shift;
  let fresh: RouteChunk[] = [];
  if (end > from) {
    const stretch = now.subarray(from, end);
    const cutter = new Cutter({ indent: before.indent, entryFirst: first > 0 });
    cutter.block(stretch, 0);
    const cut = cutter.finish(stretch.length);
    if (!cut) return undefined;
    fresh = cut.routes.map((r) => ({ ...r, start: r.start + from, end: r.end + from }));
  } else if (end < from) return undefined;
  const moved = routes.slice(last).map((r) => ({ ...r, start: r.start + shift, end: r.end + shift }));
  return { ...before, bytes: after, routes: [...routes.slice(0, first), ...fresh, ...moved], bodyEnd: before.bodyEnd + shift };
}

/** Compared a block at a time with memcmp, then byte by byte inside the block that differs. */
const COMPARE = 1 << 16;

function commonPrefix(a: Buffer, b: Buffer): number {
  const limit = Math.min(a.length, b.length);
  let at = 0;
  while (at + COMPARE <= limit && a.compare(b, at, at + COMPARE, at, at + COMPARE) === 0) at += COMPARE;
  while (at < limit && a[at] === b[at]) at++;
  return at;
}

function commonSuffix(a: Buffer, b: Buffer, limit: number): number {
  let n = 0;
  while (n + COMPARE <= limit && a.compare(b, b.length - n - COMPARE, b.length - n, a.length - n - COMPARE, a.length - n) === 0) n += COMPARE;
  while (n < limit && a[a.length - n - 1] === b[b.length - n - 1]) n++;
  return n;
}

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const COMMENT = 0x23;
const DASH = 0x2d;
const ROUTES = Buffer.from('routes:');

/** What may follow a document marker ('---', '...'): whitespace or the end of the line. */
const separates = (c: number | undefined) => c === undefined || c === TAB || c === LF || c === 0x0b || c === 0x0c || c === CR || c === SPACE;

interface Cut {
  restHash: string;
  routes: RouteChunk[];
  bodyStart: number;
  bodyEnd: number;
  indent: number;
}

/**
 * The cut, a block of whole lines at a time, looking at each line's
 * indentation and first characters as bytes (the layout is all ASCII), so
 * no text is decoded. The phases: the head (up to `routes:`), the first
 * entry, the entries, and the tail after them. Any line the cut is not sure
 * of ends it: a document marker, a tab in the indentation, a carriage
 * return that is not part of a CRLF line end, content less indented than the
 * entries, or a line at their indentation that is not an entry.
 */
class Cutter {
  private phase: 'head' | 'first' | 'entries' | 'tail';
  private unsure = false;
  private readonly rest = createHash(HASH);
  private bodyStart = 0;
  private bodyEnd = -1;
  private indent = -1;
  private readonly routes: RouteChunk[] = [];
  /** The route being read: where it starts, and its bytes in earlier blocks (copied, as the block's memory is read into again). */
  private current?: { start: number; pieces: Buffer[] };
  private size = 0;

  /**
   * A whole file, or (with `stretch`) the edited stretch of routes between
   * unchanged ones: only entries at the routes' indentation, beginning with
   * an entry line when routes come before it, and no line of the rest.
   */
  constructor(private readonly stretch?: { indent: number; entryFirst: boolean }) {
    this.phase = stretch ? 'first' : 'head';
    if (stretch) this.current = { start: 0, pieces: [] };
  }

  block(bytes: Buffer, offset: number): void {
    this.size = offset + bytes.length;
    if (this.unsure) return;
    for (let at = bytes.indexOf(CR); at !== -1; at = bytes.indexOf(CR, at + 1)) {
      if (bytes[at + 1] !== LF) {
        this.giveUp();
        return;
      }
    }
    // Where the bytes of the rest of the file start in this block, while the block is in the head or the tail.
    let restFrom = this.phase === 'head' || this.phase === 'tail' ? 0 : -1;
    // Without a tab in the block, most lines are told apart by their first bytes (see deep).
    const tabs = bytes.indexOf(TAB) !== -1;
    for (let line = 0; line < bytes.length; ) {
      const next = bytes.indexOf(LF, line);
      const end = next === -1 ? bytes.length : next;
      if (!tabs && this.deep(bytes, line, end)) {
        line = end + 1;
        continue;
      }
      let indent = 0;
      while (line + indent < end && bytes[line + indent] === SPACE) indent++;
      const first = line + indent < end ? bytes[line + indent] : undefined;
      if (first === TAB) {
        this.giveUp();
        return;
      }
      if (indent === 0 && end - line >= 3 && separates(line + 3 < end ? bytes[line + 3] : undefined)) {
        const marker = bytes.toString('latin1', line, line + 3);
        if (marker === '---' || marker === '...') {
          this.giveUp();
          return;
        }
      }
      if (this.phase === 'head') {
        const header = this.header(bytes, line, end);
        if (header !== undefined) {
          this.rest.update(bytes.subarray(0, Math.min(header, bytes.length)));
          this.bodyStart = offset + header;
          this.current = { start: this.bodyStart, pieces: [] };
          this.phase = 'first';
          restFrom = -1;
        }
      } else if (this.phase !== 'tail') {
        // A line at column 0 of something other than whitespace or a comment: the next top-level key, and the end of the routes.
        const top = indent === 0 && first !== undefined && !separates(first) && first !== COMMENT;
        if (top && (this.stretch || this.phase === 'first')) {
          this.giveUp();
          return;
        }
        if (top) {
          this.endRoute(bytes, offset, line);
          this.bodyEnd = offset + line;
          this.phase = 'tail';
          restFrom = line;
        } else if (first !== undefined && first !== CR && first !== COMMENT) this.content(bytes, line, indent, end, offset);
        if (this.unsure) return;
      }
      line = end + 1;
    }
    if (restFrom >= 0) this.rest.update(bytes.subarray(restFrom));
    else if (this.current) this.current.pieces.push(Buffer.from(bytes.subarray(Math.max(this.current.start - offset, 0))));
  }

  /**
   * Whether a line is indented deeper than anything the cut looks at: in the
   * head and the tail, any indented line; among the entries, a line indented
   * more than they are. (Only a tab in its indentation would matter, and the
   * caller asks only of blocks without one.)
   */
  private deep(bytes: Buffer, line: number, end: number): boolean {
    if (bytes[line] !== SPACE) return false;
    if (this.phase === 'head' || this.phase === 'tail') return true;
    if (this.phase !== 'entries' || line + this.indent >= end) return false;
    for (let at = line + 1; at <= line + this.indent; at++) if (bytes[at] !== SPACE) return false;
    return true;
  }

  finish(size: number): Cut | undefined {
    if (this.unsure || this.phase === 'head' || this.phase === 'first' || this.bodyStart > size) return undefined;
    if (this.phase === 'entries') {
      this.bodyEnd = this.size;
      this.endRoute(undefined, this.size, 0);
    }
    return { restHash: this.rest.digest('base64url'), routes: this.routes, bodyStart: this.bodyStart, bodyEnd: this.bodyEnd, indent: this.indent };
  }

  private giveUp(): void {
    this.unsure = true;
    this.current = undefined;
  }

  /** Where the routes' entries begin, if the line is `routes:` (with spaces or a comment after it): just after the end of the line. */
  private header(bytes: Buffer, line: number, end: number): number | undefined {
    if (end - line < ROUTES.length || bytes.compare(ROUTES, 0, ROUTES.length, line, line + ROUTES.length) !== 0) return undefined;
    let at = line + ROUTES.length;
    while (at < end && bytes[at] === SPACE) at++;
    if (at < end && bytes[at] === COMMENT) while (at < end && bytes[at] !== CR) at++;
    // A CRLF line ends at its carriage return; the line feed then begins the routes.
    return at === end || bytes[at] === CR ? at + 1 : undefined;
  }

  /** A line with content, in the routes: the first entry, another entry, or a line inside an entry. */
  private content(bytes: Buffer, line: number, indent: number, end: number, offset: number): void {
    const first = this.phase === 'first';
    if (first) {
      if (this.stretch && (indent !== this.stretch.indent || (this.stretch.entryFirst && offset + line !== 0))) {
        this.giveUp();
        return;
      }
      this.indent = indent;
      this.phase = 'entries';
    } else if (indent > this.indent) return;
    else if (indent < this.indent) {
      this.giveUp();
      return;
    }
    // At the entries' indentation, a line must be an entry: '-' then a space or the end of the line.
    const after = line + indent + 1 < end ? bytes[line + indent + 1] : undefined;
    if (bytes[line + indent] !== DASH || !(after === undefined || after === SPACE || after === CR)) {
      this.giveUp();
      return;
    }
    // The first route begins where the routes do, with any comments before its entry; each later entry begins one.
    if (first) return;
    this.endRoute(bytes, offset, line);
    this.current = { start: offset + line, pieces: [] };
  }

  /** Ends the route being read at `end` of this block (or, without a block, where the last block ended). */
  private endRoute(bytes: Buffer | undefined, offset: number, end: number): void {
    const route = this.current;
    if (!route) return;
    this.current = undefined;
    const piece = bytes ? bytes.subarray(Math.max(route.start - offset, 0), end) : undefined;
    const all = piece ? [...route.pieces, piece] : route.pieces;
    const hash = chunkDigest(all.length === 1 ? all[0] : Buffer.concat(all));
    this.routes.push({ start: route.start, end: bytes ? offset + end : offset, hash });
  }
}
