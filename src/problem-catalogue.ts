/**
 * Every kind of problem a site file can have, in one place, as Astro keeps
 * its errors (core/errors/errors-data.ts): a stable code, a title, the
 * message (what is wrong here, and what to do about it) and a hint (what
 * the kind of problem is about, for docs/errors.md and tools). A check
 * reports a problem by calling its kind with the message's parts:
 * `report(path, UnknownField(field, where, fix))`.
 *
 * Codes are stable: a kind keeps its code when its wording changes, and a
 * code is never given to another kind. The series: BS0xxx the file itself,
 * BS1xxx YAML, BS2xxx the schema, BS3xxx collections and items, BS4xxx
 * pages and blocks, BS5xxx links and navigation, BS6xxx pictures, fonts,
 * theme and settings. `npm run gen:docs` writes docs/errors.md from here,
 * each kind with an example from the invalid-input corpus
 * (tests/fixtures/invalid/) that produces it.
 *
 * Isomorphic, like the YAML messages that use it: the visual editor loads it.
 */
import type { ProblemCode, Said } from './problem.js';

/** A kind of problem: called with its message's parts, it gives the problem's code and message. */
export interface ProblemKind<A extends unknown[] = never[]> {
  (...args: A): Said;
  readonly code: ProblemCode;
  readonly title: string;
  readonly hint: string;
  /** Why no file of the invalid-input corpus produces it, for the one kind that stands for rules the schemas may add later. */
  readonly withoutExample?: string;
}

/** Every kind, by its code. */
const BY_CODE = new Map<string, ProblemKind<never[]>>();

function kind<A extends unknown[]>(entry: {
  code: ProblemCode;
  title: string;
  message: (...args: A) => string;
  hint: string;
  withoutExample?: string;
}): ProblemKind<A> {
  const { code, title, message, hint, withoutExample } = entry;
  // A code names one kind, always: a second kind given the same code would make the first one's documentation wrong.
  if (BY_CODE.has(code)) throw new Error(`two kinds of problem have the code ${code}`);
  const found = Object.assign((...args: A): Said => ({ code, message: message(...args) }), { code, title, hint, ...(withoutExample && { withoutExample }) });
  BY_CODE.set(code, found as unknown as ProblemKind<never[]>);
  return found;
}

/** A count of spaces as a message says it: '2 spaces', or 'at the start of the line' for none. */
export const spaces = (n: number) => (n === 0 ? 'at the start of the line' : `${n} ${n === 1 ? 'space' : 'spaces'}`);

/** How a YAML message tells a line to line up with another: its key with a key, its '-' with a '-'. */
export function lineUp(kind: 'key' | 'dash', name: string, target: { name: string; col: number }): string {
  return kind === 'dash'
    ? `line up its '-' with the '-' of '${target.name}' (${spaces(target.col)})`
    : `line up '${name}' with '${target.name}' (${spaces(target.col)})`;
}

// ---------------------------------------------------------------------------
// BS0xxx: the file itself.

/** Why a file cannot be read, by the error code the system gave. */
const UNREADABLE: Record<string, (file: string) => string> = {
  ENOENT: (file) => `there is no file ${file}; check its name and folder, or name the site file with SITE_YAML`,
  ENOTDIR: (file) => `${file} cannot be a file: a part of its path before the last is a file, not a folder`,
  EISDIR: (file) => `${file} is a folder, not a file; name the site file inside it, such as ${file.replace(/\/$/, '')}/site.yaml`,
  ENOTFILE: (file) => `${file} is not a regular file (it is a device, a pipe or a socket); name the site file itself`,
  EACCES: (file) => `you have no permission to read ${file}; let your user read it (chmod a+r ${file}), or run the command as its owner`,
  EPERM: (file) => `you have no permission to read ${file}; let your user read it (chmod a+r ${file}), or run the command as its owner`,
  ELOOP: (file) => `${file} is a symbolic link that leads back to itself; point it at the site file`,
  ENAMETOOLONG: (file) => `the path ${file} is too long for this system; move the site to a shorter path`,
};

export const FileUnreadable = kind({
  code: 'BS0001',
  title: 'The site file cannot be read',
  message: (file: string, errno: string | undefined) =>
    (errno && Object.hasOwn(UNREADABLE, errno) ? UNREADABLE[errno](file) : undefined) ??
    `cannot read ${file}${errno ? ` (${errno})` : ''}; check that it is a readable file`,
  hint: 'The command was pointed at a file it could not open: a name that does not exist, a folder, a link that leads nowhere, or a file your user may not read. Name the site file with SITE_YAML (by default site.yaml in the folder the command runs in).',
});

export const FileTooLarge = kind({
  code: 'BS0002',
  title: 'The site file is over the size limit',
  message: (what: string, size: string, limit: string, raised: string) =>
    `${what} is ${size}, over ${limit}; shorten it, or raise the limit with SITE_MAX_BYTES (such as SITE_MAX_BYTES=${raised}) for a very large site`,
  hint: 'A site file is capped (64 MiB unless SITE_MAX_BYTES says otherwise), so a file meant to exhaust memory is refused before it is read, and validate, the dev server and the editor stay within a gigabyte of memory. The cap leaves room for a site of 10,000 long pages; raise it only for a site that really is that large, and give the commands more memory.',
});

export const FileEmpty = kind({
  code: 'BS0003',
  title: 'The site file is empty',
  message: () => 'the file is empty; start from the example in the README',
  hint: 'The file holds nothing, or only comments. Start from the example site in the README, or run `blocksite new DIR` to write a starter.',
});

export const ControlCharacter = kind({
  code: 'BS0004',
  title: 'A control character in the file',
  message: (code: number) =>
    `control character U+${code.toString(16).toUpperCase().padStart(4, '0')} is not allowed; remove it (if there are many, the file is binary or damaged)`,
  hint: 'A site file is text. A control character (other than a tab or a line break) is invisible in most editors and usually comes from pasting from another program; many of them mean the file is not text at all.',
});

export const ValueTooLong = kind({
  code: 'BS0005',
  title: 'One value over the length limit',
  message: (length: number, limit: number) =>
    `this value is ${length.toLocaleString('en-US')} characters long, over the limit of ${limit.toLocaleString('en-US')} for one value; shorten it, or split it into several`,
  hint: 'One value (a description, a paragraph, a block of code) holds at most 1 MiB of text, far more than any field needs, so a file made to exhaust memory with one huge value is refused before it is parsed.',
});

export const TooManyValues = kind({
  code: 'BS0006',
  title: 'The site file holds more values than its size limit allows',
  message: (values: string, limit: string, bytesPerValue: number, raised: string) =>
    `by this line the file holds more than ${values} values (keys, list entries, items in [ ] and { }), the most ${limit} allows, one for each ${bytesPerValue} bytes; shorten it, or raise the limit with SITE_MAX_BYTES (such as SITE_MAX_BYTES=${raised}) for a very large site`,
  hint: "What reading a site file costs in memory follows the values it holds more than its bytes: a file of thousands of '- {}' lines makes a value every five bytes, each costing the parsers far more than a byte of text. So SITE_MAX_BYTES also caps the values, one for each 32 bytes (2,097,152 by default), counted on the characters that begin them before the file is parsed; a hyphen or a colon in prose counts too. A real site holds one value for every 15 to 30 bytes.",
});

// ---------------------------------------------------------------------------
// BS1xxx: YAML. One message per mistake: what only follows from it is not reported.

export const IndentedDifferently = kind({
  code: 'BS1001',
  title: 'A line indented differently from the lines around it',
  message: (what: 'line' | 'list entry', from: 'above' | 'below' | 'around', fix: string) => {
    const others = what === 'line' ? 'lines' : 'entries';
    const why =
      from === 'around'
        ? `this ${what} is indented less than the lines above and below it`
        : `this ${what} is indented differently from the ${others} ${from} it`;
    return `${why}; ${fix}`;
  },
  hint: "In YAML the indentation says what belongs to what: the fields of one mapping start at one column, and the entries of one list have their '-' at one column. Line the line up with the lines it belongs with, using spaces.",
});

export const NothingUnderValue = kind({
  code: 'BS1002',
  title: 'A line indented under a key that already has a value',
  message: (owner: string, fix: string) =>
    `this line is indented more than ${owner} above it, but ${owner} already has a value, so nothing can go under it; ${fix}`,
  hint: 'A key with a value on its own line (`title: Welcome`) holds that value and nothing else, so a line indented under it belongs nowhere. Line the line up with its neighbours, or, if it continues the value, put the whole value in quotes.',
});

export const TopLevelIndented = kind({
  code: 'BS1003',
  title: 'The first top-level entry is indented',
  message: (first: string, name: string, line: number) =>
    `'${first}' is indented, but the top-level entries below it, such as '${name}' on line ${line}, start at the beginning of the line; remove the spaces before '${first}'`,
  hint: 'The top-level sections of a site file (settings, navigation, routes, …) start at the beginning of their lines, with no spaces before them.',
});

