/** A problem's code in the catalogue (problem-catalogue.ts): BS and four digits, the first naming its series. */
export type ProblemCode = `BS${number}`;

/** What a kind of problem says of one case: its code, and its message (what is wrong, and what to do). */
export interface Said {
  code: ProblemCode;
  message: string;
  /** What the message's "did you mean" proposes, for an editor to apply in one step. */
  fix?: Fix;
}

/** A kind's problem with the change its suggestion stands for riding along (none when nothing is near enough). */
export function withFix(said: Said, fix: Fix | undefined): Said {
  return fix ? { ...said, fix } : said;
}

/** One thing wrong with site.yaml, at a 1-based line and column. */
export interface Problem extends Said {
  line: number;
  col: number;
  /**
   * Where in the data the problem is, when it is about a value rather than
   * the YAML text: the field to fix, which the visual editor focuses. It may
   * name a field that is missing; line and col then point at its parent.
   */
  path?: Array<string | number>;
}

/**
 * The change a problem's suggestion stands for. It replaces the value at
 * the problem's path with `to`; with `key`, the field's name instead (a
 * misspelt field); with `from`, only that text inside the value (a link's
 * target inside a paragraph).
 */
export interface Fix {
  to: string;
  key?: true;
  from?: string;
}

/** Sorts problems top to bottom, so the report reads in file order. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * Characters a terminal or a CI log acts on rather than shows: C0 and C1
 * controls (escape sequences recolour or rewrite the screen, a newline starts
 * a line that can read as a workflow command), line and paragraph
 * separators, and the marks that reorder text. A message quotes keys and
 * values from the site file, where a double-quoted key can hold any of them
 * ("\e[2J", "\n::warning::"), so each is printed as its escape.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text from the site file made safe to print: every character above as \n, \x1b or \u202e. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * `site.yaml:12:5  BS2001 unknown field …`: the form editors and terminals turn into links, with the code to look
 * up in docs/errors.md. Never a line that starts with '::', which CI would read as a command.
 */
export function formatProblem(file: string, p: Problem): string {
  const line = `${printable(file)}:${p.line}:${p.col}  ${p.code} ${printable(p.message)}`;
  return line.startsWith('::') ? `./${line}` : line;
}
