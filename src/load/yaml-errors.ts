import { Composer, isScalar, isSeq, Parser, visit, type CST, type Document, type ErrorCode, type YAMLError } from 'yaml';
import type { Problem, Said } from '../problem.js';
import {
  AnchorAliasOrTag,
  BadEscape,
  BlockTextHeader,
  ColonInValue,
  CommentWithoutSpace,
  Directive,
  DuplicateKey,
  FlowSeparator,
  IndentedDifferently,
  KeyLeftEmpty,
  lineUp,
  ListEntryOutOfLine,
  ListOnKeyLine,
  MissingColon,
  MissingDash,
  NothingUnderValue,
  ReservedStart,
  SecondDocument,
  spaces,
  StrayClosingBracket,
  TabIndent,
  TextAfterValue,
  TextIndentation,
  TopLevelIndented,
  UnclosedBracket,
  UnclosedQuote,
  UnreadableLine,
} from '../problem-catalogue.js';
import { PARSE_OPTIONS } from './parse-options.js';

/**
 * The yaml library's syntax errors, turned into one message per mistake in
 * the words of someone editing site.yaml. Isomorphic: the validator and the
 * visual editor both use it, so nothing here may import from `node:*`.
 *
 * One slip in the indentation makes the library report many errors: a tab
 * in a block read as content makes every later line of the block, and often
 * of the blocks around it, look misplaced. So only the first error is
 * explained; the lines it put in doubt (the rest of its block, for a line
 * in the wrong place; the line and what it holds, for a slip within a line)
 * are blanked, and the file is read again to find the next mistake. Errors
 * that vanish with the blanked lines were consequences; what is left is
 * independent. Blank lines keep every later line number.
 */

/** Most mistakes reported at once: a file in that state needs fixing from the top anyway. */
export const MAX_PROBLEMS = 10;

interface Explained extends Said {
  line: number;
  col: number;
  /** 1-based lines [from, to) whose errors this one explains. */
  from: number;
  to: number;
}

export interface YamlProblemOptions {
  /** Leave out the errors guard-cst.ts explains itself. */
  besidesGuarded?: boolean;
  max?: number;
  /** The file's line number of each line of the text, for a text that is a piece of the file (load/pieces.ts); the text's own by default. */
  lineOf?: (line: number) => number;
}

export function yamlProblems(source: string, options: YamlProblemOptions = {}): Problem[] {
  const problems: Problem[] = [];
  let lines = source.split('\n');
  let firstOpen = 1;
  const counted = (e: YAMLError) => !options.besidesGuarded || !guardedError(e);
  for (let round = 0; round < (options.max ?? MAX_PROBLEMS); round++) {
    const text = lines.join('\n');
    const read = readText(text, options.lineOf);
    const errors = read.errors.filter((e) => read.pos(e.pos[0]).line >= firstOpen && counted(e));
    if (errors.length === 0) break;
    const found = explain(pickFirst(errors, read), read);
    problems.push({ line: read.shown(found.line), col: found.col, code: found.code, message: found.message });
    // Read again even when no error is left after the explained lines: blanking them can show a mistake they hid,
    // and a text must report it whether or not a mistake further down (or in another piece) makes it read again.
    lines = lines.map((l, i) => (i + 1 >= found.from && i + 1 < found.to ? '' : l));
    firstOpen = found.to;
  }
  return problems;
}

/** An error about what guard-cst.ts refuses and explains itself: tags, anchors, aliases, directives, unclosed quotes and brackets. */
function guardedError(error: YAMLError): boolean {
  if (
    ['TAG_RESOLVE_FAILED', 'BAD_ALIAS', 'ALIAS_PROPS', 'MULTIPLE_ANCHORS', 'MULTIPLE_TAGS', 'BAD_PROP_ORDER', 'BAD_COLLECTION_TYPE', 'BAD_DIRECTIVE'].includes(
      error.code,
    )
  )
    return true;
  return /^Missing closing|must end with a|sufficiently indented and end with/.test(error.message);
}

/** The first error; on its line, a tab used for indentation is the cause of the others. */
function pickFirst(errors: YAMLError[], read: Read): YAMLError {
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0] || rank(a.code) - rank(b.code));
  const line = read.pos(sorted[0].pos[0]).line;
  return sorted.find((e) => e.code === 'TAB_AS_INDENT' && read.pos(e.pos[0]).line === line) ?? sorted[0];
}