export const MissingDash = kind({
  code: 'BS1004',
  title: "A list entry without its '- '",
  message: (found: { dashes: string; line: number; fixes: string } | { like: string; line: number; key: string }) =>
    'dashes' in found
      ? `this line is at the column of the list's dashes ('${found.dashes}' on line ${found.line}) but has no '- '; ${found.fixes}`
      : `this line starts an entry of the list below it, like '${found.like}' on line ${found.line}, but has no '- '; write '- ' before '${found.key}', in place of two of its spaces`,
  hint: "Each entry of a list starts with '- ' at the same column; the entry's other fields line up with its first field, two spaces further in.",
});

export const ListEntryOutOfLine = kind({
  code: 'BS1005',
  title: 'A list entry out of line with its own fields',
  message: (dash: string, key: string, next: string, col: number) =>
    `this list entry is out of line with its lines below it; indent its '-' by ${dash}, so that '${key}' lines up with '${next}' (${spaces(col)})`,
  hint: "The first field of a list entry sits after its '- ', and the entry's other fields line up with that first field. Move the '-' so that they do.",
});

export const KeyLeftEmpty = kind({
  code: 'BS1006',
  title: 'A key left with nothing under it',
  message: (found: { name: string; key: string; col: number } | { key: string; repeated: string; first: string; fix: string }) =>
    'name' in found
      ? `'${found.name}' is at the column of '${found.key}' above it, which is then left with nothing under it; indent '${found.name}' under '${found.key}' (${spaces(found.col)}), like the lines after it`
      : `'${found.key}' has nothing under it: the lines below it are at its own column, so they join the mapping around it, where '${found.repeated}' is then a second time (first at ${found.first}); ${found.fix}`,
  hint: 'A key that opens a block (`settings:` with nothing after the colon) holds the lines indented under it. Lines at its own column belong to the mapping around it instead.',
});

export const TabIndent = kind({
  code: 'BS1007',
  title: 'A tab used for indentation',
  message: (fix?: string) =>
    fix === undefined
      ? 'a tab is used for indentation; YAML indents with spaces only, so replace the tab with spaces'
      : `a tab is used to indent this line, and YAML indents with spaces only; ${fix}`,
  hint: 'YAML indents with spaces only. Many editors can be set to insert spaces when Tab is pressed (with the modeline at the top of site.yaml, editors that read it do).',
});

export const TextIndentation = kind({
  code: 'BS1008',
  title: 'A line of a text out of line with the text',
  message: (
    found:
      | { firstLine: true; of: string; spaces: number }
      | { tab: true; of: string; like: string }
      | { unindented: true; of: string; spaces: number }
      | { shallower: true; of: string; like: string }
      | { entry: true }
      | { emptyLine: true },
  ) => {
    if ('firstLine' in found)
      return `the first line of the text${found.of} is indented more than the lines after it, so they no longer read as part of it; indent its lines alike (${spaces(found.spaces)})`;
    if ('tab' in found) return `this line of the text${found.of} is indented with a tab, and YAML indents with spaces only; indent it with spaces${found.like}`;
    if ('unindented' in found) return `the text${found.of} must be indented more than the line that starts it; indent its lines by ${spaces(found.spaces)}`;
    if ('shallower' in found) return `this line continues the text${found.of} but is indented less than that text; indent it${found.like}`;
    if ('entry' in found) return 'the text of this entry must be indented more than the entry itself; indent its lines further';
    return 'the text starting here begins with an empty line that holds more spaces than the text is indented; delete the spaces on that empty line';
  },
  hint: 'A text written over several lines (after `>-` or `|`, or a long value continued on the next line) is indented more than its key, every line alike. A line indented less ends the text; the rest is then read as YAML, where it makes no sense.',
});

export const DuplicateKey = kind({
  code: 'BS1009',
  title: 'A key twice in one mapping',
  message: (key?: string, first?: string, inListEntry = false) =>
    key === undefined
      ? 'this key appears twice in the same mapping; remove one of them, or rename it'
      : inListEntry
        ? `the key '${key}' appears twice in this list entry (first at ${first}); if this line starts a new entry, write '- ' before '${key}', in place of two of its spaces; if not, remove one of the two`
        : `the key '${key}' appears twice in this mapping (first at ${first}); remove one or rename it`,
  hint: "A mapping holds each key once: the second would silently replace the first. When the key starts each entry of a list (an item's id), the line is probably a new entry missing its '- '.",
});

export const MissingColon = kind({
  code: 'BS1010',
  title: "A key without its ':'",
  message: (
    found: { key: string; example: string } | { glued: string; key: string; rest: string } | { noSpace: string; value: string } | { unknown: true },
  ) => {
    if ('example' in found) return `'${found.key}' has no ':' after it; a key is written with a colon and a space before its value, as in ${found.example}`;
    if ('glued' in found) return `'${found.glued}' has no ':' after it; write '${found.key}: ${found.rest}'`;
    if ('noSpace' in found) return `YAML needs a space after the ':' of a key; write '${found.noSpace}: ${found.value}'`;
    return "this line has no ':' after its key; write the key, then ': ', then the value";
  },
  hint: 'A field is written `key: value`, with a colon and a space after the key. Without them, YAML reads the line as text that belongs nowhere.',
});

export const ColonInValue = kind({
  code: 'BS1011',
  title: "A value holding ': '",
  message: (fix: string) => `this value contains ': ', which YAML reads as the start of another key; put the whole value in quotes${fix}`,
  hint: "YAML reads ': ' as the end of a key. A value that holds it (a title such as `Chess: The Basics`) goes in quotes.",
});

export const UnclosedQuote = kind({
  code: 'BS1012',
  title: 'A quote never closed',
  message: () => 'this quote is never closed; add the matching quote at the end of the value',
  hint: 'A value that starts with a quote ends at the next matching quote. Without one, the rest of the file is read as part of the value.',
});

export const UnclosedBracket = kind({
  code: 'BS1013',
  title: 'A bracket never closed',
  message: (open: '[' | '{', multiline = false) => {
    const close = open === '[' ? ']' : '}';
    return multiline
      ? `the lines of a ${open} ${close} that runs over several lines must be indented more than the key it belongs to; indent them further, and close it with '${close}'`
      : `this '${open}' is never closed; add the matching '${close}' at the end of the value`;
  },
  hint: 'A list written `[a, b]` or a mapping written `{ key: value }` ends at its closing bracket. Close it on the same line, or indent every line it runs over more than its key.',
});

export const StrayClosingBracket = kind({
  code: 'BS1014',
  title: 'A closing bracket that closes nothing',
  message: (close: ']' | '}') => `this '${close}' closes nothing; remove it, or add the '${close === '}' ? '{' : '['}' it belongs to`,
  hint: 'Every `]` and `}` closes a `[` or `{` opened before it on the same value.',
});

export const TextAfterValue = kind({
  code: 'BS1015',
  title: 'Text after the end of a value',
  message: (after: 'quote' | 'apostrophe' | ']' | '}') =>
    after === 'apostrophe'
      ? "this value in single quotes ends at the quote before this text; to write an apostrophe inside single quotes, type it twice (''), or put the value in double quotes instead"
      : after === 'quote'
        ? 'text follows the closing quote of this value; put the whole value in quotes, or remove the text after the quote'
        : `text follows the closing '${after}'; remove it, or move it inside the brackets`,
  hint: 'A quoted value ends at its closing quote, and a `[ ]` or `{ }` at its closing bracket: nothing may follow on the line but a comment. An apostrophe inside single quotes is written twice.',
});

export const FlowSeparator = kind({
  code: 'BS1016',
  title: 'A comma or colon missing inside [ ] or { }',
  message: (
    found:
      | { comma: true }
      | { commaOrColon: true }
      | { space: true }
      | { extraComma: true }
      | { keyOnOneLine: true }
      | { before: string }
      | { blockInFlow: true },
  ) => {
    if ('comma' in found) return "inside [ ] and { } the entries are separated by commas; add a ',' before this one";
    if ('commaOrColon' in found)
      return "inside [ ] and { } the entries are separated by commas, and a key from its value by ': '; add the missing ',' or ':' here";
    if ('space' in found)
      return "inside { } a key is followed by ': ', with a space; add a space after the ':', or put the value in quotes if the ':' belongs to it";
    if ('extraComma' in found) return "this ',' has no entry before it; remove the extra ','";
    if ('keyOnOneLine' in found) return "a key inside [ ] must be on one line with its ':'; put the key and its value on one line, or put the value in quotes";
    if ('before' in found)
      return `inside { } entries are separated by commas; add a ',' before '${found.before}', or put the value in quotes if the ': ' belongs to it`;
    return "inside [ ] or { } an entry cannot hold a list or mapping written over lines; separate entries with ',', and put a value that contains ': ' or '- ' in quotes";
  },
  hint: 'Inside `[ ]` and `{ }` entries are separated by commas, and a key is followed by a colon and a space: `{ label: Courses, to: /courses }`.',
});

