import { FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { fieldId, useFormEnv, type FieldProps } from './env.js';
import { useHelp } from './help.js';
import { growingText } from './growing-text.js';
import { useLocalValue } from './local-value.js';
import type { Expanded } from '../schema/schema-set.js';

const display = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value));

/** Clearing an optional field removes it, so the file never gets an empty value it would reject. */
function useCommit({ path, required }: FieldProps, parse: (text: string) => unknown = (t) => t) {
  const env = useFormEnv();
  return (text: string) => {
    if (text === '' && !required) env.edit([{ op: 'delete', path }], { coalesce: JSON.stringify(path) });
    else env.edit([{ op: 'set', path, value: parse(text) }], { coalesce: JSON.stringify(path) });
  };
}

export function TextInput(props: FieldProps & { x: Expanded; multiline?: boolean }) {
  const { x, path, required, label, value } = props;
  const [local, change] = useLocalValue(display(value), useCommit(props));
  const help = useHelp(path, x.description);
  // Long text grows as it is typed; short values (names, slugs, dates) stay one line.
  const long = props.multiline ?? (x.maxLength ?? 0) >= 200;
  return (
    <TextField
      id={fieldId(path)}
      label={label ?? x.title ?? String(path[path.length - 1])}
      value={local}
      onChange={(e) => change(e.target.value)}
      required={required}
      fullWidth
      size="small"
      {...(long && growingText)}
      type={x.format === 'date' ? 'text' : undefined}
      {...help}
    />
  );
}

/** Numbers are typed as text: a half-typed "4." or a wrong value stays visible, and the problem says what is wrong. */
export function NumberInput(props: FieldProps & { x: Expanded }) {
  const { x, path, required, label, value } = props;
  const parse = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);
  const [local, change] = useLocalValue(display(value), useCommit(props, parse));
  const help = useHelp(path, x.description);
  return (
    <TextField
      id={fieldId(path)}
      label={label ?? x.title}
      value={local}
      onChange={(e) => change(e.target.value)}
      required={required}
      size="small"
      slotProps={{ htmlInput: { inputMode: x.type === 'integer' ? 'numeric' : 'decimal' } }}
      {...help}
    />
  );
}

export function SwitchInput({ x, path, label, value }: FieldProps & { x: Expanded }) {
  const env = useFormEnv();
  const help = useHelp(path, x.description);
  return (
    <Stack>
      <FormControlLabel
        control={<Switch id={fieldId(path)} checked={value === true} onChange={(e) => env.edit([{ op: 'set', path, value: e.target.checked }])} />}
        label={label ?? x.title}
      />
      {help.helperText && <FormHelperText error={help.error}>{help.helperText}</FormHelperText>}
    </Stack>
  );
}

export function EnumInput({ x, path, required, label, value }: FieldProps & { x: Expanded }) {
  const env = useFormEnv();
  const help = useHelp(path, x.description);
  const options = (x.enum ?? []).map(String);
  const current = display(value);
  return (
    <TextField
      id={fieldId(path)}
      select
      label={label ?? x.title}
      value={options.includes(current) || current === '' ? current : `?${current}`}
      onChange={(e) =>
        e.target.value === ''
          ? env.edit([{ op: 'delete', path }])
          : env.edit([{ op: 'set', path, value: (x.enum ?? []).find((o) => String(o) === e.target.value) }])
      }
      required={required}
      size="small"
      fullWidth
      {...help}
    >
      {!required && <MenuItem value="">(none)</MenuItem>}
      {!options.includes(current) && current !== '' && <MenuItem value={`?${current}`}>{current} (not allowed)</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
