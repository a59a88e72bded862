import { Box, MenuItem, TextField } from '@mui/material';
import type { Expanded, SchemaNode, SchemaSet } from '../schema/schema-set.js';
import { optionOf } from '../schema/option-of.js';
import { useFormEnv, type FieldProps, useField } from './env.js';
import { skeleton } from './skeleton.js';

const TYPE_WORDS: Record<string, string> = {
  string: 'Text',
  number: 'A number',
  integer: 'A whole number',
  boolean: 'Yes or no',
  array: 'A list',
  object: 'Several fields',
};

const optionTitle = (set: SchemaSet, node: SchemaNode, i: number) => {
  const o = set.expand(node);
  const title = o.title ?? TYPE_WORDS[o.type ?? ''] ?? `Choice ${i + 1}`;
  return title.charAt(0).toUpperCase() + title.slice(1);
};

/** A value that may take one of several shapes: a choice of shape, then the shape's input. */
export function UnionField(props: FieldProps & { x: Expanded }) {
  const { x, path, value, label } = props;
  const env = useFormEnv();
  const Field = useField();
  const options = x.options ?? [];
  const current = optionOf(env.schemas, x, value);
  const title = label ?? x.title ?? String(path[path.length - 1]);
  return (
    <Box>
      {options.length > 1 && (
        <TextField
          select
          size="small"
          label={`${title}, as`}
          value={current}
          onChange={(e) => env.edit([{ op: 'set', path, value: skeleton(env.schemas, options[Number(e.target.value)]) }])}
          sx={{ mb: 1, minWidth: 220 }}
        >
          {options.map((o, i) => (
            <MenuItem key={i} value={i}>
              {optionTitle(env.schemas, o, i)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* The field that tells the shapes apart is the choice above; it is not asked again. */}
      <Field {...props} node={options[current]} label={title} hide={x.discriminator ? [x.discriminator] : undefined} />
    </Box>
  );
}