export const CommaEndsValue = kind({
  code: 'BS1017',
  title: 'A comma that ends a value inside { }',
  message: (rest: string, key: string, quoted: string) =>
    `a comma inside { } ends the value, so '${rest}' was read as a field of its own: put the whole text in quotes, ${key}: ${quoted}`,
  hint: 'Inside `{ }` a comma ends an unquoted value, so the rest of a sentence after it becomes a field of its own. Alt text or a label with a comma goes in quotes.',
});

export const BadEscape = kind({
  code: 'BS1018',
  title: 'An escape double quotes do not know',
  message: (sequence?: string) =>
    sequence === undefined
      ? 'this is not an escape that double quotes know; inside double quotes write a backslash as \\\\, or put the value in single quotes'
      : `'${sequence}' is not an escape that double quotes know; inside double quotes write a backslash as \\\\, or put the value in single quotes instead`,
  hint: 'Inside double quotes a backslash starts an escape (`\\n`, `\\"`). A backslash meant as itself is written `\\\\`, or the value goes in single quotes, where a backslash is plain.',
});

export const ReservedStart = kind({
  code: 'BS1019',
  title: 'A value starting with a character YAML reserves',
  message: (char?: string, fix = '') =>
    char === undefined
      ? 'a value cannot start with this character unless it is in quotes; put the whole value in quotes'
      : `a value cannot start with '${char}' unless it is in quotes; put the whole value in quotes${fix}`,
  hint: 'YAML gives meaning to some characters at the start of a value (`@`, a backquote, `%`, `&`, `*`, `!`, `|`, `>`). A value that starts with one goes in quotes.',
});

export const CommentWithoutSpace = kind({
  code: 'BS1020',
  title: "A '#' with no space before it",
  message: () => "a '#' starts a comment only after a space; add a space before it, or, if the '#' belongs to the value, put the whole value in quotes",
  hint: 'A comment starts with `#` after a space. A `#` glued to a value is part of the value only when the value is in quotes.',
});

export const ListOnKeyLine = kind({
  code: 'BS1021',
  title: 'A list started on the line of its key',
  message: () =>
    "a list cannot start on the same line as its key; put each '- ' entry on a line of its own below the key, indented, or write the list as [a, b]",
  hint: "A list's entries go on lines of their own under its key, each starting with '- ', or on the key's line as `[a, b]`.",
});

export const BlockTextHeader = kind({
  code: 'BS1022',
  title: "Text on the line of '|' or '>'",
  message: () => "after '|' or '>' only '-' or '+' may follow on the line; start the text on the next line, indented",
  hint: 'A text block starts with `|` (keep line breaks) or `>` (fold them), optionally `-` or `+`, and its text begins on the next line, indented.',
});

export const SecondDocument = kind({
  code: 'BS1023',
  title: 'More than one YAML document',
  message: (found: 'start' | 'end' | 'more' = 'start') =>
    found === 'end'
      ? "'...' ends a YAML document, and site.yaml holds one document with no end marker; delete the line"
      : found === 'more'
        ? "the file holds more than one document; site.yaml holds one, so remove the '---' and what follows"
        : 'a second YAML document starts here; site.yaml holds one document, so remove the extra --- and what follows',
  hint: 'A site file is one YAML document. `---` starts another one and `...` ends one; neither belongs in site.yaml.',
});

export const Directive = kind({
  code: 'BS1024',
  title: 'A YAML directive',
  message: (directive?: string) =>
    directive === undefined
      ? "lines starting with '%' are not used in site.yaml; delete this line"
      : `YAML directive '${directive}' is not allowed; delete the line`,
  hint: 'Directives (`%YAML 1.1`, `%TAG`) would change how the file is read, so site.yaml is always read as YAML 1.2 with none.',
});

export const AnchorAliasOrTag = kind({
  code: 'BS1025',
  title: 'An anchor, alias or tag',
  message: (found?: { anchor: string } | { alias: string } | { tag: string }) => {
    if (found && 'anchor' in found) return `anchor '${found.anchor}' is not allowed; site.yaml does not use anchors or aliases`;
    if (found && 'alias' in found) return `alias '${found.alias}' is not allowed; write the value out in full`;
    if (found && 'tag' in found) return `tag '${found.tag}' is not allowed; remove it and write a plain value`;
    return 'site.yaml does not use anchors (&), aliases (*) or tags (!); write the value out in full, or put it in quotes if the character belongs to it';
  },
  hint: 'Anchors (`&name`), aliases (`*name`) and tags (`!!type`) let a file repeat or transform values, which is how a small file can be made to exhaust memory. site.yaml writes every value out, plainly.',
});

export const NestingTooDeep = kind({
  code: 'BS1026',
  title: 'Nesting too deep',
  message: (limit: number) => `nesting is deeper than ${limit} levels; flatten the structure`,
  hint: 'A site file nests mappings and lists a few levels deep. A file nested deeper than 64 levels is refused before it is read, since that depth only serves to exhaust memory.',
});

export const TooManyEntries = kind({
  code: 'BS1027',
  title: 'Too many entries in one list or mapping',
  message: (count: number, limit: number) => `this collection has ${count} entries, more than the limit of ${limit}; split it up`,
  hint: 'One list or mapping holds at most 25,000 entries, more than the schema allows anywhere, so checking a hostile file for repeated keys cannot take hours.',
});

/** What to say of each error the yaml library can report, where nothing more is known. */
const UNREADABLE_LINE = {
  IMPOSSIBLE: "this line cannot be read; check its indentation against the lines above it, the ':' after each key, and that quotes and brackets are closed",
  UNEXPECTED_TOKEN:
    "this cannot be read here; check the indentation of this line against the lines above it, the ':' after each key, and that quotes and brackets are closed",
  MISSING_CHAR: "something is missing here; check for a ':' after the key, a ',' between entries in [ ] or { }, and closing quotes and brackets",
  BLOCK_AS_IMPLICIT_KEY: "this line cannot hold a key here; check its indentation, and put a value that contains ': ' in quotes",
  NON_STRING_KEY: "a key must be a name written as text; a [ ] or { } cannot be a key, so check the indentation and the ':' of this line",
  KEY_OVER_1024_CHARS:
    "what comes before the ':' here is over 1,024 characters long, too long for a key; a ':' is probably missing at the end of a key above, or a long value needs quotes",
  RESOURCE_EXHAUSTION: 'this value grows too large to read; site.yaml does not use anchors and aliases, so write the value out',
};

export const UnreadableLine = kind({
  code: 'BS1028',
  title: 'A line YAML cannot read',
  message: (why: keyof typeof UNREADABLE_LINE) => UNREADABLE_LINE[why],
  hint: "The line does not fit the YAML around it, for a reason no other message names. The usual causes: its indentation, a missing ':' after a key above, or a quote or bracket left open.",
});

// ---------------------------------------------------------------------------
// BS2xxx: the schema. Each is one of JSON Schema's rules, in the words of the field it is about.

export const UnknownField = kind({
  code: 'BS2001',
  title: 'Unknown field',
  message: (field: string, where: string, fix: string) => `unknown field '${field}'${where}${fix}`,
  hint: "The field is not one the language has at this place: usually a typo (the message names the nearest field), or a field of another block type. docs/reference.md and docs/blocks.md list every field; a site file's modeline lets an editor complete them.",
});

export const MissingField = kind({
  code: 'BS2002',
  title: 'Missing required field',
  message: (field: string, where: string, summary: string) => `missing required field '${field}'${where}; add it${summary ? ` (${summary})` : ''}`,
  hint: 'Some fields are required: a route its path and title, a block its type and the fields it cannot be drawn without. The message says what the field is for.',
});

export const WrongType = kind({
  code: 'BS2003',
  title: 'A value of the wrong type',
  message: (name: string, wanted: string, value: string, fix: string) => `${name} must be ${wanted}, not ${value}${fix}`,
  hint: 'Each field takes one type of value: text, a number, true or false, a list or a mapping. A number meant as text (a version, a phone number) goes in quotes; YAML reads `yes`, `no` and unquoted numbers as other types.',
});

export const NotAllowedValue = kind({
  code: 'BS2004',
  title: 'A value not among those allowed',
  message: (name: string, allowed: string[], value: string, fix: string) => `${name} must be one of: ${allowed.join(', ')}; not ${value}${fix}`,
  hint: 'The field takes one of a fixed set of values, listed in the message, written exactly as listed.',
});

export const OutOfRange = kind({
  code: 'BS2005',
  title: 'A number out of range',
  message: (name: string, bound: 'at least' | 'at most', limit: string, value: string) => `${name} must be ${bound} ${limit}, not ${value}`,
  hint: "The number is outside what the field allows: a rating beyond its scale, a count below 1. The message gives the bound; a rating's scale is declared under settings.ratingScales.",
});

export const ListedTwice = kind({
  code: 'BS2006',
  title: 'A value listed twice',
  message: (what: string, name: string, first: string) => `${what} is in ${name} twice (${first}); remove one`,
  hint: 'This list holds each value once: a day in opening hours, a value of a choice field.',
});

export const TooFewEntries = kind({
  code: 'BS2007',
  title: 'A list with too few entries',
  message: (name: string, limit: number) =>
    `${name} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}; add ${limit === 1 ? 'one' : 'more'} or remove the field`,
  hint: 'An empty list draws nothing, so a list the language has is either given with its entries or left out.',
});

