import type { Problem } from '../api.js';
import { useFormEnv } from './env.js';
import type { DataPath } from '../source.js';

/** A field's help line: its problems if it has any, else the schema's description. */
export function useHelp(path: DataPath, description?: string): { error: boolean; helperText?: string } {
  const problems: Problem[] = useFormEnv().problemsAt(path);
  if (problems.length > 0) return { error: true, helperText: problems.map((p) => `Line ${p.line}: ${p.message}`).join(' · ') };
  return { error: false, helperText: description };
}
