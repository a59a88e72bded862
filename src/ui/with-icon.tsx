import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { Box } from './mui.js';

/**
 * A contact detail with a small icon before it: a telephone number, an email
 * address or a postal address. The icon is decoration (the text says what it
 * is), so screen readers skip it. It is centred on the first line, whatever
 * the line height, and the text wraps beside it, never under it; inline, the
 * pair sits on the text's baseline, so it lines up with the words around it.
 */
export function WithIcon({ icon: Icon, block = false, children }: { icon: SvgIconComponent; block?: boolean; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: block ? 'flex' : 'inline-flex', alignItems: 'flex-start', gap: '0.4em', maxWidth: '100%' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', height: '1lh', flexShrink: 0, color: 'primary.main' }}>
        <Icon sx={{ fontSize: '1.1em' }} />
      </Box>
      {/* The one item aligned by its baseline gives the whole its baseline (flexbox: the container's baseline). */}
      <Box component="span" sx={{ alignSelf: 'baseline', minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