export const TooManyListEntries = kind({
  code: 'BS2008',
  title: 'A list with too many entries',
  message: (name: string, limit: number) =>
    limit === 1 ? `${name} has more than 1 entry; keep one` : `${name} has more than ${limit} entries; remove some or split the block`,
  hint: 'Some lists are capped where more would not fit the design: a hero holds at most three buttons.',
});

export const TooShort = kind({
  code: 'BS2009',
  title: 'A text too short',
  message: (name: string, limit: number) =>
    limit === 1 ? `${name} is empty; write some text or remove the field` : `${name} must be at least ${limit} characters long`,
  hint: "An empty text draws nothing; a page's description needs at least 50 characters to be any use in search results.",
});

export const TooLong = kind({
  code: 'BS2010',
  title: 'A text too long',
  message: (name: string, limit: number) => `${name} is longer than ${limit} ${limit === 1 ? 'character' : 'characters'}; shorten it`,
  hint: 'Some texts are capped where search engines or the design cut them off: a page title, a description, a brand mark.',
});

export const TooFewFields = kind({
  code: 'BS2011',
  title: 'A mapping with too few fields',
  message: (name: string, limit: number) => `${name} needs at least ${limit} ${limit === 1 ? 'field' : 'fields'}`,
  hint: 'This mapping means something only with fields in it: give at least one, or leave it out.',
});

export const TooManyFields = kind({
  code: 'BS2012',
  title: 'A mapping with too many fields',
  message: (name: string, limit: number) => `${name} may hold at most ${limit} ${limit === 1 ? 'field' : 'fields'}; split it into separate entries`,
  hint: 'This mapping holds a limited number of fields; the rest go into entries of their own.',
});

export const NameNotAllowed = kind({
  code: 'BS2013',
  title: 'A name not allowed',
  message: (name: string) => `the name '${name}' is not allowed here; use letters and digits, starting with a letter`,
  hint: 'Names you choose (a collection, a field, a link under settings.links) are letters and digits starting with a letter, so they can be written in references and templates.',
});

export const WrongForm = kind({
  code: 'BS2014',
  title: 'A value not of the expected form',
  message: (name: string, explained: string | undefined, value: string, summary: string) =>
    explained !== undefined ? `${name} ${explained}, not ${value}` : `${name} does not have the expected form${summary ? ` (${summary})` : ''}`,
  hint: 'The value has a set form: a path (/about), a date (2026-03-01), a colour (#1f6f43), an email address, a language tag (en-GB). The message says which.',
});

export const NoneOfTheShapes = kind({
  code: 'BS2015',
  title: 'A value of none of the shapes allowed',
  message: (name: string, shapes: string[], combined: boolean) =>
    combined ? `${name} must be ${shapes.join(', or ')}` : `${name} must be one of: ${shapes.join('; ')}`,
  hint: 'This field takes one of a few shapes (a colour, or a pair of colours for the light and dark schemes; an email address or a phone number). The message lists them.',
});

export const UnknownType = kind({
  code: 'BS2016',
  title: 'Unknown block or field type',
  message: (union: string, type: string, fix: string) => `unknown ${union} '${type}'${fix}`,
  hint: "A block's `type`, or a declared field's, names one the language has: docs/blocks.md lists the block types, docs/reference.md the field types.",
});

export const MissingType = kind({
  code: 'BS2017',
  title: "A block or field without its 'type'",
  message: (what: 'block' | 'field', kinds: string[]) => `this ${what} has no 'type'; add a line 'type:' with one of: ${kinds.join(', ')}`,
  hint: 'Every block, and every field a collection declares, starts with its `type`, which says what the rest of its fields are.',
});

export const NotValid = kind({
  code: 'BS2018',
  title: 'A value the schema refuses',
  message: (name: string, why: string) => `${name} ${why}`,
  hint: "The value breaks a rule of the schema that has no plainer message. The schema's description of the field (docs/reference.md) says what it takes.",
  withoutExample:
    'every rule the schemas use today has a message of its own above; this one words a rule they may use later (a `const`, a `multipleOf`) in JSON Schema’s own terms until it gets one.',
});

// ---------------------------------------------------------------------------
// BS3xxx: collections and their items.

export const UnknownCollection = kind({
  code: 'BS3001',
  title: 'Unknown collection',
  message: (name: string, fix: string) => `there is no collection '${name}'${fix}`,
  hint: 'Blocks, reference fields and sequences name a collection declared under `collections`, by its name exactly.',
});

export const UnknownCollectionField = kind({
  code: 'BS3002',
  title: 'A field its collection does not declare',
  message: (collection: string, field: string, fix: string) => `collection '${collection}' has no field '${field}'${fix}`,
  hint: "A block's columns and `show`, and a collection's roles (titleField, sortedBy, …), name fields the collection declares under `fields`.",
});

export const WrongFieldKind = kind({
  code: 'BS3003',
  title: 'A field of the wrong kind',
  message: (what: string, wanted: string, field: string, actual: string) => `${what} needs a ${wanted} field, but '${field}' is a ${actual} field`,
  hint: 'Where a field is named, it must be of a kind that can be used there: a highlight is a yes-or-no field, a rating is a rating field, a sort goes by a field with an order.',
});

export const FieldNamedId = kind({
  code: 'BS3004',
  title: "A field named 'id'",
  message: () => "'id' is every item's own id and cannot be declared; give this field another name",
  hint: "Every item has an `id`, which its page's address and every reference to it use; a collection declares its other fields.",
});

export const UniqueNotAllowed = kind({
  code: 'BS3005',
  title: 'unique on a kind of field that cannot be',
  message: (kind: string) => `a ${kind} field cannot be unique; remove unique`,
  hint: '`unique: true` keeps a value from being used by two items. It applies to fields with a single comparable value: text, numbers, links, dates.',
});

export const ExactlyOneWithAtMostOne = kind({
  code: 'BS3006',
  title: 'exactlyOne and atMostOne together',
  message: () => 'exactlyOne already means at most one; remove atMostOne',
  hint: '`exactlyOne: true` requires one flagged item; `atMostOne: true` allows none or one. A field has one of them.',
});

export const MaxBelowMin = kind({
  code: 'BS3007',
  title: 'A maximum below the minimum',
  message: (max: number, min: number) => `max (${max}) is below min (${min})`,
  hint: "A number field's `max` is at least its `min`, or no value could be valid.",
});

export const UnknownScale = kind({
  code: 'BS3008',
  title: 'Unknown rating scale',
  message: (name: string, fix: string) => `there is no rating scale '${name}'${fix}`,
  hint: 'A rating field, and a block that draws ratings, name a scale declared under settings.ratingScales.',
});

export const AverageOfItself = kind({
  code: 'BS3009',
  title: 'A rating averaged from itself',
  message: () => 'a rating cannot be an average of itself',
  hint: "A rating's weightedAverageOf names the other rating fields it is worked out from.",
});

export const AverageOfNonRating = kind({
  code: 'BS3010',
  title: 'An average of a field that is not a rating',
  message: (part: string, kind: string) => `'${part}' is a ${kind} field; an average is taken of rating fields`,
  hint: "A rating's weightedAverageOf names rating fields, each read as a share of its own scale.",
});

export const ScaleUpsideDown = kind({
  code: 'BS3011',
  title: 'A rating scale whose top is not above its bottom',
  message: (max: number, min: number) => `the highest rating (${max}) must be above the lowest (${min})`,
  hint: "A rating scale's `max` is above its `min` (0 unless given).",
});

export const RatingBands = kind({
  code: 'BS3012',
  title: "A rating scale's bands out of place",
  message: (found: { outside: number; min: number; max: number } | { from: number; above: number } | { last: number; min: number }) => {
    if ('outside' in found) return `this band starts at ${found.outside}, outside the scale (${found.min} to ${found.max})`;
    if ('above' in found) return `bands go highest first: this one starts at ${found.from}, not below the one above it (${found.above})`;
    return `the last band starts at ${found.last}, so ratings from ${found.min} up to ${found.last} have no label; start it at ${found.min}`;
  },
  hint: "A scale's bands label its ratings, highest first, each from its `from` up to the band above; the last one starts at the bottom of the scale, so every rating has a label.",
});

export const RankingRuleBackwards = kind({
  code: 'BS3013',
  title: 'A ranking rule the wrong way round',
  message: (neverAbove: number, below: number) =>
    `neverAbove (${neverAbove}) is less than below (${below}), so an item between them would be held under itself; make neverAbove at least ${below}`,
  hint: 'A ranking rule keeps every item with its field `below` a value under every item at `neverAbove` or more, so neverAbove is at least below.',
});

export const TemplateWithoutPath = kind({
  code: 'BS3014',
  title: 'A page template with no address for its pages',
  message: (name: string) => `a page template needs an address for each item: add path: /${name}/{id} to the collection`,
  hint: "A collection's `page` makes a page for each item, at the address its `path` gives (`/coaches/{id}`).",
});

