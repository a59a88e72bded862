import { Box, Stack, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { Hero as HeroBlock } from '../../types/site.js';
import type { BlockProps } from '../define-block.js';
import { Picture } from '../../ui/picture.js';
import { SmallPrint } from '../../ui/small-print.js';

export function Hero({ block }: BlockProps<HeroBlock>) {
  const large = block.size !== 'compact';
  const text = (
    <>
      {block.eyebrow && (
        <Typography
          component="p"
          sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', fontSize: '0.85rem', mb: 1.5 }}
        >
          {block.eyebrow}
        </Typography>
      )}
      <Typography variant="h1" sx={{ maxWidth: large ? '18ch' : '28ch', mx: large ? 'auto' : 0 }}>
        {block.title}
      </Typography>
      {block.lead && (
        <Typography
          component="p"
          sx={{ mt: 2.5, fontSize: { xs: '1.1rem', md: '1.25rem' }, color: 'text.secondary', maxWidth: '62ch', mx: large ? 'auto' : 0 }}
        >
          <InlineText text={block.lead} />
        </Typography>
      )}
      {block.actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: large ? 'center' : 'flex-start' }}>
          {block.actions.map((action) => (
            <ButtonLink key={action.label} size="large" {...action} />
          ))}
        </Stack>
      )}
      {block.note && <SmallPrint text={block.note} sx={{ mt: 2, mx: large ? 'auto' : 0 }} />}
    </>
  );
  const padding = {
    pt: large ? { xs: 6, md: 10 } : { xs: 4, md: 6 },
    pb: large ? { xs: 4, md: 6 } : { xs: 1, md: 2 },
    textAlign: large ? 'center' : 'left',
  } as const;
  if (!block.image) {
    return (
      <Box component="header" sx={padding}>
        {text}
      </Box>
    );
  }
  return (
    <Box
      component="header"
      sx={{
        ...padding,
        display: 'grid',
        gap: { xs: 4, md: large ? 5 : 6 },
        alignItems: 'center',
        // A compact hero keeps its picture beside the title from 600 px (PLACES.compactHero), so it stays compact.
        gridTemplateColumns: { xs: '1fr', sm: large ? '1fr' : '3fr 2fr' },
      }}
    >
      <div>{text}</div>
      <Box sx={{ '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: 3 } }}>
        <Picture image={block.image} place={large ? 'hero' : 'compactHero'} />
      </Box>
    </Box>
  );
}
