import { Box, Button, Paper, TextField, Typography } from '../../ui/mui.js';
import { useId } from 'react';
import { InlineText } from '../../ui/inline-text.js';
import type { NewsletterBox } from '../../types/site.js';
import type { BlockProps } from '../define-block.js';
import { headingAnchor } from '../../model/anchors.js';
import { useAnchor } from '../../ui/anchors.js';

/**
 * SPEC §2 and §7: the box has no handler. There is deliberately no <form>:
 * pressing Enter in a form's field would navigate to ?email=…, putting the
 * address in history and server logs. The button is type="button".
 */
export function Newsletter({ block }: BlockProps<NewsletterBox>) {
  const inputId = useId();
  const headingId = useId();
  return (
    <Box component="section" id={useAnchor(headingAnchor(block.heading))} aria-labelledby={headingId} sx={{ py: { xs: 3.5, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'action.hover' }}>
        <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
          {block.heading}
        </Typography>
        {block.text && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <InlineText text={block.text} />
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, maxWidth: 520, mx: 'auto', flexDirection: { xs: 'column', sm: 'row' } }} data-newsletter>
          <TextField
            id={inputId}
            type="email"
            name="email"
            label={block.inputLabel}
            placeholder={block.placeholder}
            autoComplete="email"
            size="small"
            fullWidth
            // The label floats with JavaScript; without it, keep it above the field.
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{
              '& .MuiOutlinedInput-root': { borderRadius: 999, bgcolor: 'background.paper' },
              '& .MuiOutlinedInput-input': { py: 1.25, px: 2.25 },
              '& .MuiInputLabel-root': { bgcolor: 'action.hover', px: 0.5, borderRadius: 1 },
            }}
          />
          <Button type="button" variant="contained" sx={{ flexShrink: 0, minHeight: 46 }}>
            {block.buttonLabel}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
