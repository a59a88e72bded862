/** A problem's code in the catalogue (problem-catalogue.ts): BS and four digits, the first naming its series. */
export type ProblemCode = `BS${number}`;

/** What a kind of problem says of one case: its code, and its message (what is wrong, and what to do). */
export interface Said {
  code: ProblemCode;
  message: string;
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

/** Sorts problems top to bottom, so the report reads in file order. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.col - b.col);
}

/** `site.yaml:12:5  BS2001 unknown field …`: the form editors and terminals turn into links, with the code to look up in docs/errors.md. */
export function formatProblem(file: string, p: Problem): string {
  return `${file}:${p.line}:${p.col}  ${p.code} ${p.message}`;
}
