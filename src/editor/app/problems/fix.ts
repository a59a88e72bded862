import type { Problem } from '../api.js';
import type { DataPath, SourceEdit } from '../source.js';
import { valueAt } from '../state/data-edit.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The edit that does what a problem's "did you mean" says: rename the
 * misspelt field in place, write the suggested value, or replace the wrong
 * link target where it is written inside a text. Undefined when the problem
 * has no suggestion or the file no longer holds what it was about.
 */
export function fixEdit(problem: Problem, data: unknown): SourceEdit | undefined {
  const { fix, path } = problem;
  if (!fix || !path) return undefined;
  if (fix.key) return { op: 'rename', path, to: fix.to };
  if (fix.from === undefined) return { op: 'set', path, value: fix.to };
  const value = valueAt(data, path);
  if (typeof value !== 'string') return undefined;
  // The target where a link names it: the whole value, or after '(' or '<' in markup, up to where the target ends.
  const next = value === fix.from ? fix.to : value.replace(new RegExp(`(?<=[(<])${escapeRegExp(fix.from)}(?=[)>])`, 'g'), fix.to);
  return next === value ? undefined : { op: 'set', path, value: next };
}

/** What the fix button says: "Use 'accuracy'". */
export const fixLabel = (problem: Problem): string | undefined => (problem.fix ? `Use '${problem.fix.to}'` : undefined);

/** The path a fix leaves the owner at: a renamed field's new name, or the value itself. */
export function fixedPath(problem: Problem): DataPath | undefined {
  if (!problem.path) return undefined;
  return problem.fix?.key ? [...problem.path.slice(0, -1), problem.fix.to] : problem.path;
}
