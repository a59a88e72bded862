import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Breadcrumbs, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState, type ReactNode } from 'react';
import { bindingCollection, collectionTitle, entitySchema, entityTrail, itemNoun, type Entity } from '../schema/entity.js';
import { shownEntries } from '../schema/shown.js';
import { plural } from '../schema/words.js';
import { fixLabel } from '../problems/fix.js';
import { valueAt } from '../state/data-edit.js';
import type { DataPath } from '../source.js';
import { EntryList } from './entries.js';
import { FieldContext, fieldId, useFormEnv } from './env.js';
import { Field } from './field.js';
import { fieldMessage } from './help.js';
import { ObjectFields } from './object-field.js';
import { RowControls } from './row-controls.js';
import { OwnerText } from './owner-text.js';
import { skeleton } from './skeleton.js';

/** The field that names an entity in addresses and links, kept in a fold: a page's address, an entry's short name. */
const IDENTITY: Partial<Record<Entity['kind'], string>> = { route: 'path', item: 'id' };

/** The centre panel: the form for the selected page, block, entry, collection or part of the site. */
export function EntityForm({ entity, onProblem }: { entity: Entity; onProblem: (path: DataPath) => void }) {
  const env = useFormEnv();
  const node = entitySchema(env.schemas, entity, env.data);
  const value = valueAt(env.data, entity.path);
  const trail = entityTrail(env.schemas, entity, env.data);
  const title = trail[trail.length - 1];
  if (!node) return <Alert severity="error">This part of the file has no form: {trail.join(' › ')}.</Alert>;
  const x = env.schemas.expand(node);
  const problems = env.problemsInside(entity.path);
  const identity = IDENTITY[entity.kind];
  const type = (value as { type?: unknown } | undefined)?.type;
  const untyped = entity.kind === 'block' && typeof type !== 'string';
  return (
    // The inputs find the field picker through the context, so that they and it need not import each other.
    <FieldContext.Provider value={Field}>
      <Box component="section" aria-labelledby="form-title" id={fieldId(entity.path)}>
        <Breadcrumbs aria-label="Where this is" sx={{ mb: 1, fontSize: 14 }}>
          {trail.slice(0, -1).map((step, i) => (
            <OwnerText key={i}>{step}</OwnerText>
          ))}
        </Breadcrumbs>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="form-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            <OwnerText>{title}</OwnerText>
          </Typography>
          <EntityControls entity={entity} what={title} value={value} />
        </Stack>
        {x.description && !untyped && (
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
                  <Button size="small" color="inherit" sx={{ textAlign: 'left', p: 0 }} onClick={() => onProblem(p.path ?? entity.path)}>
                    {fieldMessage(p)}
                  </Button>
                  {p.fix && (
                    <Button size="small" variant="outlined" color="inherit" sx={{ ml: 1, py: 0 }} onClick={() => env.fix(p)}>
                      {fixLabel(p)}
                    </Button>
                  )}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        {value === undefined ? (
          <Button variant="outlined" onClick={() => env.edit([{ op: 'set', path: entity.path, value: skeleton(env.schemas, node) }])}>
            Add {title.toLowerCase()}
          </Button>
        ) : untyped ? (
          <Box>
            <Typography sx={{ mb: 1 }}>This block does not say what it is yet. Choose the kind of block it should be.</Typography>
            <Button variant="contained" onClick={() => env.addBlock(entity.path)}>
              Choose a block
            </Button>
          </Box>
        ) : entity.kind === 'collection' ? (
          <CollectionForm name={String(entity.path[1])} settings={<ObjectFields x={x} path={entity.path} value={value} hide={['items']} />} />
        ) : (
          <Stack spacing={2}>
            {identity && <IdentityFold entity={entity} field={identity} />}
            <ObjectFields x={x} path={entity.path} value={value} hide={entity.kind === 'block' ? ['type'] : identity ? [identity] : []} />
            {entity.kind === 'block' && <ShownEntries entity={entity} />}
          </Stack>
        )}
      </Box>
    </FieldContext.Provider>
  );
}

/** A collection opens on its entries; how it is declared is behind the second tab. */
function CollectionForm({ name, settings }: { name: string; settings: ReactNode }) {
  const env = useFormEnv();
  const [tab, setTab] = useState(0);
  const title = collectionTitle(env.data, name);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} aria-label={`${title}: entries or settings`} sx={{ mb: 2 }}>
        <Tab label="Entries" id="collection-tab-0" aria-controls="collection-panel-0" />
        <Tab label="Settings" id="collection-tab-1" aria-controls="collection-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`collection-panel-${tab}`} aria-labelledby={`collection-tab-${tab}`}>
        {tab === 0 ? <EntryList name={name} heading={`Entries of ${title.toLowerCase()}`} /> : settings}
      </Box>
    </Box>
  );
}

/** A block that shows a collection lists the entries it shows, each a way to its form. */
function ShownEntries({ entity }: { entity: Entity }) {
  const env = useFormEnv();
  const name = bindingCollection(entity, env.data);
  const items = name ? valueAt(env.data, ['collections', name, 'items']) : undefined;
  // An item block in a page template shows the page's own entry, not a list.
  if (!name || !Array.isArray(items) || entity.path[2] === 'page' || typeof (valueAt(env.data, entity.path) as { item?: unknown }).item === 'string')
    return null;
  const noun = itemNoun(env.data, name);
  const many = plural(noun);
  return (
    <EntryList name={name} shown={shownEntries(valueAt(env.data, entity.path), items)} heading={`${many.charAt(0).toUpperCase()}${many.slice(1)} shown here`} />
  );
}

/**
 * The field that names a page or an entry, in a fold: it is proposed from
 * the title, and changing it changes addresses and links.
 */
function IdentityFold({ entity, field }: { entity: Entity; field: string }) {
  const env = useFormEnv();
  const x = env.schemas.expand(entitySchema(env.schemas, entity, env.data)!);
  const path = [...entity.path, field];
  const value = valueAt(env.data, path);
  const problems = env.problemsAt(path).length > 0;
  const summary =
    entity.kind === 'route' ? (
      <>
        Address: <OwnerText>{typeof value === 'string' && value ? value : 'none yet'}</OwnerText>
      </>
    ) : (
      'Short name and address'
    );
  return (
    // The fold's heading is the form's second level, under its h1 (MUI makes it an h3).
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={problems}
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`fold-${field}`} id={`fold-${field}-summary`}>
        <Typography variant="body2" sx={{ color: problems ? 'error.main' : 'text.secondary' }}>
          {summary}
          {problems ? ' ⚠' : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`fold-${field}`}>
        <Field node={x.properties[field]} path={path} value={value} required={x.required.includes(field)} />
      </AccordionDetails>
    </Accordion>
  );
}

/** Move, copy and delete for a page, block or entry; delete for a collection. */
function EntityControls({ entity, what, value }: { entity: Entity; what: string; value: unknown }) {
  const env = useFormEnv();
  const index = entity.path[entity.path.length - 1];
  const list = entity.path.slice(0, -1);
  const siblings = valueAt(env.data, list);
  if (entity.kind === 'collection')
    return (
      <Button size="small" color="inherit" onClick={() => env.remove(entity.path, `the collection ${what}`)}>
        Delete collection
      </Button>
    );
  if (entity.kind === 'section' || typeof index !== 'number' || !Array.isArray(siblings)) return null;
  const noun = entity.kind === 'route' ? 'page' : entity.kind === 'item' ? itemNoun(env.data, String(entity.path[1])) : 'block';
  return <RowControls list={list} index={index} length={siblings.length} value={value} what={`this ${noun}, ${what}`} />;
}
