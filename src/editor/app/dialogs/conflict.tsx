import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { diffLines } from './diff.js';

/**
 * The file changed on disk while the editor held unsaved edits. Both
 * versions are shown, with what differs marked, and the owner chooses;
 * nothing is overwritten until they do.
 */
export function ConflictDialog({
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: string;
  theirs: string | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const diff = theirs === null ? [] : diffLines(theirs, mine);
  return (
    <Dialog open={theirs !== null} maxWidth="lg" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">The file changed on disk</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Someone or something (another editor, a git pull) changed the site file while you had unsaved edits here. Keep your version, to save it over theirs,
          or take the version on disk and drop your edits.
        </DialogContentText>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(['disk', 'mine'] as const).map((side) => (
            <Box key={side} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {side === 'disk' ? 'On disk' : 'Your unsaved version'}
              </Typography>
              <Box
                component="pre"
                tabIndex={0}
                aria-label={side === 'disk' ? 'Lines only on disk' : 'Lines only in your version'}
                sx={{ m: 0, p: 1, fontSize: 12, maxHeight: 360, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
              >
                {diff
                  .filter((d) => d.side === 'both' || d.side === side)
                  .map((d, i) => (
                    <Box
                      key={i}
                      component="span"
                      sx={{ display: 'block', bgcolor: d.side === 'both' ? undefined : side === 'disk' ? 'rgba(25,118,210,0.18)' : 'rgba(46,125,50,0.2)' }}
                    >
                      {d.side === 'both' ? '  ' : side === 'disk' ? '- ' : '+ '}
                      {d.line}
                    </Box>
                  ))}
              </Box>
            </Box>
          ))}
        </Stack>
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
