import { Alert, Box, Breadcrumbs, Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { entitySchema, entityTrail, itemLabel, type Entity } from '../schema/entity.js';
import { valueAt } from '../state/data-edit.js';
import { FieldContext, useFormEnv } from './env.js';
import { Field } from './field.js';
import { ObjectFields } from './object-field.js';
import { RowControls } from './row-controls.js';
import { skeleton } from './skeleton.js';
import type { DataPath } from '../source.js';

/** The centre panel: the form for the selected route, block, item, collection or section. */
export function EntityForm({ entity, onProblem }: { entity: Entity; onProblem: (path: DataPath) => void }) {
  const env = useFormEnv();
  const node = entitySchema(env.schemas, entity, env.data);
  const value = valueAt(env.data, entity.path);
  const trail = entityTrail(env.schemas, entity, env.data);
  if (!node) return <Alert severity="error">There is no schema for {trail.join(' › ')}.</Alert>;
  const x = env.schemas.expand(node);
  const problems = env.problemsInside(entity.path);
  const hide = entity.kind === 'block' ? ['type'] : entity.kind === 'collection' ? ['items'] : [];
  return (
    <Box component="section" aria-labelledby="form-title">
      <Breadcrumbs aria-label="Where this is" sx={{ mb: 1, fontSize: 14 }}>
        {trail.slice(0, -1).map((step, i) => (
          <span key={i}>{step}</span>
        ))}
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="form-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {trail[trail.length - 1]}
        </Typography>
        {entity.kind === 'block' && <Chip size="small" label={String((value as { type?: unknown })?.type ?? '')} />}
        <Box sx={{ flex: 1 }} />
        <EntityControls entity={entity} what={trail[trail.length - 1]} value={value} />
      </Stack>
      {x.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {x.description}
        </Typography>
      )}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problems.length} problem{problems.length === 1 ? '' : 's'} here:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((p) => (
              <li key={`${p.line}:${p.col}:${p.message}`}>
                <Button size="small" color="inherit" sx={{ textAlign: 'left', textTransform: 'none', p: 0 }} onClick={() => onProblem(p.path ?? entity.path)}>
                  Line {p.line}: {p.message}
                </Button>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {value === undefined ? (
        <Button variant="outlined" onClick={() => env.edit([{ op: 'set', path: entity.path, value: skeleton(env.schemas, node) }])}>
          Add {trail[trail.length - 1].toLowerCase()}
        </Button>
      ) : (
        <FieldContext.Provider value={Field}>
          <ObjectFields x={x} path={entity.path} value={value} hide={hide} />
        </FieldContext.Provider>
      )}
      {entity.kind === 'collection' && <CollectionItems name={String(entity.path[1])} />}
    </Box>
  );
}

/** Move, duplicate and delete for a route, block or item, from its own form. */
function EntityControls({ entity, what, value }: { entity: Entity; what: string; value: unknown }) {
  const env = useFormEnv();
  const index = entity.path[entity.path.length - 1];
  const list = entity.path.slice(0, -1);
  const siblings = valueAt(env.data, list);
  if (entity.kind === 'section' || entity.kind === 'collection' || typeof index !== 'number' || !Array.isArray(siblings)) return null;
  const noun = entity.kind === 'route' ? 'route' : entity.kind === 'item' ? 'item' : 'block';
  return <RowControls list={list} index={index} length={siblings.length} value={value} what={`this ${noun}, ${what}`} />;
}

/** A collection's items, each opening its own form; added, reordered and deleted here. */
function CollectionItems({ name }: { name: string }) {
  const env = useFormEnv();
  const path = ['collections', name, 'items'];
  const items = valueAt(env.data, path);
  const list = Array.isArray(items) ? items : [];
  const add = () => {
    const node = env.schemas.at('site.schema.json', `/$defs/item-${name}`);
    const value = node ? (skeleton(env.schemas, node) as Record<string, unknown>) : { id: '' };
    env.edit([{ op: 'insert', path, index: list.length, value }], { select: [...path, list.length] });
  };
  return (
    <Box component="section" aria-labelledby="items-title" sx={{ mt: 3 }}>
      <Typography id="items-title" variant="h6" component="h2">
        Items
      </Typography>
      <List dense>
        {list.map((item, i) => {
          const label = itemLabel(env.data, name, item);
          return (
            <ListItem
              key={i}
              disablePadding
              secondaryAction={<RowControls list={path} index={i} length={list.length} value={item} what={`item ${label}`} />}
              sx={{ pr: 20 }}
            >
              <ListItemButton onClick={() => env.select([...path, i])}>
                <ListItemText primary={label} secondary={String((item as { id?: unknown })?.id ?? '')} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Button size="small" startIcon={<AddIcon />} onClick={add}>
        Add an item
      </Button>
    </Box>
  );
}
