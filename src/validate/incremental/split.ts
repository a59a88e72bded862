import { createHash } from 'node:crypto';

/** One route of the file, as its own text. */
interface RouteChunk {
  text: string;
  hash: string;
}

/** The file cut into the routes and the rest, so each can be read and checked on its own. */
export interface SplitSite {
  /** Everything but the routes' entries: settings, navigation, collections, …, and the line `routes:`. */
  rest: string;
  restHash: string;
  routes: RouteChunk[];
  /** Where the routes' entries start and end in the text, and their indentation: what splitEdited needs to cut again. */
  bodyStart: number;
  bodyEnd: number;
  indent: number;
}

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * Cuts a site file into its routes and the rest, by its lines alone, which
 * is quick enough to do on every save of a 60 MB file. It is sure of the
 * cut only for the ordinary layout, and returns undefined for anything else
 * (a flow-style or missing `routes:`, tabs at the start of a line, document
 * markers, an entry less indented than the first), and the caller then
 * reads the file whole.
 *
 * Why the cut is sound: in block style, a line that starts at the
 * indentation of the routes' first `- ` with `- ` is the next entry of that
 * sequence. Text inside an entry (block scalars, multi-line quoted or flow
 * values) must be indented more than the entry, so it never starts there.
 */
export function splitSite(text: string): SplitSite | undefined {
  if (unsureLayout(text)) return undefined;
  const header = /^routes:[ ]*(#.*)?$/m.exec(text);
  if (!header) return undefined;
  const bodyStart = header.index + header[0].length + 1;
  if (bodyStart > text.length) return undefined;
  // The routes' section runs to the next line that starts at column 0 with something other than a comment.
  const nextTop = /\n[^\s#]/g;
  nextTop.lastIndex = bodyStart - 1;
  const found = nextTop.exec(text);
  const bodyEnd = found ? found.index + 1 : text.length;
  const entries = entryStarts(text, bodyStart, bodyEnd);
  if (!entries) return undefined;
  const rest = text.slice(0, bodyStart) + text.slice(bodyEnd);
  return { rest, restHash: hash(rest), routes: chunks(text, entries.starts, bodyEnd), bodyStart, bodyEnd, indent: entries.indent };
}

/** Document markers and tabs at the start of a line: layouts the cut is not sure of. Tabs are rare, so the costly search runs only when there is one. */
const unsureLayout = (text: string) => /^(---|\.\.\.)(\s|$)/m.test(text) || (text.includes('\t') && /^ *\t/m.test(text));

const chunks = (text: string, starts: number[], end: number): RouteChunk[] =>
  starts.map((start, i) => {
    const chunk = text.slice(start, i + 1 < starts.length ? starts[i + 1] : end);
    return { text: chunk, hash: hash(chunk) };
  });

/**
 * The cut of an edited file, from the cut of the version before it: the
 * routes before and after the edit are matched as they were (a comparison
 * of text, no search), and only the edited stretch is cut again. Saves
 * that touch a few routes of a 60 MB file then cost a few milliseconds
 * instead of a quarter of a second. Undefined when the edit reaches outside
 * the routes or leaves a stretch the cut is not sure of; the caller then
 * cuts the file whole, with the same result.
 */
export function splitEdited(before: { text: string; split: SplitSite }, text: string): SplitSite | undefined {
  const { split, text: old } = before;
  // How much of the start and of the end is unchanged: compared as whole slices, which the engine does at memory speed.
  const prefix = commonLength(Math.min(old.length, text.length), (a, b) => old.slice(a, b) === text.slice(a, b));
  const suffix = commonLength(
    Math.min(old.length, text.length) - prefix,
    (a, b) => old.slice(old.length - b, old.length - a) === text.slice(text.length - b, text.length - a),
  );
  // The rest of the file, before and after the routes, must be unchanged.
  if (prefix < split.bodyStart || suffix < old.length - split.bodyEnd) return undefined;
  const shift = text.length - old.length;
  // The routes wholly inside the unchanged start, and from the first wholly inside the unchanged end.
  let first = 0;
  let from = split.bodyStart;
  while (first < split.routes.length && from + split.routes[first].text.length <= prefix) from += split.routes[first++].text.length;
  let last = split.routes.length;
  let end = split.bodyEnd;
  while (last > first && end - split.routes[last - 1].text.length >= old.length - suffix) end -= split.routes[--last].text.length;
  const edited = text.slice(from, end + shift);
  if (unsureLayout(edited) || /^[^\s#]/m.test(edited)) return undefined;
  let fresh: RouteChunk[] = [];
  if (edited.length > 0) {
    const entries = entryStarts(edited, 0, edited.length);
    // Only whole entries at the routes' indentation; after the first route an entry starts the stretch, as the whole cut would begin it there.
    if (!entries || entries.indent !== split.indent || (first > 0 && !new RegExp(`^ {${split.indent}}-(?: |$)`).test(edited))) return undefined;
    fresh = chunks(edited, entries.starts, edited.length);
  }
  const routes = [...split.routes.slice(0, first), ...fresh, ...split.routes.slice(last)];
  return { ...split, routes, bodyEnd: split.bodyEnd + shift };
}

/**
 * The largest n up to limit for which same(0, n) holds, where same(a, b)
 * says whether the stretch [a, b) is the same: a block at a time, so the
 * unchanged text is compared once, then a binary search inside the block
 * that differs.
 */
function commonLength(limit: number, same: (a: number, b: number) => boolean): number {
  const BLOCK = 1 << 20;
  let low = 0;
  while (low + BLOCK <= limit && same(low, low + BLOCK)) low += BLOCK;
  let high = Math.min(low + BLOCK, limit);
  const start = low;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (same(start, mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Where each entry of the block sequence between start and end begins (the
 * first one with any comments and blank lines before it). Undefined when a
 * line there is less indented than the entries, or at their indentation
 * without being an entry: not the layout this cut is sure of.
 */
function entryStarts(text: string, start: number, end: number): { starts: number[]; indent: number } | undefined {
  const first = /^( *)-( |$)/gm;
  first.lastIndex = start;
  // The first line that is not blank or a comment must be the first entry.
  const firstContent = /^ *[^ \n#]/gm;
  firstContent.lastIndex = start;
  const content = firstContent.exec(text);
  const entry = first.exec(text);
  if (!content || !entry || content.index !== entry.index || entry.index >= end) return undefined;
  const indent = entry[1].length;
  // Less indented content, or an entry-level line that is not an entry.
  const stray = indent === 0 ? /^[^ \n#-]|^-[^ \n]/gm : new RegExp(`^(?: {0,${indent - 1}}[^ \\n#]| {${indent}}(?:[^ \\n#-]|-[^ \\n]))`, 'gm');
  stray.lastIndex = start;
  const bad = stray.exec(text);
  if (bad && bad.index < end) return undefined;
  const next = new RegExp(`^ {${indent}}-(?: |$)`, 'gm');
  next.lastIndex = entry.index + 1;
  const starts = [start];
  for (let m = next.exec(text); m && m.index < end; m = next.exec(text)) starts.push(m.index);
  return { starts, indent };
}
