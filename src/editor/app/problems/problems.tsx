import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Problem } from '../api.js';

/**
 * Every problem the validator finds in the working copy, as the build
 * prints them. Choosing one opens the form that can fix it and focuses the
 * field.
 */
export function ProblemsPanel({ file, problems, onChoose }: { file: string; problems: Problem[]; onChoose: (problem: Problem) => void }) {
  return (
    <Box component="section" aria-labelledby="problems-title" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Typography id="problems-title" variant="subtitle2" component="h2" sx={{ px: 2, py: 1 }}>
        <span role="status">{problems.length === 0 ? 'No problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}</span>
      </Typography>
      <List dense sx={{ overflowY: 'auto', flex: 1, py: 0 }}>
        {problems.map((p) => (
          <ListItem key={`${p.line}:${p.col}:${p.message}`} disablePadding>
            <ListItemButton onClick={() => onChoose(p)} sx={{ py: 0.25 }}>
              <ListItemText
                primary={`${file}:${p.line}:${p.col}  ${p.code}`}
                secondary={p.message}
                slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13, color: 'error.main' } }, secondary: { sx: { color: 'text.primary' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
