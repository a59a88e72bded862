import { Box, Button, Card, CardActionArea, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { stringify } from 'yaml';
import type { SchemaSet } from '../schema/schema-set.js';

interface BlockType {
  type: string;
  title: string;
  description: string;
  example?: string;
}

const firstLines = (text: string, count: number) => {
  const lines = text.trimEnd().split('\n');
  return lines.length > count ? `${lines.slice(0, count).join('\n')}\n…` : lines.join('\n');
};

/** Every block type the language has, from the block schema files: a new type shows up here by itself. */
export function blockTypes(schemas: SchemaSet, names: string[]): BlockType[] {
  return names
    .filter((name) => name.startsWith('schemas/blocks/'))
    .map((name) => {
      const schema = schemas.file(name)!.schema;
      const type = name.slice('schemas/blocks/'.length, -'.schema.json'.length);
      const example =
        Array.isArray(schema.examples) && schema.examples.length > 0 ? firstLines(stringify(schema.examples[0], { lineWidth: 0 }), 12) : undefined;
      return { type, title: String(schema.title ?? type), description: String(schema.description ?? ''), example };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The block palette: each type's title, description and example; choosing one adds it. */
export function Palette({ open, types, onClose }: { open: boolean; types: BlockType[]; onClose: (type: string | null) => void }) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => types.filter((t) => `${t.title} ${t.type} ${t.description}`.toLowerCase().includes(filter.toLowerCase())), [types, filter]);
  return (
    <Dialog open={open} onClose={() => onClose(null)} fullWidth maxWidth="md" scroll="paper" aria-labelledby="palette-title">
      <DialogTitle id="palette-title">Add a block</DialogTitle>
      <DialogContent dividers>
        <TextField autoFocus fullWidth size="small" label="Search block types" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ mb: 2 }} />
        <Stack spacing={1.5}>
          {shown.map((t) => (
            <Card key={t.type} variant="outlined">
              <CardActionArea onClick={() => onClose(t.type)}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {t.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({t.type})
                    </Typography>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.description}
                  </Typography>
                  {t.example && (
                    <Box
                      component="pre"
                      sx={{ mt: 1, mb: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {t.example}
                    </Box>
                  )}
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
