import { createHash, hash as digestOf, type Hash } from 'node:crypto';
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

/** A route's text, checked against its digest. */
export function chunkText(split: SplitSite, chunk: RouteChunk): string {
  const bytes = split.bytes.slice(chunk.start, chunk.end);
  if (digestOf(HASH, bytes, 'base64url') !== chunk.hash) throw new ChangedWhileRead();
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
 * one pass over its bytes, which is quick enough to do on every build of a
 * 60 MB file. It is sure of the cut only for the ordinary layout, and
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
 * of bytes, no search), and only the edited stretch is cut again. Saves
 * that touch a few routes of a 60 MB file then cost a few milliseconds.
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

/** Document markers, and tabs at the start of a line: layouts the cut is not sure of. */
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:[\t\n\v\f\r ]|$)/m;
const TAB_INDENT = /^ *\t/m;
const unsureLayout = (text: string) => DOCUMENT_MARKER.test(text) || (text.includes('\t') && TAB_INDENT.test(text));

const HEADER = /^routes:[ ]*(#.*)?$/m;
/** A line that starts at column 0 with something other than a space or a comment: the next top-level key. */
const TOP = /\n[^\t\n\v\f\r #]/g;
const TOP_FIRST = /^[^\t\n\v\f\r #]/;
/** The first line that is not blank or a comment. (A carriage return ends a line, as a line feed does.) */
const CONTENT = /^ *[^ \r\n#]/gm;
const ENTRY = /^( *)-(?: |$)/my;

interface Cut {
  restHash: string;
  routes: RouteChunk[];
  bodyStart: number;
  bodyEnd: number;
  indent: number;
}

/**
 * The cut, a block of lines at a time. Each block is read as Latin-1, one
 * character a byte, so positions in it are positions in the file; the
 * patterns only look for ASCII. The phases: the head (up to `routes:`), the
 * first entry, the entries, and the tail after them.
 */
class Cutter {
  private phase: 'head' | 'first' | 'entries' | 'tail';
  private unsure = false;
  private readonly rest = createHash(HASH);
  private bodyStart = 0;
  private bodyEnd = -1;
  private indent = -1;
  private stray?: RegExp;
  private next?: RegExp;
  private readonly routes: RouteChunk[] = [];
  /** The route being read: where it starts, and its digest so far when it began in an earlier block. */
  private current?: { start: number; hash?: Hash };
  private size = 0;

  /**
   * A whole file, or (with `stretch`) the edited stretch of routes between
   * unchanged ones: only entries at the routes' indentation, beginning with
   * an entry line when routes come before it, and no line of the rest.
   */
  constructor(private readonly stretch?: { indent: number; entryFirst: boolean }) {
    this.phase = stretch ? 'first' : 'head';
    if (stretch) this.current = { start: 0 };
  }

  block(bytes: Buffer, offset: number): void {
    this.size = offset + bytes.length;
    if (this.unsure) return;
    const text = bytes.toString('latin1');
    if (unsureLayout(text)) {
      this.unsure = true;
      return;
    }
    let from = 0;
    if (this.phase === 'head') {
      const header = HEADER.exec(text);
      if (!header) {
        this.rest.update(bytes);
        return;
      }
      from = header.index + header[0].length + 1;
      this.bodyStart = offset + from;
      this.rest.update(bytes.subarray(0, Math.min(from, bytes.length)));
      // The first route begins where the routes do, with any comments before its entry.
      this.current = { start: this.bodyStart };
      this.phase = 'first';
    }
    if (this.phase === 'tail') {
      this.rest.update(bytes);
      return;
    }
    const top = this.topLine(text, from - 1, offset);
    if (top !== undefined && this.stretch) {
      this.unsure = true;
      return;
    }
    const limit = top ?? text.length;
    let nextFrom = from;
    if (this.phase === 'first') {
      const at = this.firstEntry(text, from, limit);
      if (at === undefined) {
        // Only blank lines and comments so far: the entries start in a later block, unless the routes ended here.
        if (top !== undefined || this.stretch) this.unsure = true;
        else this.carry(bytes, offset);
        return;
      }
      if (this.unsure) return;
      from = at;
      nextFrom = at + 1;
    }
    this.entries(bytes, text, from, nextFrom, limit, offset);
    if (this.unsure) return;
    if (top === undefined) {
      // The route read last goes on into the next block.
      this.carry(bytes, offset);
      return;
    }
    this.endRoute(bytes, top, offset);
    this.bodyEnd = offset + top;
    this.phase = 'tail';
    this.rest.update(bytes.subarray(top));
  }

  finish(size: number): Cut | undefined {
    if (this.unsure || this.phase === 'head' || this.phase === 'first' || this.bodyStart > size) return undefined;
    if (this.phase === 'entries') {
      this.bodyEnd = this.size;
      this.endRoute(undefined, 0, this.size);
    }
    return { restHash: this.rest.digest('base64url'), routes: this.routes, bodyStart: this.bodyStart, bodyEnd: this.bodyEnd, indent: this.indent };
  }

  /** Where the first top-level line after position `after` starts in the block, if one does. */
  private topLine(text: string, after: number, offset: number): number | undefined {
    // A block starts just after a line feed (the one before it), except the file's first.
    if (after < 0 && offset > 0 && TOP_FIRST.test(text)) return 0;
    TOP.lastIndex = Math.max(after, 0);
    const found = TOP.exec(text);
    return found ? found.index + 1 : undefined;
  }

  /**
   * The first line in [from, limit) that is not blank or a comment, which
   * must be an entry of the routes' sequence: where it starts, or undefined
   * when there is none; the cut is off when it is not an entry.
   */
  private firstEntry(text: string, from: number, limit: number): number | undefined {
    CONTENT.lastIndex = from;
    const content = CONTENT.exec(text);
    if (!content || content.index >= limit) return undefined;
    const at = content.index;
    ENTRY.lastIndex = at;
    const indent = ENTRY.exec(text)?.[1].length;
    if (indent === undefined || (this.stretch && (indent !== this.stretch.indent || (this.stretch.entryFirst && at !== 0)))) {
      this.unsure = true;
      return at;
    }
    this.indent = indent;
    // Less indented content, or an entry-level line that is not an entry.
    this.stray = indent === 0 ? /^[^ \r\n#-]|^-[^ \r\n]/gm : new RegExp(`^(?: {0,${indent - 1}}[^ \\r\\n#]| {${indent}}(?:[^ \\r\\n#-]|-[^ \\r\\n]))`, 'gm');
    this.next = new RegExp(`^ {${indent}}-(?: |$)`, 'gm');
    this.phase = 'entries';
    return at;
  }

  /** The entries that start in [nextFrom, limit) of the block, each ending the route before it; no stray line from `from` on. */
  private entries(bytes: Buffer, text: string, from: number, nextFrom: number, limit: number, offset: number): void {
    const stray = this.stray!;
    stray.lastIndex = from;
    const bad = stray.exec(text);
    if (bad && bad.index < limit) {
      this.unsure = true;
      return;
    }
    const next = this.next!;
    next.lastIndex = nextFrom;
    for (let m = next.exec(text); m && m.index < limit; m = next.exec(text)) {
      this.endRoute(bytes, m.index, offset);
      this.current = { start: offset + m.index };
    }
  }

  /** Adds the rest of the block to the digest of the route being read, which goes on into the next. */
  private carry(bytes: Buffer, offset: number): void {
    const route = this.current;
    if (!route) return;
    route.hash ??= createHash(HASH);
    route.hash.update(bytes.subarray(Math.max(route.start - offset, 0)));
  }

  /** Ends the route being read at `end` of this block (or, without a block, where the last block ended). */
  private endRoute(bytes: Buffer | undefined, end: number, offset: number): void {
    const route = this.current;
    if (!route) return;
    this.current = undefined;
    let hash: string;
    if (route.hash) {
      if (bytes) route.hash.update(bytes.subarray(0, end));
      hash = route.hash.digest('base64url');
    } else hash = digestOf(HASH, bytes!.subarray(route.start - offset, end), 'base64url');
    this.routes.push({ start: route.start, end: bytes ? offset + end : offset, hash });
  }
}
