import { Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormEnv } from './env.js';
import { pickerOptions, type Option } from './pickers.js';

/**
 * Asks where a link goes, offering the site's pages (and then the parts of
 * the chosen page) and its named links and contacts. What is written is the
 * page's address, never the words that describe it.
 */
export function LinkDialog({
  open,
  selected,
  onClose,
}: {
  open: boolean;
  selected: string;
  onClose: (choice: { target: string; words: string } | null) => void;
}) {
  const env = useFormEnv();
  const [target, setTarget] = useState('');
  const [part, setPart] = useState('');
  const options = pickerOptions('linkTarget', env) ?? [];
  const page = env.pages.find((p) => p.path === target && !p.notFound);
  const anchors = page?.anchors ?? [];
  const done = (choice: { target: string; words: string } | null) => {
    setTarget('');
    setPart('');
    onClose(choice);
  };
  const submit = () => {
    const to = target.trim();
    if (!to) return done(null);
    const full = part ? `${to}#${part}` : to;
    done({ target: full, words: selected || page?.title || options.find((o) => o.value === to)?.title || to });
  };
  return (
    <Dialog open={open} onClose={() => done(null)} fullWidth maxWidth="sm" aria-labelledby="link-dialog-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="link-dialog-title">Add a link</DialogTitle>
        <DialogContent>
          <Autocomplete<Option, false, false, true>
            freeSolo
            options={options}
            // The field holds the address itself; the list shows what each address is.
            getOptionLabel={(o) => (typeof o === 'string' ? o : o.value)}
            renderOption={({ key, ...attrs }, o) => (
              <Box component="li" key={key} {...attrs} sx={{ display: 'block !important' }}>
                <Typography component="span" sx={{ display: 'block' }}>
                  {o.title ?? o.value}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {o.value}
                </Typography>
              </Box>
            )}
            filterOptions={(all, state) => {
              const needle = state.inputValue.toLowerCase();
              return all.filter((o) => `${o.value} ${o.title ?? ''}`.toLowerCase().includes(needle)).slice(0, 50);
            }}
            inputValue={target}
            onInputChange={(_e, next) => {
              setTarget(next);
              setPart('');
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                margin="dense"
                label="Link to"
                helperText="Choose a page of this site, or type a web address (https://…), an email (mailto:…) or a phone number (tel:…)."
              />
            )}
          />
          {anchors.length > 0 && (
            <TextField select fullWidth margin="dense" label="Part of the page" value={part} onChange={(e) => setPart(e.target.value)}>
              <MenuItem value="">The top of the page</MenuItem>
              {anchors.map((a) => (
                <MenuItem key={a} value={a}>
                  {a.replace(/-/g, ' ')}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => done(null)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Add link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
