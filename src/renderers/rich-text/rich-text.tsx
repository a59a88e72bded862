import { Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import type { RichText as RichTextBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import type { BlockProps } from '../define-block.js';

export function RichText({ block }: BlockProps<RichTextBlock>) {
  return (
    <BlockSection heading={block.heading}>
      {block.paragraphs.map((text, i) => (
        <Typography key={i} sx={{ mb: 2, maxWidth: '70ch' }}>
          <InlineText text={text} />
        </Typography>
      ))}
    </BlockSection>
  );
}
