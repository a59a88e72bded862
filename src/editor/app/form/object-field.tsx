import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Expanded } from '../schema/schema-set.js';
import { fieldId, useFormEnv, type FieldProps, useField } from './env.js';
import { skeleton } from './skeleton.js';
import { GroupHelp } from './help.js';
import { isObj } from '../../../is-obj.js';
import { OwnerText } from './owner-text.js';

/** A value in a few words, for a field the form cannot show. */
const preview = (value: unknown): string =>
  typeof value === 'string'
    ? `'${value.length > 60 ? `${value.slice(0, 60)}…` : value}'`
    : Array.isArray(value)
      ? `a list of ${value.length}`
      : isObj(value)
        ? 'several fields'
        : String(value);

/**
 * The fields of an object, in the schema's order. `hide` leaves out what the
 * form shows elsewhere (a block's type, a route's blocks). Fields the schema
 * does not know are listed too, since the file may hold them, with a way to
 * remove them.
 */
export function ObjectFields({ x, path, value, hide = [] }: { x: Expanded; path: FieldProps['path']; value: unknown; hide?: string[] }) {
  const env = useFormEnv();
  const Field = useField();
  const record = isObj(value) ? value : {};
  const unknown = x.closed ? Object.keys(record).filter((key) => !(key in x.properties) && !hide.includes(key)) : [];
  return (
    <Stack spacing={2}>
      {Object.entries(x.properties)
        .filter(([key]) => !hide.includes(key))
        .map(([key, node]) => (
          <Field key={key} node={node} path={[...path, key]} value={record[key]} required={x.required.includes(key)} />
        ))}
      {unknown.map((key) => {
        // A misspelt field: its problem names the field it was meant to be, which one click renames it to, on its own line.
        const fix = env.problemsAt([...path, key]).find((p) => p.fix?.key);
        return (
          <Alert
            key={key}
            id={fieldId([...path, key])}
            tabIndex={-1}
            severity="warning"
            action={
              <Stack direction="row" spacing={1}>
                {fix && (
                  <Button color="inherit" size="small" variant="outlined" onClick={() => env.fix(fix)}>
                    Rename to '{fix.fix!.to}'
                  </Button>
                )}
                <Button color="inherit" size="small" onClick={() => env.edit([{ op: 'delete', path: [...path, key] }])}>
                  Remove
                </Button>
              </Stack>
            }
          >
            This site does not know the field '<OwnerText>{key}</OwnerText>' (it holds <OwnerText>{preview(record[key])}</OwnerText>).
          </Alert>
        );
      })}
    </Stack>
  );
}

/** A nested object: a titled group, which an optional one can be added or removed as a whole. */
export function ObjectField(props: FieldProps & { x: Expanded }) {
  const { x, path, value, required, label, node, hide } = props;
  const env = useFormEnv();
  const title = label ?? x.title ?? String(path[path.length - 1]);
  const problems = env.problemsAt(path);
  if (value === undefined) {
    return (
      <Box>
        <Button id={fieldId(path)} variant="outlined" size="small" onClick={() => env.edit([{ op: 'set', path, value: skeleton(env.schemas, node) }])}>
          Add {title.toLowerCase()}
        </Button>
        {x.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {x.description}
          </Typography>
        )}
        {problems.map((p) => (
          <Typography key={p.message} color="error" variant="body2">
            Line {p.line}: {p.message}
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    <Box
      component="fieldset"
      id={fieldId(path)}
      tabIndex={-1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
        {required ? ' *' : ''}
      </Typography>
      <GroupHelp path={path} description={x.description} />
      <ObjectFields x={x} path={path} value={value} hide={hide} />
      {!required && (
        <Button size="small" color="inherit" sx={{ mt: 1 }} onClick={() => env.edit([{ op: 'delete', path }])}>
          Remove {title.toLowerCase()}
        </Button>
      )}
    </Box>
  );
}
