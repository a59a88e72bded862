import { FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { fieldId, useFormEnv, type FieldProps } from './env.js';
import { FieldFixes, useHelp } from './help.js';
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

/** Text that may run to several lines of its own: code. Everything else is one line, however long. */
const MULTILINE_FROM = 5000;
/** Text this long is shown wrapped over several lines, but still takes no line break. */
const WRAPPED_FROM = 200;

export function TextInput(props: FieldProps & { x: Expanded }) {
  const { x, path, required, label, value } = props;
  const env = useFormEnv();
  const [local, change] = useLocalValue(display(value), useCommit(props));
  const help = useHelp(path, x.description);
  const multiline = (x.maxLength ?? 0) >= MULTILINE_FROM;
  const wrapped = multiline || (x.maxLength ?? 0) >= WRAPPED_FROM;
  return (
    <Stack>
      <TextField
        id={fieldId(path)}
        label={label ?? x.title ?? String(path[path.length - 1])}
        value={local}
        // A one-line field takes no line break: Enter, or one pasted in, would be saved into the text.
        onChange={(e) => change(multiline ? e.target.value : e.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !multiline) e.preventDefault();
        }}
        onBlur={() => env.touch(path)}
        required={required}
        fullWidth
        size="small"
        {...(wrapped && growingText)}
        {...help}
      />
      <FieldFixes path={path} />
    </Stack>
  );
}

/** Numbers are typed as text: a half-typed "4." or a wrong value stays visible, and the problem says what is wrong. */
export function NumberInput(props: FieldProps & { x: Expanded }) {
  const { x, path, required, label, value } = props;
  const env = useFormEnv();
  const parse = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);
  const [local, change] = useLocalValue(display(value), useCommit(props, parse));
  const help = useHelp(path, x.description);
  return (
    <TextField
      id={fieldId(path)}
      label={label ?? x.title}
      value={local}
      onChange={(e) => change(e.target.value)}
      onBlur={() => env.touch(path)}
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
    <Stack>
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
        onBlur={() => env.touch(path)}
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
      <FieldFixes path={path} />
    </Stack>
  );
}
