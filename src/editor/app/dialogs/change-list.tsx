import { Box, Typography } from '@mui/material';
import type { Change } from '../state/changes.js';

const SHOWN = 60;

/** Differences between two versions, each as where, what, and the two values side by side. */
export function ChangeList({ changes, beforeLabel, afterLabel }: { changes: Change[]; beforeLabel: string; afterLabel: string }) {
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        The two versions hold the same content; only the way the file is written differs.
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {changes.slice(0, SHOWN).map((c, i) => (
        <Box component="li" key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
          <Typography variant="body2" color="text.secondary">
            {c.where}
          </Typography>
          <Typography variant="subtitle2" component="p">
            {c.what}
            {c.kind === 'added' ? ': added' : c.kind === 'removed' ? ': removed' : ''}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mt: 0.5 }}>
            {(
              [
                [beforeLabel, c.before],
                [afterLabel, c.after],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, minWidth: 0 }}>
                <Typography variant="caption" component="p" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {value ?? '(not there)'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      {changes.length > SHOWN && (
        <Typography component="li" variant="body2">
          and {changes.length - SHOWN} more changes.
        </Typography>
      )}
    </Box>
  );
}
