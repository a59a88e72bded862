import { Box, Chip, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { useSite } from '../../ui/site-context.js';
import { SmartLink } from '../../ui/smart-link.js';
import type { ArticleHeader as ArticleHeaderBlock } from '../../types/site.js';
import { PostMeta } from '../../ui/post-meta.js';
import type { BlockProps } from '../types.js';
import { postById } from '../../ui/site-index.js';
import { ArrowBack } from '../../ui/icons.js';

export function ArticleHeader({ block }: BlockProps<ArticleHeaderBlock>) {
  const site = useSite();
  const post = postById(site, block.post);
  if (!post) throw new Error(`article-header: no post with id '${block.post}'`);
  return (
    <Box component="header" sx={{ pt: { xs: 3, md: 5 }, pb: 2, maxWidth: '75ch' }}>
      <SmartLink to={block.backLink.to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 650, mb: 3 }}>
        <ArrowBack fontSize="small" aria-hidden />
        {block.backLink.label}
      </SmartLink>
      <Box sx={{ mb: 2 }}>
        <Chip label={block.badge ?? post.category} color="primary" size="small" />
      </Box>
      <Typography variant="h1">{post.title}</Typography>
      <Box sx={{ mt: 2.5 }}>
        <PostMeta post={post} language={site.settings.language} />
      </Box>
      <Typography component="p" sx={{ mt: 3, fontSize: '1.2rem', color: 'text.secondary' }}>
        <InlineText text={post.excerpt} />
      </Typography>
    </Box>
  );
}
