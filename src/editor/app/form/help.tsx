import { Typography } from '@mui/material';
import type { Problem } from '../api.js';
import { useFormEnv } from './env.js';
import type { DataPath } from '../source.js';

/** A field's help line: its problems if it has any, else the schema's description. */
export function useHelp(path: DataPath, description?: string): { error: boolean; helperText?: string } {
  const problems: Problem[] = useFormEnv().problemsAt(path);
  if (problems.length > 0) return { error: true, helperText: problems.map((p) => `Line ${p.line}: ${p.message}`).join(' · ') };
  return { error: false, helperText: description };
}

/** A group's help under its title (a list, a map, an object): the schema's description, then each problem at the group itself. */
export function GroupHelp({ path, description }: { path: DataPath; description?: string }) {
  const problems = useFormEnv().problemsAt(path);
  return (
    <>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      {problems.map((p) => (
        <Typography key={p.message} color="error" variant="body2" sx={{ mb: 1 }}>
          Line {p.line}: {p.message}
        </Typography>
      ))}
    </>
  );
}
