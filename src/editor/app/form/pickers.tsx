import { Autocomplete, TextField } from '@mui/material';
import { valueAt } from '../state/data-edit.js';
import { itemLabel } from '../schema/entity.js';
import type { Expanded } from '../schema/schema-set.js';
import { fieldId, useFormEnv, type FieldProps, type FormEnv } from './env.js';
import { useHelp } from './help.js';
import { useLocalValue } from './local-value.js';

interface Option {
  value: string;
  label: string;
}

const keysOf = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);

/** What a value of this kind may name in this site, so it is picked rather than typed. */
export function pickerOptions(kind: string | undefined, env: FormEnv): Option[] | undefined {
  const { data, collection } = env;
  switch (kind) {
    case 'linkTarget':
      return [
        ...env.pages.filter((p) => !p.notFound).map((p) => ({ value: p.path, label: `${p.path} · ${p.title}` })),
        ...keysOf(valueAt(data, ['settings', 'links'])).map((name) => ({
          value: `link:${name}`,
          label: `link:${name} · ${String(valueAt(data, ['settings', 'links', name]))}`,
        })),
        ...keysOf(valueAt(data, ['settings', 'contacts'])).map((name) => ({
          value: `contact:${name}`,
          label: `contact:${name} · ${String(valueAt(data, ['settings', 'contacts', name]))}`,
        })),
      ];
    case 'collectionName':
      return keysOf(valueAt(data, ['collections'])).map((name) => ({ value: name, label: name }));
    case 'fieldName':
      return collection ? keysOf(valueAt(data, ['collections', collection, 'fields'])).map((name) => ({ value: name, label: name })) : undefined;
    case 'itemId': {
      const items = collection ? valueAt(data, ['collections', collection, 'items']) : undefined;
      return Array.isArray(items)
        ? items
            .filter((i) => typeof i?.id === 'string')
            .map((i) => ({ value: i.id as string, label: `${i.id as string} · ${itemLabel(data, collection!, i)}` }))
        : undefined;
    }
    default:
      return undefined;
  }
}

/** A text input that offers what the value may name; anything may still be typed, and the validator judges it. */
export function PickerInput(props: FieldProps & { x: Expanded; options: Option[] }) {
  const { x, path, required, label, value, options } = props;
  const env = useFormEnv();
  const commit = (text: string) => {
    if (text === '' && !required) env.edit([{ op: 'delete', path }], { coalesce: JSON.stringify(path) });
    else env.edit([{ op: 'set', path, value: text }], { coalesce: JSON.stringify(path) });
  };
  const [local, change] = useLocalValue(typeof value === 'string' ? value : value === undefined ? '' : String(value), commit);
  const help = useHelp(path, x.description);
  return (
    <Autocomplete
      id={fieldId(path)}
      freeSolo
      options={options}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.value)}
      renderOption={(attrs, o) => (
        <li {...attrs} key={o.value}>
          {o.label}
        </li>
      )}
      filterOptions={(all, state) => {
        const needle = state.inputValue.toLowerCase();
        return all.filter((o) => o.label.toLowerCase().includes(needle)).slice(0, 50);
      }}
      inputValue={local}
      onInputChange={(_e, next, reason) => {
        if (reason !== 'reset' || next !== local) change(next);
      }}
      renderInput={(params) => <TextField {...params} label={label ?? x.title} required={required} size="small" {...help} />}
    />
  );
}
