import { Box, Typography } from '@mui/material';
import { InlineText } from '../render/inline-text.js';
import type { ArticleSections as ArticleSectionsBlock, Section } from '../types/site.js';
import type { BlockProps } from './types.js';

type BodyItem = Section['body'][number];

function BodyItemView({ item }: { item: BodyItem }) {
  if (typeof item === 'string') {
    return (
      <Typography sx={{ mb: 2 }}>
        <InlineText text={item} />
      </Typography>
    );
  }
  if (item.subheading) {
    return <Typography component="h3" variant="h3" sx={{ mt: 3, mb: 1.5 }}>{item.subheading}</Typography>;
  }
  const items = item.list ?? item.steps ?? [];
  return (
    <Box component={item.steps ? 'ol' : 'ul'} sx={{ pl: 3, mb: 2, mt: 0, typography: 'body1', '& li': { mb: 1 } }}>
      {items.map((text, i) => (
        <li key={i}>
          <InlineText text={text} />
        </li>
      ))}
    </Box>
  );
}

export function ArticleSections({ block }: BlockProps<ArticleSectionsBlock>) {
  return (
    <Box sx={{ maxWidth: '75ch', py: 2 }}>
      {block.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>{section.heading}</Typography>
          {section.body.map((item, i) => (
            <BodyItemView key={i} item={item} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