export const AmountWithoutCurrency = kind({
  code: 'BS3015',
  title: 'An amount in a money field with no currency',
  message: (field: string) =>
    `this is an amount, but the field '${field}' declares no currency; add currency: USD (or another code) to its declaration, or write the price as text in quotes`,
  hint: 'A money field shows an amount in the currency its declaration names, or a price written as text (`Free`, `from £5`).',
});

export const UpdatedBeforePublished = kind({
  code: 'BS3016',
  title: 'An item updated before it was published',
  message: (title: string, updated: string, dateField: string, published: string) =>
    `'${title}' was updated on ${updated}, before its ${dateField} (${published}); an item changes after it is published, so fix one of the dates`,
  hint: "An item's updated date is on or after its publication date; the other way round, one of them is a typo.",
});

export const ValueUsedTwice = kind({
  code: 'BS3017',
  title: 'A value two items share that must be their own',
  message: (what: string, value: string, first: string, collection: string, id: boolean) =>
    `${what} ${value} is already used by the item at ${first}; each item of '${collection}' needs its own ${id ? 'id' : 'value'}`,
  hint: "Every item's id is its own, as is the value of a field declared `unique: true`.",
});

export const FlaggedItems = kind({
  code: 'BS3018',
  title: 'Not one flagged item where there must be',
  message: (found: { none: true; collection: string; field: string } | { first: string; field: string; exactly: boolean; collection: string }) =>
    'none' in found
      ? `no item of '${found.collection}' has ${found.field}: true; exactly one must (this field is declared exactlyOne)`
      : `a second item has ${found.field}: true (the first is at ${found.first}); ${found.exactly ? 'exactly' : 'at most'} one item of '${found.collection}' may`,
  hint: 'A yes-or-no field declared `exactlyOne` (an editor’s pick, a featured item) is true for one item exactly; `atMostOne` for one at most.',
});

export const UnknownItem = kind({
  code: 'BS3019',
  title: 'Unknown item',
  message: (collection: string, id: string, fix: string) => `collection '${collection}' has no item '${id}'${fix}`,
  hint: 'A reference field, and a block that shows one item, name an item of the collection by its id exactly.',
});

export const TooManyDecimals = kind({
  code: 'BS3020',
  title: 'A rating with more decimals than its scale shows',
  message: (value: number, decimals: number, rounded: string) => `${value} has more decimal places than its scale shows (${decimals}); round it to ${rounded}`,
  hint: 'A rating is shown with as many decimals as its scale declares (one unless given), so a rating with more would be shown rounded, and read differently.',
});

export const AverageMismatch = kind({
  code: 'BS3021',
  title: 'A rating that is not the average of its parts',
  message: (field: string, value: number, recipe: string, shown: string) =>
    `${field} is ${value}, but the weighted average of its parts (${recipe}) gives ${shown} on this scale; change the rating or the parts`,
  hint: 'A rating declared with weightedAverageOf is the weighted average of those ratings, rounded as its scale shows; a reader who does the sum gets the rating written.',
});

export const OutOfOrder = kind({
  code: 'BS3022',
  title: 'An item out of its declared order',
  message: (found: {
    collection: string;
    field: string;
    order: string;
    item: string;
    value: string;
    previous: string;
    previousValue: string;
    at: string;
    above: string;
  }) =>
    `'${found.collection}' is sorted by ${found.field}, ${found.order}, but ${found.item} (${found.value}) comes after ${found.previous} (${found.previousValue}) at ${found.at}; move it up above ${found.above}, or fix the ${found.field}`,
  hint: 'A collection with `sortedBy` lists its items in that order in the file, as its pages show them, so the file reads as the site does.',
});

export const RankingRuleBroken = kind({
  code: 'BS3023',
  title: 'An item listed above one a ranking rule keeps it under',
  message: (found: {
    item: string;
    field: string;
    low: number;
    high: string;
    highValue: number;
    at: string;
    rule: string;
    below: number;
    neverAbove: number;
  }) =>
    `'${found.item}' (${found.field} ${found.low}) is listed above '${found.high}' (${found.field} ${found.highValue}) at ${found.at}, but the ranking rule at ${found.rule} keeps an item with ${found.field} below ${found.below} under every item with ${found.neverAbove} or more; move it below, or check both items' scores`,
  hint: "A collection's rankingRules keep an item whose field is low under every item whose field is high, whatever else its place says.",
});

// ---------------------------------------------------------------------------
// BS4xxx: pages and blocks.

export const PathTaken = kind({
  code: 'BS4001',
  title: 'Two pages at one address',
  message: (what: string, url: string, first: string) => `${what} '${url}' is already the address of the page at ${first}; give each page its own path`,
  hint: "Every page has its own address: a route's path, or the address a collection's path gives an item's page.",
});

export const NoTitleBlock = kind({
  code: 'BS4002',
  title: 'A page without a title block',
  message: (found: { types: string[] } | { item: string }) =>
    'types' in found
      ? `this page has no title block; start it with one of ${found.types.join(', ')}, which gives the page its h1`
      : `the page of item '${found.item}' has no title block; add one to the page template or to the item's own blocks`,
  hint: 'Every page has one h1, its main heading, which one of its blocks draws (a hero, or an item header).',
});

export const TwoTitleBlocks = kind({
  code: 'BS4003',
  title: 'A page with more than one title block',
  message: (found: { first: string; at: string; types: string[] } | { item: string; count: number; places: string[] }) =>
    'first' in found
      ? `this page already has a title block, the ${found.first} at ${found.at}; a page has one h1, so keep one of them (the title blocks are ${found.types.join(', ')})`
      : `the page of item '${found.item}' has ${found.count} title blocks, at ${found.places.join(' and ')}; keep one, since a page has one h1`,
  hint: 'A page has one h1, so one title block: screen readers and search engines take it as what the page is about.',
});

export const ItemContentInItem = kind({
  code: 'BS4004',
  title: "Item content inside an item's own blocks",
  message: () => "an item's own blocks cannot show item content again; move this block into the page template",
  hint: 'An item-content block draws blocks an item holds; inside those blocks it would draw them again, without end.',
});

export const ItemPageWithoutTitle = kind({
  code: 'BS4005',
  title: 'An item page with no field for its title',
  message: (collection: string) => `each page needs a title: name a text field with page.title, or give '${collection}' a titleField`,
  hint: "The pages a collection's template makes take their titles from a field of each item.",
});

export const ItemPageWithoutDescription = kind({
  code: 'BS4006',
  title: 'An item page with no field for its description',
  message: (collection: string) =>
    `each page needs a description for search results: name a field of 50 to 300 characters with page.description, or give '${collection}' a summaryField`,
  hint: "The pages a collection's template makes take their descriptions for search results from a field of each item.",
});

export const ItemDescriptionLength = kind({
  code: 'BS4007',
  title: "An item page's description too short or too long",
  message: (min: number, max: number, length: number) =>
    `this is the description of the item's page for search results, which needs ${min} to ${max} characters; it has ${length}`,
  hint: 'A page description, which search results show under its title, is 50 to 300 characters, like a route’s.',
});

export const ItemWithoutPage = kind({
  code: 'BS4008',
  title: 'An item whose address no page has',
  message: (id: string, collection: string, url: string) =>
    `item '${id}' has no page: '${collection}' gives it the address ${url}, which no route has; add that route, or a page template to the collection`,
  hint: 'A collection with a path gives each item an address, which links to the item use: a page template makes those pages, or routes written by hand must.',
});

export const BlockNeedsItem = kind({
  code: 'BS4009',
  title: 'A block that shows one item, without naming it',
  message: (missing: 'both' | 'collection' | { item: string }) =>
    missing === 'both'
      ? "this block shows one item: name it with 'collection' and 'item', e.g. collection: posts and item: first-post"
      : missing === 'collection'
        ? "name the item's collection too: add 'collection' beside 'item'"
        : `name the item of '${missing.item}' this block shows: add 'item' with its id`,
  hint: "An item block (item header, facts, content) in a route names its item with `collection` and `item`; in a collection's page template it shows the page's own item.",
});

export const BlockNeedsField = kind({
  code: 'BS4010',
  title: 'A block missing a field it draws',
  message: (kinds: string, part: string, collection: string) =>
    `this block needs a ${kinds} field for its ${part}, and collection '${collection}' has none by that name; name one with show: { ${part}: FIELD }`,
  hint: 'A block drawn from a collection finds the field for each of its parts by the name given in `show`, or by the part’s own name.',
});

export const NoItemPages = kind({
  code: 'BS4011',
  title: 'Links to item pages, in a collection without them',
  message: (found: { why: string; collection: string; path: string } | { collection: string }) =>
    'why' in found
      ? `${found.why}, but collection '${found.collection}' has no path; add path: /${found.path}/{id} to it`
      : `collection '${found.collection}' has no item pages: give it a path (and a page template or routes for them)`,
  hint: "A block or sequence that links to items' pages needs the collection to give them addresses: its `path`, such as /posts/{id}.",
});

