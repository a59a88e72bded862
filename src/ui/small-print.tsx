import type { SxProps } from '@mui/system';
import { InlineText } from './inline-text.js';
import { Typography } from './mui.js';

/** A short note in small type: terms under buttons, what a figure means under a table. */
export function SmallPrint({ text, sx, id }: { text: string; sx?: SxProps; id?: string }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: '75ch', ...sx }}>
      <InlineText text={text} />
    </Typography>
  );
}
