import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useFormEnv } from './env.js';
import { pickerOptions } from './pickers.js';

/** Asks where a link goes, offering the site's pages and named links. */
export function LinkDialog({ open, onClose }: { open: boolean; onClose: (target: string | null) => void }) {
  const env = useFormEnv();
  const [target, setTarget] = useState('');
  const options = pickerOptions('linkTarget', env) ?? [];
  const done = (value: string | null) => {
    setTarget('');
    onClose(value);
  };
  return (
    <Dialog open={open} onClose={() => done(null)} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          done(target.trim() || null);
        }}
      >
        <DialogTitle>Add a link</DialogTitle>
        <DialogContent>
          <Autocomplete
            freeSolo
            options={options.map((o) => o.value)}
            getOptionLabel={(value) => options.find((o) => o.value === value)?.label ?? value}
            inputValue={target}
            onInputChange={(_e, next) => setTarget(next)}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                margin="dense"
                label="Link to"
                helperText="A page of this site (/about), an https:// address, mailto:, tel:, link:NAME or contact:NAME."
              />
            )}
          />
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