export const NeedsOrganization = kind({
  code: 'BS4012',
  title: 'A block that draws what settings.organization lacks',
  message: (missing: string[]) =>
    `this block draws the ${missing.join(' and ')} of settings.organization; declare ${missing.length === 1 ? 'it' : 'them'} there`,
  hint: "Blocks such as opening hours draw the organization's details from settings.organization, where they are written once.",
});

export const UnlabelledLink = kind({
  code: 'BS4013',
  title: 'A link drawn without a label',
  message: (field: string) => `the link under each answer needs a label: declare the field '${field}' with labelled: true`,
  hint: 'A link a block draws under each item needs its own words, so its field is declared `labelled: true` and each item gives `{ label, to }`.',
});

export const ArticleEntryKind = kind({
  code: 'BS4014',
  title: 'An article entry of no kind, or of two',
  message: (kinds: string[]) =>
    kinds.length === 0 ? 'this entry needs one of list, steps, subheading, code or image' : `this entry has ${kinds.join(' and ')}; give each its own entry`,
  hint: "An entry of an article section's body is a paragraph, or a mapping with exactly one of list, steps, subheading, code or image.",
});

export const ArticleEntryExtraField = kind({
  code: 'BS4015',
  title: 'A field on an article entry it does not go with',
  message: (key: string, kind: string) => `${key} goes with ${key === 'caption' ? 'an image' : 'code'}, not with ${kind}; remove it`,
  hint: 'A caption goes with an image; a language and a title go with code.',
});

export const CodeWithoutLanguage = kind({
  code: 'BS4016',
  title: 'Code without its language',
  message: () => 'a code block needs language, for highlighting: e.g. ts, yaml or sh, or text for none',
  hint: 'Code is highlighted by its language, which it names with `language` (`text` for none).',
});

export const CardSource = kind({
  code: 'BS4017',
  title: 'A card grid with two sources of cards, or none',
  message: (both: boolean) =>
    both
      ? "a card grid takes its cards from 'cards' or from 'collection', not both; remove one"
      : "this card grid has no cards: write them under 'cards', or name a collection to make one card per item",
  hint: 'A card grid draws the cards written under `cards`, or one card for each item of a `collection`.',
});

export const CollectionOnlyOption = kind({
  code: 'BS4018',
  title: 'An option for cards made from a collection, on written cards',
  message: (key: string) => `'${key}' applies to cards made from a collection; with written cards, remove it`,
  hint: '`show`, `itemLink` and `limit` say how cards are made from a collection’s items; written cards say all of that themselves.',
});

export const ShapeWithoutPictures = kind({
  code: 'BS4019',
  title: 'A picture shape on cards with no pictures',
  message: (collection?: string) =>
    collection === undefined
      ? "'imageShape' frames the cards' pictures, and no card here has one; give the cards an image, or remove imageShape"
      : `'imageShape' frames the cards' pictures, and these cards show none; name an image field of '${collection}' in show.image, or remove imageShape`,
  hint: "`imageShape` crops the cards' pictures to one shape; cards without pictures have nothing for it to do.",
});

export const RowLength = kind({
  code: 'BS4020',
  title: 'A table row whose cells do not match its columns',
  message: (cells: number, columns: number) =>
    `this row has ${cells} ${cells === 1 ? 'cell' : 'cells'} but the table has ${columns} ${columns === 1 ? 'column' : 'columns'}; give each row one cell per column, in column order`,
  hint: 'Each row of a table has one cell per column, in column order, so every cell stands under its heading.',
});

export const OnlyHighlightedWithoutHighlight = kind({
  code: 'BS4021',
  title: 'Buttons for highlighted items, with no highlight',
  message: () => 'only: highlighted needs a highlight: add highlight: { field: FIELD } naming a yes-or-no field',
  hint: "A ranked list's action with `only: highlighted` draws its button only on the items its highlight field marks.",
});

// ---------------------------------------------------------------------------
// BS5xxx: links, navigation and text markup.

export const LinkToNoPage = kind({
  code: 'BS5001',
  title: 'A link to a page the site does not have',
  message: (target: string, fix: string) => `the link to '${target}' points to no page${fix}`,
  hint: 'A link to a site path (/about) goes to a route, or to a page a collection makes; the build checks every one, so the site has no broken links.',
});

export const LinkToNoAnchor = kind({
  code: 'BS5002',
  title: 'A link to a part of a page that is not there',
  message: (target: string, route: string, fix: string) => `the link to '${target}' points to no part of ${route}${fix}`,
  hint: 'A link to a part of a page (/guide#setup) names an anchor that page draws: the id of a heading, a section or a question.',
});

export const UnknownNamedLink = kind({
  code: 'BS5003',
  title: 'A named link settings.links does not have',
  message: (target: string, fix: string) => `'${target}' names no entry in settings.links${fix}`,
  hint: '`link:NAME` is a link written once under settings.links and used by name, so an address that changes is changed in one place.',
});

export const UnknownContact = kind({
  code: 'BS5004',
  title: 'A contact settings.contacts does not have',
  message: (target: string, fix: string) => `'${target}' names no entry in settings.contacts${fix}`,
  hint: '`contact:NAME` is an email address or phone number written once under settings.contacts and used by name.',
});

export const LinkToNoFile = kind({
  code: 'BS5005',
  title: 'A link to a file the build does not write',
  message: (path: string, found: 'feed' | 'image' | { files: string[] }) =>
    found === 'feed'
      ? `the link to '${path}' points to the site's feed, which this site does not have: the feed lists the dated items of collections that have pages (a path) and a date field; add them, or remove the link`
      : found === 'image'
        ? `the link to '${path}' points into the images folder, whose pictures the site publishes only as resized copies under other names; show the picture with an image field or block instead`
        : `the link to '${path}' points to a file the site does not have; a link may point to the files the build writes: ${found.files.join(', ')}`,
  hint: 'A link to a file names one the build writes beside the pages: the feed, the sitemap, robots.txt. Pictures are published only as resized copies under other names.',
});

export const LinkTargetNotAllowed = kind({
  code: 'BS5006',
  title: 'A link in text to an address that is not allowed',
  message: (target: string) =>
    `the link target '${target}' in this text is not allowed; use a site path like /about or /feed.xml, an https:, mailto: or tel: address, link:NAME or contact:NAME`,
  hint: 'Links go to site paths, https:, mailto: and tel: addresses, and named links and contacts. http:, javascript: and data: links are refused: they are insecure, or run code.',
});

export const LinkInLinkLabel = kind({
  code: 'BS5007',
  title: "A link inside a link's label",
  message: (link: string, auto: boolean) =>
    auto
      ? `a link's label cannot hold another link ('${link}'); take it out of the label`
      : `a link's label cannot hold another link ('${link}'); take the inner link out of the label`,
  hint: 'A link cannot hold another link: a browser would not know which one a click follows.',
});

export const LinkWithoutLabel = kind({
  code: 'BS5008',
  title: 'A link without a label',
  message: (target: string) =>
    `the link to '${target}' has no label; write it between the brackets, [label](${target}), or use <${target}> to show the address`,
  hint: 'A link in text is written [label](target), with the words to click between the brackets; <address> shows an address as its own label.',
});

export const UnpairedAsterisks = kind({
  code: 'BS5009',
  title: 'Asterisks that do not pair up as emphasis',
  message: () =>
    'some asterisks in this text do not pair up as emphasis, so they would show as written: close each *…* and **…**, put emphasis of one kind only inside the other kind, two levels deep at most, or write \\* for an asterisk',
  hint: 'Emphasis is written *like this* and strong text **like this**; asterisks that do not pair up would show as they are written.',
});

export const HeaderLinkTarget = kind({
  code: 'BS5010',
  title: 'A header link that goes nowhere, or two ways',
  message: (both: boolean) =>
    both
      ? "a header link goes somewhere ('to') or opens a group ('links'), not both; remove one"
      : "this header link needs 'to' (where it goes), or 'links' to make it a group that opens a menu",
  hint: 'A header link has `to`, where it goes, or `links`, a group that opens a menu; not both.',
});

export const SectionWithoutPath = kind({
  code: 'BS5011',
  title: 'Section highlighting on a link that is not a site path',
  message: () => 'section highlighting needs a site path in to, e.g. to: /docs',
  hint: '`section: true` marks a header link as current on every page under its path, which only a site path has.',
});

export const SequenceSource = kind({
  code: 'BS5012',
  title: 'A sequence with no pages, or two lists of them',
  message: () => "a sequence lists its pages ('pages') or takes them from a collection ('collection'): give one of them",
  hint: 'A sequence (pages read one after another, with previous and next links) lists its pages, or takes the pages of a collection’s items.',
});

export const NoPageAt = kind({
  code: 'BS5013',
  title: 'A sequence naming a page the site does not have',
  message: (path: string, fix: string) => `there is no page at '${path}'${fix}`,
  hint: "A sequence's pages are site paths of routes.",
});

export const PageInTwoSequences = kind({
  code: 'BS5014',
  title: 'A page in two sequences',
  message: (path: string, first: string) =>
    `'${path}' is already in the sequence at ${first}; a page can have one previous and one next page, so keep it in one sequence`,
  hint: 'A page has one previous and one next page, so it is in one sequence at most.',
});

