import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { collectionTitle } from '../schema/entity.js';
import type { SchemaSet } from '../schema/schema-set.js';
import { valueAt } from '../state/data-edit.js';
import { layoutsFor, proposedPath, routePaths, type Layout, type NewPage } from '../state/new-page.js';

const DESCRIPTION = { min: 50, max: 300 };

/**
 * "New page": a title, how the page starts (a title alone, an article, a
 * list of one of the site's collections, or a copy of another page), its
 * address proposed from the title, a description to fill in, and whether
 * the header and the footer link to it.
 */
export function NewPageDialog({
  open,
  schemas,
  names,
  data,
  titleBlocks,
  onClose,
}: {
  open: boolean;
  schemas: SchemaSet;
  names: string[];
  data: unknown;
  titleBlocks: string[];
  onClose: (page: NewPage | null) => void;
}) {
  const [title, setTitle] = useState('');
  const [path, setPath] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [layout, setLayout] = useState('blank');
  const [copyOf, setCopyOf] = useState(0);
  const [listOf, setListOf] = useState('');
  const [inNavigation, setInNavigation] = useState(false);
  const [footer, setFooter] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setTitle('');
    setPath(null);
    setDescription('');
    setLayout('blank');
    setInNavigation(false);
    setFooter('');
    setTried(false);
  }, [open]);

  const layouts = useMemo(() => layoutsFor(schemas, names, data, titleBlocks), [schemas, names, data, titleBlocks]);
  const lists = layouts.filter((l): l is Extract<Layout, { kind: 'list' }> => l.kind === 'list').map((l) => l.collection);
  const routes = (valueAt(data, ['routes']) as Array<{ title?: string; path?: string }> | undefined) ?? [];
  const columns = (valueAt(data, ['footer', 'columns']) as Array<{ heading?: { label?: string } }> | undefined) ?? [];
  const taken = routePaths(data);
  // The address follows the title until the owner changes it.
  const address = path ?? proposedPath(title, taken);
  const addressProblem = !address
    ? 'Give the page an address, such as /about-us.'
    : taken.has(address)
      ? 'Another page already has this address.'
      : !/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/.test(address)
        ? 'An address is / and lowercase words joined by hyphens, such as /about-us.'
        : undefined;
  const length = description.trim().length;
  const descriptionHelp =
    length === 0
      ? `One or two sentences for search results and link previews (${DESCRIPTION.min} to ${DESCRIPTION.max} characters). You can also write it later.`
      : length < DESCRIPTION.min || length > DESCRIPTION.max
        ? `${length} characters; ${DESCRIPTION.min} to ${DESCRIPTION.max} are needed.`
        : `${length} characters.`;

  const chosen: Layout =
    layout === 'copy'
      ? { kind: 'copy', route: copyOf }
      : layout === 'list'
        ? { kind: 'list', collection: listOf || lists[0] }
        : layout === 'article'
          ? { kind: 'article' }
          : { kind: 'blank' };
  const create = () => {
    setTried(true);
    if (!title.trim() || addressProblem) return;
    onClose({
      title: title.trim(),
      path: address,
      description: description.trim(),
      layout: chosen,
      inNavigation,
      footerColumn: footer === '' ? undefined : Number(footer),
    });
  };
  const has = (kind: Layout['kind']) => layouts.some((l) => l.kind === kind);
  return (
    <Dialog open={open} onClose={() => onClose(null)} fullWidth maxWidth="sm" aria-labelledby="new-page-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <DialogTitle id="new-page-title">New page</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
              error={tried && !title.trim()}
              helperText={tried && !title.trim() ? 'Give the page a title.' : 'The page heading and the browser tab title.'}
            />
            <FormControl>
              <FormLabel id="new-page-layout">Start with</FormLabel>
              <RadioGroup aria-labelledby="new-page-layout" value={layout} onChange={(e) => setLayout(e.target.value)}>
                {has('blank') && <FormControlLabel value="blank" control={<Radio />} label="A title only" />}
                {has('article') && <FormControlLabel value="article" control={<Radio />} label="An article: a title and paragraphs" />}
                {lists.length > 0 && <FormControlLabel value="list" control={<Radio />} label="A title and a list of one of the site's collections" />}
                {routes.length > 0 && <FormControlLabel value="copy" control={<Radio />} label="A copy of another page" />}
              </RadioGroup>
            </FormControl>
            {layout === 'list' && (
              <TextField select label="Collection to list" value={listOf || lists[0]} onChange={(e) => setListOf(e.target.value)}>
                {lists.map((name) => (
                  <MenuItem key={name} value={name}>
                    {collectionTitle(data, name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {layout === 'copy' && (
              <TextField select label="Page to copy" value={copyOf} onChange={(e) => setCopyOf(Number(e.target.value))}>
                {routes.map((r, i) => (
                  <MenuItem key={i} value={i}>
                    {r.title ?? r.path ?? `Page ${i + 1}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label="Address"
              value={address}
              onChange={(e) => setPath(e.target.value.trim())}
              error={tried && !!addressProblem}
              helperText={(tried && addressProblem) || 'Where the page will be on the site. It follows the title until you change it.'}
            />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
              multiline
              minRows={2}
              helperText={descriptionHelp}
            />
            <FormControlLabel
              control={<Checkbox checked={inNavigation} onChange={(e) => setInNavigation(e.target.checked)} />}
              label="Link to it in the header"
            />
            {columns.length > 0 && (
              <TextField select label="Link to it in the footer" value={footer} onChange={(e) => setFooter(e.target.value)}>
                <MenuItem value="">Not in the footer</MenuItem>
                {columns.map((c, i) => (
                  <MenuItem key={i} value={String(i)}>
                    Under “{c.heading?.label ?? `Column ${i + 1}`}”
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Create page
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
