import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import { useReader } from '../ui/site-context.js';
import { SmartLink } from '../ui/smart-link.js';

/** The links to the pages before and after this one, when it is in a declared sequence. */
export function SequenceNav() {
  const read = useReader();
  const place = read.sequence();
  if (!place) return null;
  const link = (to: string | undefined, label: string, forward: boolean) =>
    to && (
      <SmartLink
        to={to}
        underline="hover"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: forward ? 'flex-end' : 'flex-start',
          textAlign: forward ? 'right' : 'left',
          gap: 0.25,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          flex: '0 1 22rem',
          minWidth: 0,
          ...(forward && { ml: 'auto' }),
        }}
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.85rem', color: 'text.secondary' }}>
          {!forward && <ArrowBack fontSize="inherit" aria-hidden />}
          {label}
          {forward && <ArrowForward fontSize="inherit" aria-hidden />}
        </Box>
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {read.title(to)}
        </Box>
      </SmartLink>
    );
  return (
    <Box component="nav" aria-label={place.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
      {link(place.before, place.previous, false)}
      {link(place.after, place.next, true)}
    </Box>
  );
}