// ---------------------------------------------------------------------------
// BS6xxx: pictures, fonts, theme and settings.

export const PictureOutsideFolder = kind({
  code: 'BS6001',
  title: 'A picture outside the images folder',
  message: (src: string, folder: string, link = false) =>
    link
      ? `'${src}' is a symbolic link that leads outside the ${folder} folder; put the picture itself in ${folder}/`
      : `'${src}' is outside the ${folder} folder; give a path inside it, e.g. team/anna.jpg`,
  hint: "A picture's src is a path inside the site's images folder, which the build encodes into modern formats. A symbolic link there must lead to a file inside it too, or the build would publish whatever it leads to.",
});

export const PictureMissing = kind({
  code: 'BS6002',
  title: 'A picture file that is not there',
  message: (src: string, folder: string) => `there is no picture '${src}' in ${folder}/; add the file or fix the name`,
  hint: "A picture's src names a file in the images folder beside the site file, exactly as it is spelt there.",
});

export const PictureFormat = kind({
  code: 'BS6003',
  title: 'A picture the build cannot use',
  message: (src: string, format?: string) =>
    format === undefined
      ? `'${src}' is not a picture the build can read; save it as JPEG, PNG, WebP, AVIF or GIF`
      : `'${src}' is not a picture format the build can use (${format}); save it as JPEG, PNG, WebP, AVIF or GIF`,
  hint: 'The build encodes JPEG, PNG, WebP, AVIF and GIF pictures into AVIF, with JPEG (PNG where transparent) for browsers without it, at the widths each place needs.',
});

export const PictureTooSmall = kind({
  code: 'BS6004',
  title: 'A picture too small for where it is drawn',
  message: (src: string, width: number, what: string, minWidth: number) =>
    `'${src}' is ${width} px wide; ${what} needs at least ${minWidth} px to stay sharp, so use a larger original`,
  hint: 'Each place a picture is drawn (a hero across the page, a card, a list) needs an original at least as wide as it is drawn on a large screen, or the picture looks blurred.',
});

export const PictureWithoutAlt = kind({
  code: 'BS6005',
  title: 'A picture without a text alternative',
  message: () =>
    "this picture needs alt: what it shows, for people who cannot see it (e.g. 'The waiting room, with a play corner'); or decorative: true if it adds nothing the text does not say",
  hint: 'Every picture says what it shows in `alt`, for screen readers and when it does not load, or is marked `decorative: true`.',
});

export const DecorativeWithAlt = kind({
  code: 'BS6006',
  title: 'A decorative picture with a text alternative',
  message: () =>
    'a decorative picture has no text alternative, so screen readers skip it; remove alt, or remove decorative: true if the picture says something',
  hint: 'A decorative picture is skipped by screen readers, so it has no alt; a picture that says something is not decorative.',
});

export const FontOutsideFolder = kind({
  code: 'BS6007',
  title: 'A font file outside the fonts folder',
  message: (src: string, folder: string, link = false) =>
    link
      ? `'${src}' is a symbolic link that leads outside the ${folder} folder; put the font file itself in ${folder}/`
      : `'${src}' is outside the ${folder} folder; give a file inside it`,
  hint: "A self-hosted font's src is a file inside the site's fonts folder. A symbolic link there must lead to a file inside it too, or the build would publish whatever it leads to.",
});

export const FontMissing = kind({
  code: 'BS6008',
  title: 'A font file that is not there',
  message: (src: string, folder: string) => `there is no font file '${src}' in ${folder}/; add it or fix the name`,
  hint: "A self-hosted font's src names a file in the fonts folder beside the site file.",
});

export const FontFormat = kind({
  code: 'BS6009',
  title: 'A font file that is not WOFF2 or WOFF',
  message: (src: string) => `'${src}' is not a WOFF2 or WOFF font; convert it to WOFF2, the format every current browser reads`,
  hint: 'Fonts are served as WOFF2 (or WOFF), the compressed formats browsers read.',
});

export const FontNotInStack = kind({
  code: 'BS6010',
  title: 'A font file the font stack does not use',
  message: (family: string, stack: string) =>
    `the font file's family '${family}' is not in the font stack, so pages would load it and never use it; put it first, e.g. "${family}, ${stack}"`,
  hint: 'A self-hosted font is used by naming its family in settings.theme.font, the stack of fonts pages are drawn in.',
});

export const LowContrast = kind({
  code: 'BS6011',
  title: 'Theme colours with too little contrast',
  message: (found: { scheme: string; what: string; foreground: string; background: string; ratio: string; needed: number; fix: string; pair: boolean }) =>
    `in the ${found.scheme} scheme, ${found.what} ${found.foreground} on ${found.background} has a contrast of ${found.ratio}:1; WCAG AA needs ${found.needed}:1, so choose ${found.fix} colour${found.pair ? ' or give { light, dark }' : ''}`,
  hint: "Every text the theme's colours are drawn in has a contrast of at least 4.5:1 with its background (3:1 for large text), in the light and the dark scheme, as WCAG AA asks. A colour may be a pair, { light, dark }, one for each scheme.",
});

export const MenuLabelMissing = kind({
  code: 'BS6012',
  title: "The phone menu's label missing",
  message: () => "the header has links, which fold into a menu on a phone: add menu (its label, e.g. 'Menu') to settings.messages",
  hint: 'The words the site itself says (the menu button, the skip link) are written in settings.messages, in the site’s language.',
});

export const NewTabMessageMissing = kind({
  code: 'BS6013',
  title: 'The words for links that open a new tab missing',
  message: () =>
    "the site links to other sites, which open in a new tab: add newTab (read out by screen readers, e.g. '(opens in a new tab)') to settings.messages",
  hint: 'Links to other sites open in a new tab, and screen readers say so in the words settings.messages.newTab gives, in the site’s language.',
});

export const AddressMissing = kind({
  code: 'BS6014',
  title: 'A local business without its address',
  message: (type: string) => `search engines expect the address of a ${type}; add address: { street, locality, postalCode, country }`,
  hint: 'Search engines show a local business (a clinic, a shop, a restaurant) with its address, from settings.organization.',
});

export const CopyrightYearMissing = kind({
  code: 'BS6015',
  title: 'A copyright line with {year} and no year',
  message: () => 'the copyright line says {year}: set settings.copyrightYear, or write the year in the line',
  hint: "{year} in the footer's copyright line is replaced by settings.copyrightYear, set once rather than worked out on the day of the build.",
});

export const UnknownCodeLanguage = kind({
  code: 'BS6016',
  title: 'Code in a language the highlighter does not know',
  message: (language: string, fix: string) => `there is no language '${language}' to highlight${fix}`,
  hint: 'Code is highlighted by shiki, which knows hundreds of languages by their usual short names (ts, py, sh); `text` highlights nothing.',
});

/** The kind a code names, for what prints a problem with its title. */
export function kindOf(code: string): ProblemKind<never[]> | undefined {
  return BY_CODE.get(code);
}

// ---------------------------------------------------------------------------
// Structured data of kinds of site, icons and page colours.

export const StructuredFieldsWithoutType = kind({
  code: 'BS3024',
  title: 'structuredFields without structuredData',
  message: () =>
    'structuredFields says which fields give the properties of Event, Recipe, Course or Product; declare structuredData as one of them, or remove it',
  hint: 'structuredFields maps the properties of the schema.org type a collection declares with structuredData to its fields; with no type declared, it maps nothing.',
});

export const UnknownStructuredProperty = kind({
  code: 'BS3025',
  title: 'A property the structured data type does not have',
  message: (type: string, property: string, hint: string) => `${type} has no property '${property}' to give${hint}`,
  hint: 'structuredFields names properties of the schema.org type the collection declares; each type gives only the properties search engines read of it.',
});

export const StructuredPropertyMissing = kind({
  code: 'BS3026',
  title: 'A required property of the structured data type is missing',
  message: (type: string, what: string, kinds: string, property: string) =>
    `${type} needs ${what}: name a ${kinds} field '${property}', or say which field gives it with structuredFields: { ${property}: <field> }`,
  hint: 'Search engines show an Event, Recipe, Course or Product only with the properties they require, so a collection that declares one of these types has a field for each.',
});

export const StructuredFieldWrongKind = kind({
  code: 'BS3027',
  title: 'A field of the wrong kind gives a structured data property',
  message: (field: string, type: string, property: string, what: string, needs: string, is: string) =>
    `'${field}' gives ${type}'s ${property} (${what}), which needs a ${needs} field, not a ${is} field`,
  hint: 'Each property of a structured data type is written in one form (a date, a duration, a list); the field that gives it must be of a kind that can be written so.',
});

export const DurationWithoutUnit = kind({
  code: 'BS3028',
  title: 'A number that gives a duration without its unit',
  message: (field: string, type: string, property: string, what: string) =>
    `'${field}' gives ${type}'s ${property} (${what}) as a number, so it needs unit: min (or h) to say what it counts`,
  hint: 'A duration in structured data is written with its unit; a number field that gives one says whether it counts minutes or hours.',
});

