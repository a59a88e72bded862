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
  if (/^(---|\.\.\.)(\s|$)/m.test(text) || /^ *\t/m.test(text)) return undefined;
  const header = /^routes:[ ]*(#.*)?$/m.exec(text);
  if (!header) return undefined;
  const bodyStart = header.index + header[0].length + 1;
  if (bodyStart > text.length) return undefined;
  // The routes' section runs to the next line that starts at column 0 with something other than a comment.
  const nextTop = /\n[^\s#]/g;
  nextTop.lastIndex = bodyStart - 1;
  const found = nextTop.exec(text);
  const bodyEnd = found ? found.index + 1 : text.length;
  const starts = entryStarts(text, bodyStart, bodyEnd);
  if (!starts) return undefined;
  const routes = starts.map((start, i) => text.slice(start, i + 1 < starts.length ? starts[i + 1] : bodyEnd));
  const rest = text.slice(0, bodyStart) + text.slice(bodyEnd);
  return { rest, restHash: hash(rest), routes: routes.map((chunk) => ({ text: chunk, hash: hash(chunk) })) };
}

/**
 * Where each entry of the block sequence between start and end begins (the
 * first one with any comments and blank lines before it). Undefined when a
 * line there is less indented than the entries, or at their indentation
 * without being an entry: not the layout this cut is sure of.
 */
function entryStarts(text: string, start: number, end: number): number[] | undefined {
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
  return starts;
}