/** Of two errors at one place, the one that says more about the cause. */
function rank(code: ErrorCode): number {
  return ['TAB_AS_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'BAD_INDENT'].includes(code) ? 0 : 1;
}

// ---------------------------------------------------------------------------
// Reading the text: the library's errors, and which lines hold keys and list
// entries (as opposed to the continuation lines of a text or a [ ] or { }).

interface Read {
  text: string;
  lines: string[];
  starts: number[];
  errors: YAMLError[];
  doc: Document.Parsed | undefined;
  /** Lines (1-based) that continue a value begun on an earlier line. */
  continued: Set<number>;
  /** Lines (1-based) that hold the header of a block text ('>-', '|'). */
  blockText: Set<number>;
  pos(offset: number): { line: number; col: number };
  /** A line's number in the file, as messages name it. */
  shown(line: number): number;
}

function readText(text: string, lineOf = (line: number) => line): Read {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const pos = (at: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: at - starts[lo] + 1 };
  };
  const tokens = [...new Parser().parse(text)];
  const doc = [...new Composer(PARSE_OPTIONS).compose(tokens)][0] as Document.Parsed | undefined;
  const continued = new Set<number>();
  const blockText = new Set<number>();
  const span = (from: number, to: number) => {
    for (let l = pos(from).line + 1; l <= pos(Math.max(from, to - 1)).line; l++) continued.add(l);
  };
  const stack: Array<CST.Token | null | undefined> = tokens.filter((t) => t.type === 'document').map((t) => (t as CST.Document).value);
  while (stack.length > 0) {
    const token = stack.pop();
    if (!token) continue;
    switch (token.type) {
      case 'block-map':
      case 'block-seq':
        for (const item of token.items) {
          if ('key' in item) stack.push(item.key);
          stack.push(item.value);
        }
        break;
      case 'flow-collection': {
        const last = token.end[token.end.length - 1] ?? token.start;
        span(token.offset, last.offset + last.source.length);
        break;
      }
      case 'block-scalar': {
        const header = token.props[token.props.length - 1] ?? token;
        const begin = 'source' in header ? header.offset + header.source.length : token.offset;
        blockText.add(pos(token.offset).line);
        span(token.offset, begin + token.source.length);
        break;
      }
      case 'scalar':
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
        span(token.offset, token.offset + token.source.length);
        break;
      default:
        break;
    }
  }
  return { text, lines, starts, errors: doc ? [...doc.errors, ...doc.warnings] : [], doc, continued, blockText, pos, shown: lineOf };
}

/** What a line holds, read from its text: its indentation, list dashes and key. */
interface Entry {
  /** Leading spaces; a tab stops the count. */
  indent: number;
  tab: boolean;
  /** Columns (0-based) of the '- ' that start list entries on this line. */
  dashes: number[];
  /** Column (0-based) where the key or the value after the dashes begins. */
  at: number;
  key?: string;
  /** The value after 'key:' on the line, without a comment. */
  value?: string;
  /** Offset within the line where the value begins. */
  valueAt?: number;
  /** What follows the dashes when there is no key, without a comment: '' for a '-' that opens a block. */
  rest: string;
}

