/** One thing wrong with site.yaml, at a 1-based line and column. */
export interface Problem {
  line: number;
  col: number;
  message: string;
  /**
   * Where in the data the problem is, when it is about a value rather than
   * the YAML text: the field to fix, which the visual editor focuses. It may
   * name a field that is missing; line and col then point at its parent.
   */
  path?: Array<string | number>;
  /** What the message's "did you mean" proposes, for an editor to apply in one step. */
  fix?: Fix;
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
