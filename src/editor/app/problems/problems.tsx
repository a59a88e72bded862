import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Problem } from '../api.js';
import { fixLabel } from './fix.js';

/**
 * Every problem the validator finds in the working copy: where it is, in
 * the site's own words, what is wrong, and for a "did you mean" a button
 * that does it. Choosing one opens the form that can fix it and focuses
 * the field. With no problems it is one line.
 */
export function ProblemsPanel({
  file,
  problems,
  waiting,
  where,
  onChoose,
  onFix,
}: {
  file: string;
  problems: Problem[];
  /** Problems of new entries not shown yet (see store.ts). */
  waiting: number;
  where: (problem: Problem) => string;
  onChoose: (problem: Problem) => void;
  onFix: (problem: Problem) => void;
}) {
  const count = problems.length;
  const status =
    count === 0
      ? waiting > 0
        ? `No problems yet; ${waiting} field${waiting === 1 ? '' : 's'} of a new entry still to fill in`
        : 'No problems'
      : `${count} problem${count === 1 ? '' : 's'}`;
  return (
    <Box component="section" aria-label="Problems" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: '100%' }}>
      <Typography id="problems-title" variant="subtitle2" component="h2" sx={{ px: 2, py: 0.75, color: count ? 'error.main' : 'text.secondary' }}>
        <span role="status">{status}</span>
      </Typography>
      {count > 0 && (
        <List dense sx={{ overflowY: 'auto', flex: 1, py: 0 }}>
          {problems.map((p) => (
            <ListItem
              key={`${p.line}:${p.col}:${p.message}`}
              disablePadding
              secondaryAction={
                p.fix && (
                  <Button size="small" variant="outlined" onClick={() => onFix(p)}>
                    {fixLabel(p)}
                  </Button>
                )
              }
              sx={{ pr: p.fix ? 22 : 0 }}
            >
              <ListItemButton onClick={() => onChoose(p)} sx={{ py: 0.25 }}>
                <ListItemText
                  primary={p.message.charAt(0).toUpperCase() + p.message.slice(1)}
                  secondary={`${where(p)} · ${file} line ${p.line} · ${p.code}`}
                  slotProps={{ primary: { sx: { color: 'text.primary', fontSize: 14 } }, secondary: { sx: { fontSize: 12 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
