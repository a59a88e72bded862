/** One thing wrong with site.yaml, at a 1-based line and column. */
export interface Problem {
  line: number;
  col: number;
  message: string;
}

/** Sorts problems top to bottom, so the report reads in file order. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.col - b.col);
}
