import { Box, MenuItem, TextField } from '@mui/material';
import type { Expanded, SchemaNode, SchemaSet } from '../schema/schema-set.js';
import { optionOf } from '../schema/option-of.js';
import { useFormEnv, type FieldProps, useField } from './env.js';
import { skeleton } from './skeleton.js';

const optionTitle = (set: SchemaSet, node: SchemaNode, i: number) => {
  const o = set.expand(node);
  return o.title ?? o.kind ?? o.type ?? `Option ${i + 1}`;
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
          label={`${title}: kind`}
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
      <Field {...props} node={options[current]} label={title} />
    </Box>
  );
}