export const SumOfItself = kind({
  code: 'BS3029',
  title: 'A duration summed from itself',
  message: () => 'a duration cannot be a sum of itself',
  hint: "A duration's sumOf names the other duration fields it adds up (a recipe's total time from its preparation and cooking times).",
});

export const SumOfWrongKind = kind({
  code: 'BS3030',
  title: 'A sum of a field that is not a duration',
  message: (part: string, kind: string) => `'${part}' is a ${kind} field; a sum is taken of duration fields`,
  hint: "A duration's sumOf names duration fields of the same item, added in hours, minutes and seconds.",
});

export const SumDoesNotAddUp = kind({
  code: 'BS3031',
  title: 'A duration that is not the sum of its parts',
  message: (field: string, value: string, parts: string, sum: string) => `${field} is ${value}, but ${parts} makes ${sum}; write ${sum}, or change the parts`,
  hint: "A duration declared with sumOf must equal its parts added up, as a reader adding them would: a recipe's total time is its preparation time plus its cooking time.",
});

export const UnknownIcon = kind({
  code: 'BS4022',
  title: 'Not a Material icon',
  message: (name: string, hint: string) => `'${name}' is not a Material icon${hint}`,
  hint: 'Icons are Material icons by their PascalCase name (CalendarMonth), as listed at fonts.google.com/icons; only those the site uses are drawn into its pages.',
});

export const FoodOnlyProperty = kind({
  code: 'BS6017',
  title: 'A food property of an organization that serves no food',
  message: (key: string) => `${key} is said of a place that serves food; set type: Restaurant or CafeOrCoffeeShop, or remove ${key}`,
  hint: 'servesCuisine, acceptsReservations and hasMenu are properties of a food establishment in schema.org; the organization says them only with such a type.',
});

export const MenuFieldKind = kind({
  code: 'BS6018',
  title: "A menu's field of the wrong kind",
  message: (key: string, needs: string, field: string, is: string) => `${key} needs a ${needs} field, but '${field}' is a ${is} field`,
  hint: "A menu's sections come from a choice field of its collection, and its diets from a choice or list field.",
});

export const UnknownDiet = kind({
  code: 'BS6019',
  title: 'A diet schema.org does not know',
  message: (word: string) =>
    `'${word}' is not a diet schema.org knows, so search engines could not read it; use Vegan, Vegetarian, Gluten-free, Halal, Kosher, Hindu, Diabetic, Low calorie, Low fat, Low lactose or Low salt`,
  hint: "A menu's diets are written in schema.org's list of restricted diets, the only words search engines read there.",
});

export const UnreadableBackground = kind({
  code: 'BS6020',
  title: 'A page background or surface no text can be read on',
  message: (scheme: string, what: string, foreground: string, background: string, ratio: string, best: string, needed: number, want: string, surface: string) =>
    `in the ${scheme} scheme, ${what} is ${foreground} on ${background}, a contrast of ${ratio}:1 even in ${best}; WCAG AA needs ${needed}:1, so choose ${want} ${surface}`,
  hint: "A site's own page background and surface colours must leave room for readable text: even black (or, in the dark scheme, white) text on them must reach WCAG AA's contrast.",
});

// ---------------------------------------------------------------------------
// Which items a block lists, and how: where, sortBy, groupBy and referencing.

export const WhereMatchesNothing = kind({
  code: 'BS4023',
  title: 'A where that no item meets',
  message: (collection: string) =>
    `no item of '${collection}' meets every condition of this where, so the block would show nothing; loosen a condition, or remove the block`,
  hint: "A block's where keeps the items that meet all of its conditions. When none does, the block would be empty on the page, which is almost always a mistyped value or a range the wrong way round.",
});

export const ReferencingOutsideTemplate = kind({
  code: 'BS4024',
  title: 'referencing outside a page template',
  message: () => "referencing lists the items that refer to a page's own item, so it works only in a collection's page template; use where here",
  hint: "referencing names the field by which listed items refer to the item a page shows (a talk's speakers, on a speaker's page). A route shows no item, so there is nothing to refer to; a where picks items on an ordinary page.",
});

export const ReferencingOtherCollection = kind({
  code: 'BS4025',
  title: 'referencing a field that refers to another collection',
  message: (field: string, to: string, shown: string, listed: string) =>
    `'${field}' refers to items of '${to}', but this page shows an item of '${shown}'; name a field of '${listed}' that refers to '${shown}'`,
  hint: "referencing names a reference field of the listed collection whose items are of the collection the page template belongs to, so the block lists the items that name the page's item.",
});

/** How to ask of a field of a kind instead, by what its kind allows. */
const ASK_INSTEAD = {
  contains: 'ask for an entry with { contains: ... }',
  range: 'ask for a range with { min: ..., max: ... }',
  value: 'ask for a value, or for one of several with { in: [...] }',
} as const;

export const WhereWrongForm = kind({
  code: 'BS4026',
  title: "A where's condition of a form its field cannot take",
  message: (asked: 'value' | 'contains' | 'range', field: string, kind: string, instead: keyof typeof ASK_INSTEAD | undefined) => {
    const tail = instead ? ASK_INSTEAD[instead] : `a where cannot ask about a ${kind} field; remove it`;
    if (asked === 'contains') return `contains looks in a list or a reference to several, but '${field}' is a ${kind} field; ${tail}`;
    if (asked === 'range') return `min and max bound a number, date, time, date-time or duration, but '${field}' is a ${kind} field; ${tail}`;
    return `'${field}' is a ${kind === 'reference' ? 'reference field to several items' : `${kind} field`}; ${tail}`;
  },
  hint: 'A condition of a where takes the form its field allows: a value, or { in: [...] }, for a choice, text, yes-or-no or reference to one item; { contains: ... } for a list or a reference to several; { min, max } for numbers, ratings, dates, times and durations.',
});

export const WhereValue = kind({
  code: 'BS4027',
  title: "A where's value its field cannot hold",
  message: (field: string, wrong: { choice: string; hint: string } | { end: 'min' | 'max'; form: string } | { yesOrNo: true } | { text: string }) => {
    if ('choice' in wrong) return `'${wrong.choice}' is not a value of '${field}'${wrong.hint}`;
    if ('end' in wrong) return `${wrong.end} of '${field}' must be ${wrong.form}, as the field's values are written`;
    if ('yesOrNo' in wrong) return `'${field}' is a yes-or-no field; ask for true or false`;
    return `'${field}' is a ${wrong.text} field; ask for its text, in quotes`;
  },
  hint: "A where asks for values its field can hold, written as the items write them: one of a choice's declared values, true or false, text in quotes, a date as 'YYYY-MM-DD', a time as 'HH:MM', a duration as 'PT45M'.",
});

export const WhereRangeBackwards = kind({
  code: 'BS4028',
  title: "A where's range with its maximum below its minimum",
  message: (max: string, min: string) => `max (${max}) is below min (${min}), so no item can meet it; swap them`,
  hint: 'A range in a where keeps the items from min up to max, in the order the field sorts in; with max below min it keeps none.',
});

export const HeadingOnBlocksField = kind({
  code: 'BS4029',
  title: 'A heading on item content that brings its own',
  message: () => "a blocks field brings its own headings; remove heading, or give the field's first block one",
  hint: "item-content's heading titles a list field it shows; a blocks field is drawn as its own blocks, each with its own heading.",
});

export const ItemValueWithoutItem = kind({
  code: 'BS4030',
  title: 'A value taken from an item where the page has none',
  message: (field: string, option: string | undefined, where: 'page' | 'own blocks') =>
    `${where === 'page' ? 'this page is not made from a collection, so there is no item' : "an item's own blocks are not a page template, so there is no page item"} to take '${field}' from; write ${option === undefined ? 'the value' : `'${option}'`} here instead`,
  hint: "`{ field: NAME }` takes an option's value from the item a page is made for, so it works only in the blocks of a collection's page template. A route's page, the not-found page and an item's own blocks write their values out.",
});

export const ItemValueWrongKind = kind({
  code: 'BS4031',
  title: "A value taken from an item's field of the wrong kind",
  message: (option: string | undefined, takes: string, field: string, actual: string, others: string) =>
    `${option === undefined ? 'this' : `'${option}'`} takes ${takes}, but '${field}' is a ${actual} field${others}`,
  hint: 'Text (titles, headings, labels and prose) takes a text, choice, number, date, time, duration, email or phone field; a link takes a link, email or phone field; a picture takes an image field.',
});

export const ItemValueTitleOptional = kind({
  code: 'BS4032',
  title: "A page's title taken from a field an item may leave empty",
  message: (field: string, block: string, option: string | undefined) =>
    `'${field}' is optional, and a page whose item leaves it empty would have no ${block}, so no title; make '${field}' required, or take ${option === undefined ? 'this' : `'${option}'`} from a field every item has`,
  hint: 'A value an item leaves empty leaves out its option, and what cannot be without it: the title block would go, and a page needs its h1. Take the title from a field every item has.',
});
