import { Box, InputAdornment, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useMemo, useState } from 'react';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath } from '../source.js';
import { startsWith } from '../state/data-edit.js';
import { outlineEntries, type OutlineEntry } from './entries.js';

/** One line, drawn again only when what it shows changes: typing in a form leaves the outline's hundreds of lines alone. */
const Row = memo(function Row({
  pathKey,
  label,
  detail,
  depth,
  selected,
  problem,
  onSelect,
}: {
  pathKey: string;
  label: string;
  detail?: string;
  depth: number;
  selected: boolean;
  problem: boolean;
  onSelect: (path: DataPath) => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(JSON.parse(pathKey) as DataPath)}
        sx={{ pl: 2 + depth * 2, py: 0.25 }}
      >
        <ListItemText
          primary={`${label}${problem ? ' ⚠' : ''}`}
          secondary={detail}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } }, secondary: { noWrap: true, sx: { fontSize: 12 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
});

const GROUPS: Array<[OutlineEntry['group'], string]> = [
  ['site', 'Site'],
  ['routes', 'Routes'],
  ['collections', 'Collections'],
];

/**
 * The left panel: every part of the site the form can open, and a search
 * box over all of them. Blocks and items are listed under their route or
 * collection once it is open, or when the search finds them.
 */
export const Outline = memo(function Outline({
  schemas,
  data,
  selection,
  problemPaths,
  onSelect,
  onAddRoute,
}: {
  schemas: SchemaSet;
  data: unknown;
  selection: DataPath;
  problemPaths: DataPath[];
  onSelect: (path: DataPath) => void;
  onAddRoute: () => void;
}) {
  const [query, setQuery] = useState('');
  const entries = useMemo(() => outlineEntries(schemas, data), [schemas, data]);
  const needle = query.trim().toLowerCase();
  const open = (entry: OutlineEntry) => {
    if (needle) return `${entry.label} ${entry.detail ?? ''}`.toLowerCase().includes(needle);
    if (entry.depth === 0) return true;
    // A nested entry shows when its parent (the route, the collection) is the selection or holds it.
    const parent = entry.path.slice(0, entry.path[0] === 'collections' ? 2 : entry.path.length - 2);
    return startsWith(selection, parent);
  };
  const hasProblem = (path: DataPath) => problemPaths.some((p) => startsWith(p, path));
  const selectedKey = JSON.stringify(selection);
  return (
    <Box component="nav" aria-label="Site outline" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Search the site"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
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
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {GROUPS.map(([group, title]) => {
          const shown = entries.filter((e) => e.group === group && open(e));
          if (shown.length === 0 && needle) return null;
          return (
            <Box key={group} component="section" aria-labelledby={`outline-${group}`}>
              <Typography id={`outline-${group}`} component="h2" variant="overline" sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary' }}>
                {title}
              </Typography>
              <List dense disablePadding>
                {shown.map((entry) => {
                  const key = JSON.stringify(entry.path);
                  return (
                    <Row
                      key={key}
                      pathKey={key}
                      label={entry.label}
                      detail={entry.detail}
                      depth={entry.depth}
                      selected={key === selectedKey}
                      problem={hasProblem(entry.path)}
                      onSelect={onSelect}
                    />
                  );
                })}
                {group === 'routes' && !needle && (
                  <ListItem disablePadding>
                    <ListItemButton onClick={onAddRoute} sx={{ pl: 2 }}>
                      <AddIcon fontSize="small" sx={{ mr: 1 }} />
                      <ListItemText primary="Add a route" slotProps={{ primary: { sx: { fontSize: 14 } } }} />
                    </ListItemButton>
                  </ListItem>
                )}
              </List>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
