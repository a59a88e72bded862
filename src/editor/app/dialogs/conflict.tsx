import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMemo } from 'react';
import type { SchemaSet } from '../schema/schema-set.js';
import { readData } from '../source.js';
import { describeChanges } from '../state/changes.js';
import { ChangeList } from './change-list.js';

/**
 * The file changed on disk while the editor held unsaved edits. What
 * differs is listed by page, block, entry and field, with both values, and
 * the owner chooses; nothing is overwritten until they do.
 */
export function ConflictDialog({
  schemas,
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
}: {
  schemas: SchemaSet;
  mine: unknown;
  theirs: string | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const changes = useMemo(() => (theirs === null ? [] : describeChanges(schemas, readData(theirs), mine)), [schemas, mine, theirs]);
  return (
    <Dialog open={theirs !== null} maxWidth="md" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">The file changed on disk</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Someone or something (another editor, a git pull) changed the site file while you had unsaved changes here. Keep your version, to save it over theirs,
          or take the version on disk and drop your changes. {changes.length} difference{changes.length === 1 ? '' : 's'}:
        </DialogContentText>
        <ChangeList changes={changes} beforeLabel="On disk" afterLabel="Yours, not saved" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs}>Take the version on disk</Button>
        <Button variant="contained" onClick={onKeepMine}>
          Keep my version
        </Button>
      </DialogActions>
    </Dialog>
  );
}
