import { Box, MenuItem, TextField } from '@mui/material';
import type { Expanded } from '../schema/schema-set.js';
import type { DataPath } from '../source.js';
import { valueAt } from '../state/data-edit.js';
import { useField, useFormEnv, type FieldProps } from './env.js';
import { pickerOptions, PickerInput } from './pickers.js';
import { skeleton } from './skeleton.js';

const isItemValue = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value) && 'field' in value;

/** The collection whose page template holds this value, if one does: ['collections', 'recipes', 'page', …]. */
export function templateOf(path: DataPath): string | undefined {
  return path[0] === 'collections' && path[2] === 'page' && typeof path[1] === 'string' ? path[1] : undefined;
}

/** The field kinds a value of each definition can be taken from (model/item-values.ts VALUE_FIELDS). */
const TEXT = ['text', 'inline-text', 'choice', 'number', 'percent', 'money', 'date', 'time', 'datetime', 'duration', 'email', 'phone'];
const FITTING: Record<string, string[]> = { plainText: TEXT, heading: TEXT, inlineText: TEXT, linkTarget: ['link', 'email', 'phone'], image: ['image'] };

/**
 * A value of a page template's block that may be written here or taken
 * from the page's item: the choice between the two, then the value's own
 * input, or the item's field to take it from, picked from the fields of a
 * kind it can show.
 */
export function ItemValueField(props: FieldProps & { x: Expanded; collection: string }) {
  const { x, path, value, label, collection } = props;
  const env = useFormEnv();
  const Field = useField();
  const fromItem = isItemValue(value);
  const title = label ?? x.title ?? String(path[path.length - 1]);
  const fieldNode = env.schemas.at('schemas/defs.schema.json', '/$defs/itemValue/properties/field')!;
  const declared = (name: string) => {
    const decl = valueAt(env.data, ['collections', collection, 'fields', name]) as { type?: unknown } | undefined;
    return typeof decl?.type === 'string' ? decl.type : '';
  };
  const fitting = FITTING[x.kind ?? ''];
  const options = (pickerOptions('fieldName', { ...env, collection }) ?? []).filter((o) => !fitting || fitting.includes(declared(o.value)));
  return (
    <Box>
      <TextField
        select
        size="small"
        label={`${title}, as`}
        value={fromItem ? 'item' : 'written'}
        onChange={(e) =>
          env.edit([{ op: 'set', path, value: e.target.value === 'item' ? { field: options[0]?.value ?? '' } : skeleton(env.schemas, props.node) }], {
            focus: e.target.value === 'item' ? [...path, 'field'] : path,
          })
        }
        sx={{ mb: 1, minWidth: 220 }}
      >
        <MenuItem value="written">Written here</MenuItem>
        <MenuItem value="item">From this page's entry</MenuItem>
      </TextField>
      {fromItem ? (
        <PickerInput
          node={fieldNode}
          x={env.schemas.expand(fieldNode)}
          path={[...path, 'field']}
          value={(value as { field: unknown }).field}
          required
          label={`${title}: the entry's field`}
          options={options}
        />
      ) : (
        <Field {...props} written />
      )}
    </Box>
  );
}