function entryOf(line: string): Entry {
  const body = line.replace(/\r$/, '');
  const lead = /^[ \t]*/.exec(body)![0];
  const indent = /^ */.exec(body)![0].length;
  let at = lead.length;
  const dashes: number[] = [];
  while (/^-(?:[ \t]|$)/.test(body.slice(at))) {
    dashes.push(at);
    at += 1 + /^[ \t]*/.exec(body.slice(at + 1))![0].length;
  }
  const rest = body.slice(at);
  const after = rest.replace(/(^|[ \t])#.*$/, '').trim();
  const key = /^(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s#"'{[\]},&*!|>%@`][^#]*?|[-?:][^\s#][^#]*?))[ \t]*:(?=[ \t]|$)/.exec(rest);
  if (!key) return { indent, tab: lead.includes('\t'), dashes, at, rest: after };
  const valueStart = at + key[0].length + /^[ \t]*/.exec(body.slice(at + key[0].length))![0].length;
  const value = body
    .slice(valueStart)
    .replace(/(^|[ \t])#.*$/, '')
    .trimEnd();
  return { indent, tab: lead.includes('\t'), dashes, at, key: key[1] ?? key[2]?.replace(/''/g, "'") ?? key[3], value, valueAt: valueStart, rest: after };
}

const isContent = (line: string) => !/^[ \t]*(?:#.*)?\r?$/.test(line);

/** A place the lines above a line are lined up at: a key, or the dash of a list entry. */
interface Level {
  kind: 'key' | 'dash';
  col: number;
  line: number;
  /** How to name it: the key, or the entry's first words. */
  name: string;
}

/**
 * The places a line could line up with: for each block still open above it,
 * the column of its keys (and of its list's dashes), nearest first. A line
 * indented less than every line above it would be at the root.
 */
function levelsAbove(read: Read, lineNo: number): Level[] {
  const levels: Level[] = [];
  let min = Infinity;
  for (let l = lineNo - 1; l >= 1 && min > 0; l--) {
    const text = read.lines[l - 1];
    if (!isContent(text) || read.continued.has(l)) continue;
    const entry = entryOf(text);
    const first = entry.dashes[0] ?? entry.at;
    if (first >= min) continue;
    entry.dashes.forEach((d, i) => {
      const next = entry.dashes[i + 1] ?? entry.at;
      levels.push({ kind: 'dash', col: d, line: l, name: clip(text.slice(d, next === entry.at ? undefined : next).trim()) });
    });
    if (entry.key !== undefined && entry.at <= min && !levels.some((v) => v.kind === 'key' && v.col === entry.at))
      levels.push({ kind: 'key', col: entry.at, line: l, name: entry.key });
    min = first;
  }
  return levels;
}

const clip = (s: string, n = 30) => {
  const t = s.replace(/\r$/, '').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** How to name what a line holds in a message: its key, or its first words. */
function nameOf(entry: Entry, text: string): string {
  if (entry.dashes.length > 0) return clip(text.slice(entry.dashes[0]));
  if (entry.key !== undefined) return entry.key;
  return clip(text.slice(entry.at));
}

/** The first line at or after an offset that holds something, 1-based. */
function contentLineFrom(read: Read, offset: number): number {
  let { line } = read.pos(offset);
  const { col } = read.pos(offset);
  // An offset at the end of a line's text points at what follows.
  if (read.lines[line - 1].slice(col - 1).trim() === '' && line < read.lines.length) line += 1;
  while (line < read.lines.length && !isContent(read.lines[line - 1])) line += 1;
  return line;
}

function nextContentLine(read: Read, line: number): number | undefined {
  for (let l = line + 1; l <= read.lines.length; l++) if (isContent(read.lines[l - 1])) return l;
  return undefined;
}

function previousContentLine(read: Read, line: number): number | undefined {
  for (let l = line - 1; l >= 1; l--) if (isContent(read.lines[l - 1])) return l;
  return undefined;
}

/** Where the block that holds a line at `col` ends: the first later line indented `parent` or less. */
function blockEnd(read: Read, line: number, parent: number): number {
  for (let l = line + 1; l <= read.lines.length; l++) {
    const text = read.lines[l - 1];
    // Which lines continue a value is not known after the mistake, but such a line is indented more than its block anyway.
    if (isContent(text) && entryOf(text).indent <= parent) return l;
  }
  return read.lines.length + 1;
}

/** A line and what it holds: the lines after it indented more than it. */
function lineAndChildren(read: Read, line: number): [number, number] {
  const entry = entryOf(read.lines[line - 1]);
  return [line, blockEnd(read, line, entry.indent)];
}

// ---------------------------------------------------------------------------
// Explaining one error.

/** An explanation of a slip within one line: the line and what it holds are in doubt. */
type Local = (said: Said, at?: { line: number; col: number }) => Explained;

function explain(error: YAMLError, read: Read): Explained {
  const offset = error.pos[0];
  const { line, col } = read.pos(offset);
  const first = error.message.split('\n')[0];
  const local = (said: Said, at = { line, col }): Explained => {
    const [from, to] = lineAndChildren(read, at.line);
    return { ...at, ...said, from, to };
  };
  // A tab in a line's indentation is the cause of whatever YAML then makes of the line.
  const culprit = contentLineFrom(read, offset);
  if (error.code !== 'TAB_AS_INDENT' && entryOf(read.lines[culprit - 1]).tab) return misplaced(read, culprit);
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return misplaced(read, line, { tabAt: col });
    case 'BAD_INDENT':
      if (/^All (mapping|sequence) items must start at the same column/.test(first)) return misplaced(read, contentLineFrom(read, offset));
      if (/^Block scalar lines must not be less indented/.test(first)) return textOutOfLine(read, contentLineFrom(read, offset), undefined);
      if (/^Block scalar values in collections must be indented/.test(first)) return local(TextIndentation({ entry: true }));
      if (/^Flow (sequence|mapping) in block collection/.test(first) || /^Flow end indicator/.test(first))
        return local(UnclosedBracket(/sequence/.test(first) ? '[' : '{', true));
      return misplaced(read, contentLineFrom(read, offset));
    case 'MISSING_CHAR':
      if (/^Sequence item without - indicator/.test(first)) return misplaced(read, contentLineFrom(read, offset));
      if (/^Implicit map keys need to be followed by map values/.test(first)) return keyWithoutColon(read, line, col, local);
      if (/^Missing closing/.test(first)) return local(UnclosedQuote());
      if (/^Comments must be separated/.test(first)) return local(CommentWithoutSpace());
      if (/^Missing , between/.test(first)) return local(FlowSeparator({ comma: true }));
      if (/^Missing , or : between/.test(first)) return local(FlowSeparator({ commaOrColon: true }));
      if (/^Missing space after :/.test(first)) return local(FlowSeparator({ space: true }));
      if (/^Block scalars with more-indented leading empty lines/.test(first)) return local(TextIndentation({ emptyLine: true }));
      if (/^Tags and anchors/.test(first)) return local(AnchorAliasOrTag());
      if (/^(Flow sequence|Flow mapping) must end/.test(first)) return local(UnclosedBracket(first.includes('sequence') ? '[' : '{'));
      return local(GENERIC.MISSING_CHAR);
    case 'MULTILINE_IMPLICIT_KEY':
      if (/flow sequence/.test(first)) return local(FlowSeparator({ keyOnOneLine: true }));
      return keyWithoutColon(read, contentLineFrom(read, offset), undefined, local);
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (/^Nested mappings/.test(first)) return colonInValue(read, line, col, local);
      return misplaced(read, contentLineFrom(read, offset));
    case 'UNEXPECTED_TOKEN':
      return unexpected(read, error, first, local);
    case 'DUPLICATE_KEY':
      return duplicateKey(read, offset, local);
    case 'BAD_DQ_ESCAPE': {
      const sequence = /Invalid escape sequence (\S+)/.exec(first)?.[1] ?? '\\';
      return local(BadEscape(sequence));
    }
    case 'BAD_SCALAR_START': {
      const char = first.slice(-1);
      const entry = entryOf(read.lines[line - 1]);
      const suggestion = entry.key !== undefined && entry.value ? `: ${entry.key}: ${quoted(entry.value)}` : '';
      return local(ReservedStart(char, suggestion));
    }
    case 'BLOCK_IN_FLOW':
      return local(blockInFlow(read, line, col));
    default:
      return local(GENERIC[error.code] ?? GENERIC.IMPOSSIBLE);
  }
}

/** What to say of each error the yaml library can report, for cases no pattern above recognises. */
export const GENERIC: Record<ErrorCode, Said> = {
  ALIAS_PROPS: AnchorAliasOrTag(),
  BAD_ALIAS: AnchorAliasOrTag(),
  BAD_DIRECTIVE: Directive(),
  BAD_DQ_ESCAPE: BadEscape(),
  BAD_INDENT: IndentedDifferently('line', 'above', 'line it up with the lines it belongs with'),
  BAD_PROP_ORDER: AnchorAliasOrTag(),
  BAD_SCALAR_START: ReservedStart(),
  BLOCK_AS_IMPLICIT_KEY: UnreadableLine('BLOCK_AS_IMPLICIT_KEY'),
  BLOCK_IN_FLOW: FlowSeparator({ blockInFlow: true }),
  BAD_COLLECTION_TYPE: AnchorAliasOrTag(),
  DUPLICATE_KEY: DuplicateKey(),
  IMPOSSIBLE: UnreadableLine('IMPOSSIBLE'),
  KEY_OVER_1024_CHARS: UnreadableLine('KEY_OVER_1024_CHARS'),
  MISSING_CHAR: UnreadableLine('MISSING_CHAR'),
  MULTILINE_IMPLICIT_KEY: MissingColon({ unknown: true }),
  MULTIPLE_ANCHORS: AnchorAliasOrTag(),
  MULTIPLE_DOCS: SecondDocument('more'),
  MULTIPLE_TAGS: AnchorAliasOrTag(),
  NON_STRING_KEY: UnreadableLine('NON_STRING_KEY'),
  RESOURCE_EXHAUSTION: UnreadableLine('RESOURCE_EXHAUSTION'),
  TAB_AS_INDENT: TabIndent(),
  TAG_RESOLVE_FAILED: AnchorAliasOrTag(),
  UNEXPECTED_TOKEN: UnreadableLine('UNEXPECTED_TOKEN'),
};

/** A value written in quotes, as the fix to suggest. */
function quoted(value: string): string {
  return value.includes('"') || value.includes('\\') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

/**
 * A line in the wrong place: indented differently from the lines it belongs
 * with, indented with a tab, or a list entry without its '- '. Says what to
 * line it up with; the rest of its block is in doubt until it is fixed.
 * YAML stumbles on the line after a misplaced one as often as on the
 * misplaced line itself, so the line above is checked first.
 */
function misplaced(read: Read, lineNo: number, options: { tabAt?: number; under?: string; depth?: number } = {}): Explained {
  const text = read.lines[lineNo - 1];
  const entry = entryOf(text);
  const tabAt = options.tabAt ?? (entry.tab ? text.indexOf('\t') + 1 : undefined);
  if (isTextLine(read, lineNo, entry)) return textOutOfLine(read, lineNo, tabAt);
  if (tabAt !== undefined) return tabbed(read, lineNo, tabAt);

  const previous = previousStructuralLine(read, lineNo);
  const depth = options.depth ?? 0;
  if (previous !== undefined && depth < 3) {
    if (outOfLine(read, previous)) return misplaced(read, previous, { depth: depth + 1 });
    const blamed = shiftedEntry(read, previous, lineNo) ?? dedented(read, previous, lineNo);
    if (blamed) return blamed;
  }

  const name = nameOf(entry, text);
  const levels = levelsAbove(read, lineNo);
  const kind = kindOf(entry);
  const col = columnOf(entry);
  const at = { line: lineNo, col: col + 1 };
  const done = (said: Said, parent: number): Explained => ({ ...at, ...said, from: lineNo, to: blockEnd(read, lineNo, parent) });
  const parentOf = (c: number) => levels.find((l) => l.col < c)?.col ?? -1;

  const rootLine = firstStructuralLine(read);
  const root = rootLine === undefined ? undefined : columnOf(entryOf(read.lines[rootLine - 1]));
  if (rootLine !== undefined && root !== undefined && rootLine < lineNo && col < root) {
    // Indented less than the very first line: that first line is the one out of place.
    const rootText = read.lines[rootLine - 1];
    const rootName = nameOf(entryOf(rootText), rootText);
    return { line: rootLine, col: root + 1, ...TopLevelIndented(rootName, name, read.shown(lineNo)), from: rootLine, to: read.lines.length + 1 };
  }
  const emptied = emptyOpener(read, lineNo);
  if (emptied) return emptied;

  // A key at the column of a list's dashes: a new entry without its '- ', or a line of the entry above that lost its indentation.
  const list = kind === 'key' ? levels.find((l) => l.kind === 'dash' && l.col === col) : undefined;
  if (list) {
    // The entry's own keys, just inside its dash.
    const inside = levels.find((l) => l.kind === 'key' && l.col > list.col && l.line >= list.line);
    const newEntry = `write '- ' before '${name}' if it starts a new entry`;
    const sameEntry = inside ? `line it up with '${inside.name}' (${spaces(inside.col)}) if it belongs to the entry above` : '';
    // The key each entry starts with, again, starts a new entry; any other key more likely lost its indentation.
    const starts = entryOf(read.lines[list.line - 1]).key === entry.key;
    const fixes = !sameEntry ? newEntry : starts ? `${newEntry}, or ${sameEntry}` : `${sameEntry}, or ${newEntry}`;
    return done(MissingDash({ dashes: list.name, line: read.shown(list.line), fixes }), parentOf(col));
  }
  const ranked = levels.filter((l) => l.kind === kind).sort((a, b) => Math.abs(a.col - col) - Math.abs(b.col - col));
  const best = ranked[0];
  if (!best && kind === 'dash' && entry.key !== undefined) {
    // The first entry of a list lost its '- ': its key sits where this entry's key does.
    let top: number | undefined;
    for (let l = lineNo - 1; l >= 1; l--) {
      if (!isContent(read.lines[l - 1]) || read.continued.has(l)) continue;
      const c = columnOf(entryOf(read.lines[l - 1]));
      if (c < entry.at) break;
      if (c === entry.at) top = l;
    }
    const bare = top === undefined ? undefined : entryOf(read.lines[top - 1]);
    if (top !== undefined && bare?.key === entry.key) {
      return {
        line: top,
        col: bare.at + 1,
        ...MissingDash({ like: name, line: read.shown(lineNo), key: bare.key }),
        from: top,
        to: blockEnd(read, top, col - 1),
      };
    }
  }
  if (!best) return done(GENERIC.BAD_INDENT, -1);
  const moved = movedFirstChild(read, best.line, lineNo);
  if (moved) return moved;
  const tie = ranked.find((l) => l.col !== best.col && Math.abs(l.col - col) === Math.abs(best.col - col));
  const or = tie ? `, or with '${tie.name}' (${spaces(tie.col)})` : '';
  const fix = `${lineUp(kind, name, best)}${or}`;
  const said = options.under !== undefined ? NothingUnderValue(options.under, fix) : IndentedDifferently(kind === 'dash' ? 'list entry' : 'line', 'above', fix);
  return done(said, parentOf(Math.min(best.col, tie?.col ?? best.col)));
}

const kindOf = (entry: Entry): Level['kind'] => (entry.dashes.length > 0 ? 'dash' : 'key');
const columnOf = (entry: Entry) => entry.dashes[0] ?? entry.at;

/**
 * A line indented with a tab. How wide a tab looks is up to the editor, so
 * its place is read from its neighbours: the line below it, when that line
 * is its child or its neighbour, else the line above it.
 */
function tabbed(read: Read, lineNo: number, tabAt: number): Explained {
  const text = read.lines[lineNo - 1];
  const entry = entryOf(text);
  const name = nameOf(entry, text);
  const kind = kindOf(entry);
  const levels = levelsAbove(read, lineNo);
  const at = { line: lineNo, col: tabAt };
  const named = (col: number) => levels.find((l) => l.kind === kind && l.col === col);
  const next = nextContentLine(read, lineNo);
  const below = next === undefined ? undefined : entryOf(read.lines[next - 1]);
  let target: { col: number; name: string; under?: boolean } | undefined;
  if (below && !below.tab) {
    // The lines below a key that opens a block, or below the first line of a list entry, are two spaces further in.
    const opens = (entry.key !== undefined && entry.value === '' && entry.dashes.length === 0) || (entry.dashes.length > 0 && kindOf(below) === 'key');
    const col = opens ? columnOf(below) - 2 : kindOf(below) === kind ? columnOf(below) : undefined;
    const level = col === undefined ? undefined : named(col);
    if (level) target = level;
  }
  if (!target) {
    const previous = levels[0];
    if (!previous) return { ...at, ...GENERIC.TAB_AS_INDENT, from: lineNo, to: read.lines.length + 1 };
    const above = entryOf(read.lines[previous.line - 1]);
    const opener = levels.find((l) => l.line === previous.line && l.kind === 'key');
    if (opener && above.value === '') target = { col: opener.col + 2, name: opener.name, under: true };
    else target = levels.find((l) => l.kind === kind) ?? previous;
  }
  const where = target.under ? `under '${target.name}' above it` : `in line with '${target.name}' above it`;
  const fix =
    target.col === 0
      ? `remove the tab, to start the line with '${name}', ${where}`
      : `replace the tab with spaces: ${spaces(target.col)} would put '${name}' ${where}`;
  // Whatever is indented more than the line's place is its own, and in doubt with it.
  return { ...at, ...TabIndent(fix), from: lineNo, to: blockEnd(read, lineNo, target.col) };
}

/** A line that belongs to the text (a '>-' or '|' block, or a long value) of the key above it: prose, or anything deeper than that key. */
function isTextLine(read: Read, lineNo: number, entry: Entry): boolean {
  const previous = previousContentLine(read, lineNo);
  if (previous === undefined || !(read.continued.has(previous) || read.blockText.has(previous))) return false;
  const owner = previousStructuralLine(read, lineNo);
  const ownerCol = owner === undefined ? -1 : columnOf(entryOf(read.lines[owner - 1]));
  // Prose may hold ': ' too, but a key is one word.
  const prose = entry.dashes.length === 0 && (entry.key === undefined || /\s/.test(entry.key));
  return prose || (!entry.tab && entry.dashes.length === 0 && entry.indent > ownerCol);
}

/** A line of a text block indented less than the text above it, or the text's first line indented more than the rest. */
function textOutOfLine(read: Read, lineNo: number, tabAt: number | undefined): Explained {
  const owner = previousStructuralLine(read, lineNo);
  // The line that starts the text moved, not the text.
  if (tabAt === undefined && owner !== undefined && outOfLine(read, owner)) return misplaced(read, owner);
  const ownerName = owner === undefined ? undefined : entryOf(read.lines[owner - 1]).key;
  const of = ownerName ? ` of '${ownerName}'` : owner !== undefined ? ` begun on line ${read.shown(owner)}` : '';
  const textLines: number[] = [];
  for (let l = (owner ?? 0) + 1; l < lineNo; l++) if (isContent(read.lines[l - 1])) textLines.push(l);
  const ownerCol = owner === undefined ? -1 : columnOf(entryOf(read.lines[owner - 1]));
  const here = entryOf(read.lines[lineNo - 1]);
  const next = nextContentLine(read, lineNo);
  const below = next === undefined ? undefined : entryOf(read.lines[next - 1]);
  const belowIsText = below !== undefined && below.indent > ownerCol && below.dashes.length === 0 && (below.key === undefined || /\s/.test(below.key));
  // With no text above, the lines below say how deep the text goes; else the file's two-space step.
  const indent =
    textLines.length > 0 ? entryOf(read.lines[textLines[0] - 1]).indent : belowIsText ? below.indent : owner !== undefined ? ownerCol + 2 : undefined;
  if (
    tabAt === undefined &&
    textLines.length === 1 &&
    belowIsText &&
    below.indent === here.indent &&
    here.indent > ownerCol &&
    indent !== undefined &&
    indent > here.indent
  ) {
    // The text's first line sets its indentation: it is the one out of line with the rest.
    return { line: textLines[0], col: indent + 1, ...TextIndentation({ firstLine: true, of, spaces: here.indent }), from: textLines[0], to: textLines[0] + 1 };
  }
  const like =
    indent === undefined
      ? ''
      : textLines.length > 0
        ? ` like the lines above (${spaces(indent)})`
        : belowIsText
          ? ` like the lines below (${spaces(indent)})`
          : ` deeper than the line above (${spaces(indent)})`;
  // The text's other lines at this indentation are out of place alike.
  let to = lineNo + 1;
  while (tabAt === undefined && to <= read.lines.length) {
    const text = read.lines[to - 1];
    if (isContent(text)) {
      const next = entryOf(text);
      if (next.indent !== here.indent || next.dashes.length > 0 || (next.key !== undefined && !/\s/.test(next.key))) break;
    }
    to += 1;
  }
  if (tabAt === undefined && textLines.length === 0 && owner !== undefined && to <= read.lines.length) {
    // All of the text sits at the column of its list entry's '-': the entry moved, as the next one shows.
    const moved = movedFirstChild(read, owner, nextContentLine(read, to - 1) ?? to);
    if (moved) return moved;
  }
  let said: Said;
  if (tabAt !== undefined) said = TextIndentation({ tab: true, of, like });
  else if (textLines.length === 0 && indent !== undefined && !belowIsText) said = TextIndentation({ unindented: true, of, spaces: indent });
  else said = TextIndentation({ shallower: true, of: ownerName || owner === undefined ? `${of} above it` : of, like });
  return { line: lineNo, col: tabAt ?? here.indent + 1, ...said, from: lineNo, to };
}

/**
 * A list entry ('- id: x') whose key is out of line with the lines below it
 * that belong to it, when those lines agree with each other: the entry's
 * first line is the one that moved.
 */
function shiftedEntry(read: Read, entryLine: number, lineNo: number): Explained | undefined {
  const head = entryOf(read.lines[entryLine - 1]);
  const entry = entryOf(read.lines[lineNo - 1]);
  if (head.dashes.length === 0 || head.key === undefined || entry.dashes.length > 0 || entry.key === undefined || head.at === entry.at) return undefined;
  const dash = head.dashes[0] + entry.at - head.at;
  const above = levelsAbove(read, entryLine);
  // The key just above that opens this list, if the entry is its first.
  const opener = above[0] && above[0].kind === 'key' && entryOf(read.lines[above[0].line - 1]).value === '' ? above[0].col : undefined;
  // The first entry of a list, away from where the file's two-space step puts it, while its lines are there.
  const stepped = opener !== undefined && dash === opener + 2 && head.dashes[0] !== opener + 2;
  if (entry.at <= head.dashes[head.dashes.length - 1] && !stepped) return undefined;
  // Else the lines below agree with each other, or the dash would land where the entries of this list go.
  const fits = stepped || above.some((l) => l.kind === 'dash' && l.col === dash) || (opener !== undefined && dash === opener);
  if (!fits && !followedAlike(read, lineNo)) return undefined;
  const said = ListEntryOutOfLine(dash === 0 ? 'no spaces' : spaces(dash), head.key, entry.key, entry.at);
  const parent = above.find((l) => l.col < Math.min(dash, head.dashes[0]))?.col ?? -1;
  return { line: entryLine, col: head.dashes[0] + 1, ...said, from: entryLine, to: blockEnd(read, entryLine, parent) };
}

/** The next line holding a key or a dash is lined up with this one, the same kind: this line is not alone in its place. */
function followedAlike(read: Read, lineNo: number): boolean {
  const entry = entryOf(read.lines[lineNo - 1]);
  for (let l = lineNo + 1; l <= read.lines.length; l++) {
    const text = read.lines[l - 1];
    if (!isContent(text)) continue;
    const next = entryOf(text);
    if (columnOf(next) > columnOf(entry)) continue;
    return kindOf(next) === kindOf(entry) && columnOf(next) === columnOf(entry);
  }
  return false;
}

/**
 * A line indented less than the lines above and below it, which agree with
 * each other: it ended their block early, and YAML stumbles on the next line.
 */
function dedented(read: Read, lineNo: number, nextLine: number): Explained | undefined {
  const here = entryOf(read.lines[lineNo - 1]);
  const next = entryOf(read.lines[nextLine - 1]);
  if (here.key !== undefined && here.value === '') return undefined;
  if (columnOf(here) >= columnOf(next) || !followedAlike(read, nextLine)) return undefined;
  const levels = levelsAbove(read, lineNo);
  const match = levels.find((l) => l.kind === kindOf(next) && l.col === columnOf(next));
  if (!match || kindOf(here) !== kindOf(next)) return undefined;
  const name = nameOf(here, read.lines[lineNo - 1]);
  const said = IndentedDifferently(kindOf(here) === 'dash' ? 'list entry' : 'line', 'around', lineUp(kindOf(here), name, match));
  const parent = levels.find((l) => l.col < match.col)?.col ?? -1;
  return { line: lineNo, col: columnOf(here) + 1, ...said, from: lineNo, to: blockEnd(read, lineNo, parent) };
}

/**
 * The first line of a block indented differently from the second, when the
 * second is where the file's two-space step puts it: the first one moved.
 */
function movedFirstChild(read: Read, lineNo: number, nextLine: number): Explained | undefined {
  const here = entryOf(read.lines[lineNo - 1]);
  const next = entryOf(read.lines[nextLine - 1]);
  if (kindOf(here) !== kindOf(next) || columnOf(here) === columnOf(next)) return undefined;
  const levels = levelsAbove(read, lineNo);
  const openerLevel = levels[0];
  if (!openerLevel) return undefined;
  const opener = entryOf(read.lines[openerLevel.line - 1]);
  const opens = opener.key !== undefined ? opener.value === '' : opener.dashes.length > 0 && opener.rest === '';
  if (!opens) return undefined;
  const base = opener.key !== undefined ? opener.at : opener.dashes[opener.dashes.length - 1];
  // A list may also sit at its key's column, which is as good a place for the first entry.
  const allowed = columnOf(here) > base || (kindOf(here) === 'dash' && opener.key !== undefined && columnOf(here) === base);
  if (columnOf(next) !== base + 2 || columnOf(here) === base + 2 || !allowed) return undefined;
  const name = nameOf(here, read.lines[lineNo - 1]);
  const target = { name: nameOf(next, read.lines[nextLine - 1]), col: columnOf(next) };
  const said = IndentedDifferently(kindOf(here) === 'dash' ? 'list entry' : 'line', 'below', lineUp(kindOf(here), name, target));
  return { line: lineNo, col: columnOf(here) + 1, ...said, from: lineNo, to: blockEnd(read, lineNo, base) };
}

function firstStructuralLine(read: Read): number | undefined {
  for (let l = 1; l <= read.lines.length; l++) if (isContent(read.lines[l - 1]) && !/^(%|---|\.\.\.)/.test(read.lines[l - 1])) return l;
  return undefined;
}

/**
 * A key that opens a block, with its first line out at its own column: the
 * key is left empty, and YAML stumbles on the next line that is where the
 * block should be.
 */
function emptyOpener(read: Read, lineNo: number): Explained | undefined {
  const col = columnOf(entryOf(read.lines[lineNo - 1]));
  let moved: number | undefined;
  for (let l = lineNo - 1; l >= 1; l--) {
    if (!isContent(read.lines[l - 1]) || read.continued.has(l)) continue;
    if (columnOf(entryOf(read.lines[l - 1])) < col) {
      moved = l;
      break;
    }
  }
  if (moved === undefined) return undefined;
  const opener = previousStructuralLine(read, moved);
  if (opener === undefined) return undefined;
  const head = entryOf(read.lines[opener - 1]);
  const child = entryOf(read.lines[moved - 1]);
  if (head.key === undefined || head.value !== '' || head.dashes.length > 0 || head.at !== columnOf(child) || col !== head.at + 2) return undefined;
  const name = nameOf(child, read.lines[moved - 1]);
  return { line: moved, col: columnOf(child) + 1, ...KeyLeftEmpty({ name, key: head.key, col }), from: moved, to: blockEnd(read, moved, head.at) };
}

function previousStructuralLine(read: Read, line: number): number | undefined {
  for (let l = line - 1; l >= 1; l--) if (isContent(read.lines[l - 1]) && !read.continued.has(l)) return l;
  return undefined;
}

/**
 * A line whose key or dash lines up with nothing above it, when it is not
 * the first line of a block opened by the line above it (any indentation
 * deeper than its key will do for that).
 */
function outOfLine(read: Read, lineNo: number): boolean {
  const text = read.lines[lineNo - 1];
  const entry = entryOf(text);
  if (entry.tab) return true;
  const kind = kindOf(entry);
  const col = columnOf(entry);
  const levels = levelsAbove(read, lineNo);
  if (levels.length === 0 || levels.some((l) => l.kind === kind && l.col === col)) return false;
  const above = entryOf(read.lines[levels[0].line - 1]);
  // A key with nothing after its ':', or a '-' alone, opens a block; YAML also lets a list sit at its key's column.
  const opens = above.key !== undefined ? above.value === '' : above.dashes.length > 0 && above.rest === '';
  const aboveCol = above.key !== undefined ? above.at : above.dashes[above.dashes.length - 1];
  return !(opens && (col > aboveCol || (kind === 'dash' && above.key !== undefined && col === aboveCol)));
}

/** 'Nested mappings are not allowed in compact mappings': a value holding ': ', or a line below indented under a key that has its value. */
function colonInValue(read: Read, line: number, col: number, local: Local): Explained {
  const text = read.lines[line - 1];
  const rest = text.slice(col - 1).replace(/\r$/, '');
  const entry = entryOf(text);
  const glued = entry.key === undefined ? undefined : /^([^\s{[]+)\s+([{[].*)$/.exec(entry.key);
  if (glued && entry.valueAt !== undefined) {
    return local(MissingColon({ glued: clip(glued[1]), key: glued[1], rest: clip(text.slice(entry.at + glued[1].length).trim(), 24) }), {
      line,
      col: entry.at + 1,
    });
  }
  if (/:(\s|$)/.test(rest.replace(/\s#.*$/, ''))) {
    const value =
      entry.valueAt !== undefined
        ? text
            .slice(entry.valueAt)
            .replace(/\r$/, '')
            .replace(/\s+#.*$/, '')
            .trim()
        : rest.trim();
    const fix = entry.key !== undefined ? `: ${entry.key}: ${quoted(value)}` : '';
    return local(ColonInValue(fix));
  }
  const next = nextContentLine(read, line);
  if (next === undefined) return local(GENERIC.BLOCK_AS_IMPLICIT_KEY);
  return misplaced(read, next, { under: entry.key !== undefined ? `'${entry.key}'` : 'the line' });
}

/** A line YAML read as a key without its ':'. */
function keyWithoutColon(read: Read, line: number, _col: number | undefined, local: Local): Explained {
  const text = read.lines[line - 1].replace(/\r$/, '');
  const entry = entryOf(text);
  const at = { line, col: (entry.dashes[0] ?? entry.at) + 1 };
  const body = text.slice(entry.at).trim();
  const glued = /^([^\s:#]+):(\S.*)$/.exec(body);
  if (glued) return local(MissingColon({ noSpace: glued[1], value: glued[2] }), at);
  // A line of a text block that lost its indentation is read as a key.
  const previous = previousContentLine(read, line);
  if (previous !== undefined && (read.continued.has(previous) || read.blockText.has(previous)) && /\s/.test(body)) return textOutOfLine(read, line, undefined);
  const word = /^[^\s:#]+/.exec(body)?.[0] ?? body;
  const example = body.includes(' ') ? `'${word}: ${body.slice(word.length).trim()}'` : `'${word}:'`;
  return local(MissingColon({ key: clip(word), example: clip(example, 50) }), at);
}

function blockInFlow(read: Read, line: number, col: number): Said {
  const rest = read.lines[line - 1].slice(col - 1);
  const key = /^[^,{}[\]]*?\s([^\s,:{}[\]]+):\s/.exec(rest);
  return key ? FlowSeparator({ before: key[1] }) : GENERIC.BLOCK_IN_FLOW;
}

function unexpected(read: Read, error: YAMLError, first: string, local: Local): Explained {
  const { line, col } = read.pos(error.pos[0]);
  const text = read.lines[line - 1].replace(/\r$/, '');
  const before = text.slice(0, col - 1).trimEnd();
  const token = /: "(.*)"$/.exec(first)?.[1] ?? text.slice(col - 1, col);
  if (/^Unexpected block-seq-ind on same line with key/.test(first)) {
    return local(ListOnKeyLine());
  }
  if (/^Block scalar header includes extra characters|^Unexpected token in block scalar header/.test(first)) {
    return local(BlockTextHeader());
  }
  if (/^Unexpected , in flow|^Unexpected empty item in flow/.test(first)) return local(FlowSeparator({ extraComma: true }));
  if (/^Unexpected doc-end/.test(first)) return local(SecondDocument('end'));
  if (/ at node end$/.test(first)) {
    if (/['"]$/.test(before) || /['"]$/.test(text.slice(0, col - 1))) {
      const quote = text
        .slice(0, col - 1)
        .trimEnd()
        .slice(-1);
      return local(TextAfterValue(quote === "'" && before.length === col - 1 ? 'apostrophe' : 'quote'));
    }
    if (/[}\]]$/.test(before)) return local(TextAfterValue(before.slice(-1) as ']' | '}'));
  }
  if (token === '}' || token === ']') return local(StrayClosingBracket(token));
  // What follows the end of the document: a line that is indented less than the first one, or a structure that ended early.
  if (/^\s*$/.test(text.slice(0, col - 1))) return misplaced(read, line);
  return local(GENERIC.UNEXPECTED_TOKEN);
}

/** The second of two equal keys in one mapping, with where the first one is. */
function duplicateKey(read: Read, offset: number, local: Local): Explained {
  let found: { key: string; first: number; second: number; starts: boolean } | undefined;
  if (read.doc) {
    visit(read.doc, {
      Map(_, map, path) {
        const seen = new Map<string, number>();
        for (const pair of map.items) {
          if (!isScalar(pair.key) || !pair.key.range) continue;
          const key = String(pair.key.value);
          const first = seen.get(key);
          if (first === undefined) {
            seen.set(key, pair.key.range[0]);
            continue;
          }
          const second = pair.key.range[0];
          // The key that starts each entry of a list, again: most likely a new entry without its '- '.
          const starts = isSeq(path[path.length - 1]) && map.items[0] !== pair && isScalar(map.items[0].key) && String(map.items[0].key.value) === key;
          if (second >= offset && (!found || second < found.second)) found = { key, first, second, starts };
        }
      },
    });
  }
  if (!found) return local(GENERIC.DUPLICATE_KEY);
  const first = read.pos(found.first);
  const at = read.pos(found.second);
  // A key that opens a block, with the lines meant to go under it at its own column: they join the mapping around it.
  const opener = previousStructuralLine(read, at.line);
  if (opener !== undefined) {
    const head = entryOf(read.lines[opener - 1]);
    if (head.key !== undefined && head.value === '' && head.dashes.length === 0 && head.at === at.col - 1) {
      const up = levelsAbove(read, opener).find((l) => l.kind === 'key' && l.col < head.at);
      const fix = up
        ? `line up '${head.key}' with '${up.name}' (${spaces(up.col)}), or indent the lines below it further`
        : 'indent the lines below it further';
      const said = KeyLeftEmpty({ key: head.key, repeated: clip(found.key), first: `${read.shown(first.line)}:${first.col}`, fix });
      return { line: opener, col: head.at + 1, ...said, from: opener, to: blockEnd(read, opener, up ? up.col : head.at - 1) };
    }
  }
  if (found.starts) {
    // The lines after it, at its column, are the rest of that entry.
    return { ...at, ...DuplicateKey(clip(found.key), `${read.shown(first.line)}:${first.col}`, true), from: at.line, to: blockEnd(read, at.line, at.col - 2) };
  }
  return local(DuplicateKey(clip(found.key), `${read.shown(first.line)}:${first.col}`), at);
}
