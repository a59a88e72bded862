import { Button, Card, CardActionArea, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { SchemaSet } from '../schema/schema-set.js';

export interface BlockType {
  type: string;
  title: string;
  description: string;
}

/** Every block type the language has, from the block schema files: a new type shows up here by itself. */
export function blockTypes(schemas: SchemaSet, names: string[]): BlockType[] {
  return names
    .filter((name) => name.startsWith('schemas/blocks/'))
    .map((name) => {
      const schema = schemas.file(name)!.schema;
      const type = name.slice('schemas/blocks/'.length, -'.schema.json'.length);
      return { type, title: String(schema.title ?? type), description: String(schema.description ?? '') };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The block chooser: each kind of block by its name and what it is for.
 * It opens with an empty search each time, and Enter in the search picks the
 * first block it finds.
 */
export function Palette({ open, types, onClose }: { open: boolean; types: BlockType[]; onClose: (type: string | null) => void }) {
  const [filter, setFilter] = useState('');
  useEffect(() => {
    if (open) setFilter('');
  }, [open]);
  const needle = filter.trim().toLowerCase();
  const shown = useMemo(() => types.filter((t) => `${t.title} ${t.description}`.toLowerCase().includes(needle)), [types, needle]);
  return (
    <Dialog open={open} onClose={() => onClose(null)} fullWidth maxWidth="md" scroll="paper" aria-labelledby="palette-title">
      <DialogTitle id="palette-title">Add a block</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Search the kinds of block"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || shown.length === 0) return;
            e.preventDefault();
            onClose(shown[0].type);
          }}
          helperText={needle ? `${shown.length} found${shown.length > 0 ? `; Enter adds ${shown[0].title}` : ''}` : undefined}
          sx={{ mb: 2 }}
        />
        <Stack spacing={1.5}>
          {shown.map((t) => (
            <Card key={t.type} variant="outlined">
              <CardActionArea onClick={() => onClose(t.type)}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {t.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
