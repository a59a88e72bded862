import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useState } from 'react';
import type { Expanded } from '../schema/schema-set.js';
import { fieldId, useFormEnv, type FieldProps, useField } from './env.js';
import { skeleton } from './skeleton.js';
import { GroupHelp } from './help.js';

/** An object whose keys are the owner's names (settings.links, a collection's fields): entries by name. */
export function MapField(props: FieldProps & { x: Expanded }) {
  const { x, path, value, label } = props;
  const env = useFormEnv();
  const Field = useField();
  const [name, setName] = useState('');
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const title = label ?? x.title ?? String(path[path.length - 1]);
  const taken = name in record;
  const add = () => {
    if (!name || taken) return;
    env.edit([{ op: 'set', path: [...path, name], value: skeleton(env.schemas, x.additional!) }]);
    setName('');
  };
  return (
    <Box id={fieldId(path)} tabIndex={-1} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <GroupHelp path={path} description={x.description} />
      <Stack spacing={1}>
        {Object.entries(record).map(([key, entry]) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
            <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={1}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Field node={x.additional!} path={[...path, key]} value={entry} required label={key} />
              </Box>
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlineIcon />}
                aria-label={`Delete ${key}`}
                onClick={() => env.remove([...path, key], key)}
              >
                Delete
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {x.additional && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1 }}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <TextField
            size="small"
            label={`New entry in ${title.toLowerCase()}`}
            value={name}
            onChange={(e) => setName(e.target.value.trim())}
            error={taken}
            helperText={taken ? `'${name}' is already there` : undefined}
          />
          <Button type="submit" size="small" startIcon={<AddIcon />} disabled={!name || taken}>
            Add
          </Button>
        </Stack>
      )}
    </Box>
  );
}
