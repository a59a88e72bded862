import { Box, Button, InputAdornment, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { itemLabel, itemNoun } from '../schema/entity.js';
import { withArticle } from '../schema/words.js';
import { valueAt } from '../state/data-edit.js';
import { useFormEnv, type FormEnv } from './env.js';
import { RowControls } from './row-controls.js';
import { OwnerText } from './owner-text.js';
import { skeleton } from './skeleton.js';

/** Adds an empty entry to a collection and opens it; its problems wait until the owner fills it in. */
function addEntry(env: FormEnv, name: string, index?: number): void {
  const path = ['collections', name, 'items'];
  const items = valueAt(env.data, path);
  const at = index ?? (Array.isArray(items) ? items.length : 0);
  const node = env.schemas.at('site.schema.json', `/$defs/item-${name}`);
  const value = node ? (skeleton(env.schemas, node) as Record<string, unknown>) : { id: '' };
  env.edit([{ op: 'insert', path, index: at, value }], { select: [...path, at], fresh: [...path, at] });
}

/** A list search appears once a list is longer than this. */
const SEARCH_FROM = 8;

/**
 * Entries of a collection, each opening its own form: all of them (the
 * collection's own list, where they are also moved, copied and deleted), or
 * those a block shows (`shown`, their indexes in order).
 */
export function EntryList({ name, shown, heading }: { name: string; shown?: number[]; heading: string }) {
  const env = useFormEnv();
  const [query, setQuery] = useState('');
  const path = ['collections', name, 'items'];
  const items = valueAt(env.data, path);
  const list = Array.isArray(items) ? items : [];
  const indexes = shown ?? list.map((_, i) => i);
  const needle = query.trim().toLowerCase();
  const matching = indexes.filter((i) => !needle || itemLabel(env.data, name, list[i]).toLowerCase().includes(needle));
  const noun = itemNoun(env.data, name);
  const headingId = `entries-${name}-${shown ? 'shown' : 'all'}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {indexes.length > SEARCH_FROM && (
        <TextField
          size="small"
          fullWidth
          label={`Search ${heading.toLowerCase()}`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ mb: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {indexes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      )}
      <List dense disablePadding>
        {matching.map((i) => {
          const label = itemLabel(env.data, name, list[i]);
          const problems = env.problemsInside([...path, i]).length;
          return (
            <ListItem
              key={i}
              disablePadding
              secondaryAction={shown ? undefined : <RowControls list={path} index={i} length={list.length} value={list[i]} what={`${noun} ${label}`} />}
              sx={{ pr: shown ? 0 : 20 }}
            >
              <ListItemButton onClick={() => env.select([...path, i])} sx={{ borderRadius: 1 }}>
                <ListItemText
                  primary={
                    <>
                      <OwnerText>{label}</OwnerText>
                      {problems ? ' ⚠' : ''}
                    </>
                  }
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Button size="small" startIcon={<AddIcon />} onClick={() => addEntry(env, name)} sx={{ mt: 1 }}>
        Add {withArticle(noun)}
      </Button>
    </Box>
  );
}
