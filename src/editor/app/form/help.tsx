import { Button, Stack, Typography } from '@mui/material';
import type { Problem } from '../api.js';
import { fixLabel } from '../problems/fix.js';
import type { DataPath } from '../source.js';
import { useFormEnv } from './env.js';

/**
 * A problem as a field shows it. The validator writes for someone reading
 * the file; beside a field, a missing value is simply required.
 */
export function fieldMessage(problem: Problem): string {
  // BS2002 is MissingField's code in the catalogue, which never changes; the form does not load the catalogue for one code.
  if (problem.code === 'BS2002') return 'Required: fill this in.';
  return problem.message.charAt(0).toUpperCase() + problem.message.slice(1);
}

/** A field's help line: its problems if it has any, else the schema's description. */
export function useHelp(path: DataPath, description?: string): { error: boolean; helperText?: string } {
  const problems: Problem[] = useFormEnv().problemsAt(path);
  if (problems.length > 0) return { error: true, helperText: problems.map(fieldMessage).join(' · ') };
  return { error: false, helperText: description };
}

/** The one-click fixes for the problems at a field, under it. */
export function FieldFixes({ path }: { path: DataPath }) {
  const env = useFormEnv();
  const fixable = env.problemsAt(path).filter((p) => p.fix);
  if (fixable.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
      {fixable.map((p) => (
        <Button key={p.message} size="small" variant="outlined" color="error" onClick={() => env.fix(p)}>
          {fixLabel(p)}
        </Button>
      ))}
    </Stack>
  );
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
          {fieldMessage(p)}
        </Typography>
      ))}
      <FieldFixes path={path} />
    </>
  );
}
