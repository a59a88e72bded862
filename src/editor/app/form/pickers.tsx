import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { valueAt } from '../state/data-edit.js';
import { collectionTitle, itemLabel } from '../schema/entity.js';
import type { Expanded } from '../schema/schema-set.js';
import { words } from '../schema/words.js';
import { fieldId, useFormEnv, type FieldProps, type FormEnv } from './env.js';
import { FieldFixes, useHelp } from './help.js';
import { useLocalValue } from './local-value.js';

/** Something a value may name: what is written (`value`), and what the owner knows it as. */
export interface Option {
  value: string;
  title?: string;
}

const keysOf = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);

/** What a value of this kind may name in this site, so it is picked rather than typed. */
export function pickerOptions(kind: string | undefined, env: FormEnv): Option[] | undefined {
  const { data, collection } = env;
  switch (kind) {
    case 'linkTarget':
      return [
        ...env.pages.filter((p) => !p.notFound).map((p) => ({ value: p.path, title: p.title })),
        ...keysOf(valueAt(data, ['settings', 'links'])).map((name) => ({
          value: `link:${name}`,
          title: `${words(name)}: ${String(valueAt(data, ['settings', 'links', name]))}`,
        })),
        ...keysOf(valueAt(data, ['settings', 'contacts'])).map((name) => ({
          value: `contact:${name}`,
          title: `${words(name)}: ${String(valueAt(data, ['settings', 'contacts', name]))}`,
        })),
      ];
    case 'collectionName':
      return keysOf(valueAt(data, ['collections'])).map((name) => ({ value: name, title: collectionTitle(data, name) }));
    case 'fieldName':
      return collection
        ? keysOf(valueAt(data, ['collections', collection, 'fields'])).map((name) => {
            const label = valueAt(data, ['collections', collection, 'fields', name, 'label']);
            return { value: name, title: typeof label === 'string' ? label : words(name) };
          })
        : undefined;
    case 'itemId': {
      const items = collection ? valueAt(data, ['collections', collection, 'items']) : undefined;
      return Array.isArray(items)
        ? items.filter((i) => typeof i?.id === 'string').map((i) => ({ value: i.id as string, title: itemLabel(data, collection!, i) }))
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
  const known = options.find((o) => o.value === local);
  return (
    <Box>
      <Autocomplete<Option, false, false, true>
        id={fieldId(path)}
        freeSolo
        options={options}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.value)}
        renderOption={({ key, ...attrs }, o) => (
          <Box component="li" key={key} {...attrs} sx={{ display: 'block !important' }}>
            <Typography component="span" sx={{ display: 'block' }}>
              {o.title ?? o.value}
            </Typography>
            {o.title && o.title !== o.value && (
              <Typography component="span" variant="body2" color="text.secondary">
                {o.value}
              </Typography>
            )}
          </Box>
        )}
        filterOptions={(all, state) => {
          const needle = state.inputValue.toLowerCase();
          return all.filter((o) => `${o.value} ${o.title ?? ''}`.toLowerCase().includes(needle)).slice(0, 50);
        }}
        inputValue={local}
        onInputChange={(_e, next, reason) => {
          if (reason !== 'reset' || next !== local) change(next);
        }}
        onBlur={() => env.touch(path)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? x.title}
            required={required}
            size="small"
            {...help}
            // What a picked name stands for, under the field: the page's title, the entry's name.
            helperText={help.error ? help.helperText : known?.title && known.title !== local ? `${known.title}. ${help.helperText ?? ''}` : help.helperText}
          />
        )}
      />
      <FieldFixes path={path} />
    </Box>
  );
}
